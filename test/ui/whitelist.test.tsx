// The Whitelist IPs page against the real server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { call } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';
import { holdGets, openPage as openAt, rows, type, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

/** A signed-in ADMIN of a completed account (its token stored), optionally with addresses added. */
async function signedIn(ips: { ipAddress: string; tag?: string }[] = []) {
  const admin = await completedAdmin(s.url);
  for (const ip of ips) {
    const added = await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { tag: '', ...ip } });
    assert.is(added.status, 201);
  }
  localStorage.setItem('token', admin.token);
  return admin;
}

const serverIps = async (token: string) =>
  ((await call(s.url, 'GET', '/api/whitelist', { token })).body.ips as { ipId: string; ipAddress: string; tag: string | null }[]).map((ip) => [
    ip.ipAddress,
    ip.tag,
  ]);

const openPage = () => openAt('/whitelist', 'Whitelist IPs');

/** The row (list item) showing an address. */
const { row, rowFound } = rows('span', 'li');

test('while the list loads "Loading..." shows; an empty list offers "Whitelist your ip" with Sync My IP', async () => {
  await signedIn();
  const release = holdGets('/api/whitelist');
  try {
    await openPage();
    assert.ok(await screen.findByText('Loading...', {}, WAIT));
    assert.is(screen.queryByText('Whitelist your ip'), null);
  } finally {
    release();
  }
  await screen.findByText('Whitelist your ip', {}, WAIT);
  assert.is(screen.queryByText('Loading...'), null);
  // One Sync My IP in the header and one in the empty state, and Add IP.
  assert.is(screen.getAllByRole('button', { name: 'Sync My IP' }).length, 2);
  assert.ok(screen.getByRole('button', { name: 'Add IP' }));
});

test('Add IP: the modal\'s fields, "IP address is required", "Invalid IP address format", then "IP address added"', async () => {
  const admin = await signedIn();
  await openPage();
  await screen.findByText('Whitelist your ip', {}, WAIT);
  fireEvent.click(screen.getByRole('button', { name: 'Add IP' }));
  const dialog = screen.getByRole('dialog', { name: 'Add IP Address' });
  const address = within(dialog).getByLabelText('IP Address') as HTMLInputElement;
  const label = within(dialog).getByLabelText('Label (Optional)') as HTMLInputElement;
  assert.match(address.placeholder, /^\d{1,3}(\.\d{1,3}){3}$/, 'an example IPv4 as placeholder');
  assert.is(document.activeElement, address, 'focus starts on the address');
  assert.ok(within(dialog).getByRole('button', { name: 'Cancel' }));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await within(dialog).findByText('IP address is required');
  for (const bad of ['300.1.1.1', '1.2.3', '10.0.0.1.5', 'abc']) {
    type(address, bad);
    await within(dialog).findByText('Invalid IP address format');
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await serverIps(admin.token), [], 'an invalid address is never sent');

  type(address, '10.0.0.1');
  type(label, 'Office');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await screen.findByText('IP address added', {}, WAIT);
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  const added = await rowFound('10.0.0.1');
  assert.ok(within(added).getByText('(Office)'));
  assert.ok(within(added).getByText('added by You'));
  assert.equal(await serverIps(admin.token), [['10.0.0.1', 'Office']]);
});

test('Add IP takes an IPv6 address and a range, stored as the server writes them; a range wider than /24 is refused on the field', async () => {
  const admin = await signedIn();
  await openPage();
  await screen.findByText('Whitelist your ip', {}, WAIT);
  fireEvent.click(screen.getByRole('button', { name: 'Add IP' }));
  let dialog = screen.getByRole('dialog', { name: 'Add IP Address' });
  assert.ok(
    within(dialog).getByText(
      'Enter an IPv4 or IPv6 address, or a range in CIDR notation (at most /24 for IPv4 or /48 for IPv6). A label helps your team recognise it later.',
    ),
  );
  let address = within(dialog).getByLabelText('IP Address') as HTMLInputElement;
  assert.is(address.placeholder, '192.168.1.1');
  assert.is(address.inputMode, '', 'a full keyboard: IPv6 needs letters and colons');

  type(address, '2001:DB8:0:0::1');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await rowFound('2001:db8::1');
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));

  fireEvent.click(screen.getByRole('button', { name: 'Add IP' }));
  dialog = screen.getByRole('dialog', { name: 'Add IP Address' });
  address = within(dialog).getByLabelText('IP Address') as HTMLInputElement;
  type(address, '10.20.0.0/16');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  const reason = await within(dialog).findByText('Ranges can be at most /24 for IPv4 or /48 for IPv6');
  assert.ok(address.getAttribute('aria-describedby')?.includes(reason.id), 'the reason is on the field');
  type(address, '10.20.30.0/24');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await rowFound('10.20.30.0/24');
  assert.equal(await serverIps(admin.token), [['10.20.30.0/24', null], ['2001:db8::1', null]], 'the /16 was never sent');
});

test('Add IP: Cancel closes without a call; a duplicate gets "Error adding IP Address" and the reason on the field', async () => {
  const admin = await signedIn([{ ipAddress: '10.0.0.2' }]);
  await openPage();
  await rowFound('10.0.0.2');
  const opener = screen.getByRole('button', { name: 'Add IP' });
  opener.focus();
  fireEvent.click(opener);
  let dialog = screen.getByRole('dialog', { name: 'Add IP Address' });
  type(within(dialog).getByLabelText('IP Address'), '10.0.0.3');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  assert.is(screen.queryByRole('dialog'), null);
  assert.is(document.activeElement, opener, 'focus returns to Add IP');

  fireEvent.click(opener);
  dialog = screen.getByRole('dialog', { name: 'Add IP Address' });
  const address = within(dialog).getByLabelText('IP Address');
  assert.is((address as HTMLInputElement).value, '', 'a new modal starts empty');
  type(address, '10.0.0.2');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  const toast = (await screen.findByText('Error adding IP Address', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
  assert.ok(within(toast).getByText('Please try again later'));
  const reason = await within(dialog).findByText('This IP address is already whitelisted');
  assert.ok(address.getAttribute('aria-describedby')?.includes(reason.id));
  assert.ok(screen.getByRole('dialog', { name: 'Add IP Address' }), 'the modal stays open to fix it');
  assert.equal(await serverIps(admin.token), [['10.0.0.2', null]]);
});

test('rows say "added by You" for your own addresses and the adder\'s name for others\'', async () => {
  const admin = await completedAdmin(s.url);
  await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: '10.1.0.1', tag: 'HQ' } });
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  await call(s.url, 'POST', '/api/whitelist', { token: member.token, body: { ipAddress: '10.1.0.2', tag: '' } });
  localStorage.setItem('token', member.token);
  await openPage();
  const theirs = await rowFound('10.1.0.1');
  const mine = row('10.1.0.2');
  assert.ok(within(theirs).getByText(`added by ${admin.name}`));
  assert.ok(within(theirs).getByText('(HQ)'));
  assert.is(within(theirs).queryByText('added by You'), null);
  assert.ok(within(mine).getByText('added by You'));
  assert.is(within(mine).queryByText(/\(.*\)/), null, 'no parentheses without a tag');
  // A STANDARD member manages the list too: edit and remove are there for every row.
  for (const address of ['10.1.0.1', '10.1.0.2']) {
    assert.ok(screen.getByRole('button', { name: `Edit ${address}` }));
    assert.ok(screen.getByRole('button', { name: `Remove ${address}` }));
  }
});

test('inline edit: a blank address cannot be saved, Cancel and Escape restore, Save updates', async () => {
  const admin = await signedIn([{ ipAddress: '10.0.0.5', tag: 'Home' }]);
  await openPage();
  await rowFound('10.0.0.5');

  const edit = () => {
    const button = screen.getByRole('button', { name: 'Edit 10.0.0.5' });
    button.focus();
    fireEvent.click(button);
    const form = screen.getByRole('form', { name: 'Edit 10.0.0.5' });
    return {
      form,
      address: within(form).getByLabelText('IP Address') as HTMLInputElement,
      label: within(form).getByLabelText('Label (Optional)') as HTMLInputElement,
    };
  };

  // Blank address: the form says so and sends nothing.
  let f = edit();
  assert.is(f.address.value, '10.0.0.5');
  assert.is(f.label.value, 'Home');
  assert.is(document.activeElement, f.address, 'focus moves to the address');
  type(f.address, '   ');
  fireEvent.click(within(f.form).getByRole('button', { name: 'Save' }));
  await within(f.form).findByText('IP address is required');
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await serverIps(admin.token), [['10.0.0.5', 'Home']]);

  // Cancel restores the row as it was, and focus returns to Edit.
  fireEvent.click(within(f.form).getByRole('button', { name: 'Cancel' }));
  assert.is(screen.queryByRole('form'), null);
  let shown = row('10.0.0.5');
  assert.ok(within(shown).getByText('(Home)'));
  assert.is(document.activeElement, screen.getByRole('button', { name: 'Edit 10.0.0.5' }));

  // Escape does the same, and the edit starts again from the saved values.
  f = edit();
  type(f.address, '10.9.9.9');
  type(f.label, 'Changed');
  fireEvent.keyDown(f.label, { key: 'Escape' });
  assert.is(screen.queryByRole('form'), null);
  assert.ok(within(row('10.0.0.5')).getByText('(Home)'));
  assert.is(screen.queryByText('10.9.9.9'), null);
  f = edit();
  assert.is(f.address.value, '10.0.0.5');
  assert.is(f.label.value, 'Home');

  // Save: the row and the server show the new values.
  type(f.address, '10.0.0.6');
  type(f.label, 'Office');
  fireEvent.click(within(f.form).getByRole('button', { name: 'Save' }));
  shown = await rowFound('10.0.0.6');
  assert.ok(within(shown).getByText('(Office)'));
  assert.is(screen.queryByRole('form'), null);
  assert.equal(await serverIps(admin.token), [['10.0.0.6', 'Office']]);
});

test('inline edit: no format check on the client; the server\'s refusal gets "Error adding IP Address"', async () => {
  const admin = await signedIn([{ ipAddress: '10.0.0.8' }]);
  await openPage();
  await rowFound('10.0.0.8');
  fireEvent.click(screen.getByRole('button', { name: 'Edit 10.0.0.8' }));
  const form = screen.getByRole('form', { name: 'Edit 10.0.0.8' });
  type(within(form).getByLabelText('IP Address'), 'not-an-ip');
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const toast = (await screen.findByText('Error adding IP Address', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
  assert.ok(within(toast).getByText('Please try again later'));
  // The message came from the server (the call was made), shown on the field; the form stays open.
  assert.ok(await within(form).findByText('Invalid IP address format'));
  assert.ok(screen.getByRole('form', { name: 'Edit 10.0.0.8' }));
  // A range too wide: the server's reason, on the field.
  const field = within(form).getByLabelText('IP Address');
  type(field, '10.0.0.0/8');
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const reason = await within(form).findByText('Ranges can be at most /24 for IPv4 or /48 for IPv6', {}, WAIT);
  assert.ok(field.getAttribute('aria-describedby')?.includes(reason.id));
  assert.equal(await serverIps(admin.token), [['10.0.0.8', null]]);
});

/** Past the 5 s a removal can be undone. */
const UNDO_OVER = { timeout: 8000 };

test('remove: the row goes at once with "IP address deleted" and Undo; the server removes it when Undo has expired', async () => {
  const admin = await signedIn([{ ipAddress: '10.0.0.7' }, { ipAddress: '10.0.0.9', tag: 'Keep' }]);
  await openPage();
  await rowFound('10.0.0.7');
  fireEvent.click(screen.getByRole('button', { name: 'Remove 10.0.0.7' }));
  assert.is(screen.queryByText('10.0.0.7'), null, 'gone from the list without waiting for the server');
  const toast = screen.getByText('IP address deleted').closest('[role="status"]') as HTMLElement;
  assert.ok(within(toast).getByRole('button', { name: 'Undo' }));
  assert.is(document.activeElement, screen.getByRole('heading', { name: 'Whitelist IPs', level: 1 }), 'focus is not lost with the row');
  assert.ok(row('10.0.0.9'));
  assert.equal(await serverIps(admin.token), [['10.0.0.9', 'Keep'], ['10.0.0.7', null]], 'still on the server while Undo is offered');

  await waitFor(async () => assert.equal(await serverIps(admin.token), [['10.0.0.9', 'Keep']]), UNDO_OVER);
  assert.is(screen.queryByText('IP address deleted'), null, 'the toast ends with its undo window');
  assert.is(screen.queryByText('10.0.0.7'), null);
});

test('Undo puts the address back and the server keeps it', async () => {
  const admin = await signedIn([{ ipAddress: '10.0.0.7', tag: 'Office' }]);
  await openPage();
  await rowFound('10.0.0.7');
  fireEvent.click(screen.getByRole('button', { name: 'Remove 10.0.0.7' }));
  await screen.findByText('Whitelist your ip', {}, WAIT);
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  assert.is(screen.queryByText('IP address deleted'), null, 'Undo closes the toast');
  const back = await rowFound('10.0.0.7');
  assert.ok(within(back).getByText('(Office)'));
  assert.is(document.activeElement, screen.getByRole('heading', { name: 'Whitelist IPs', level: 1 }), 'focus goes to the page, not nowhere');
  await new Promise((resolve) => setTimeout(resolve, 6000));
  assert.equal(await serverIps(admin.token), [['10.0.0.7', 'Office']]);
  assert.ok(row('10.0.0.7'));
});

test('a removal the server refuses says "Error deleting IP Address" and the list catches up', async () => {
  const admin = await signedIn([{ ipAddress: '10.0.0.9', tag: 'Keep' }]);
  await openPage();
  await rowFound('10.0.0.9');
  // Gone on the server already (another tab): the failure toast when the removal is sent.
  const [other] = (await call(s.url, 'GET', '/api/whitelist', { token: admin.token })).body.ips;
  await call(s.url, 'DELETE', `/api/whitelist/${other.ipId}`, { token: admin.token });
  fireEvent.click(screen.getByRole('button', { name: 'Remove 10.0.0.9' }));
  const toast = (await screen.findByText('Error deleting IP Address', {}, UNDO_OVER)).closest('[role="alert"]') as HTMLElement;
  assert.ok(within(toast).getByText('Please try again later'));
  await screen.findByText('Whitelist your ip', {}, WAIT);
});

/** The line saying the caller's own address and whether the list covers it. */
const currentAddress = () => screen.getByText((_, el) => el?.tagName === 'P' && /^Your current address:/.test(el.textContent ?? '')).textContent;

test('the page says what whitelisting does, and whether your current address is whitelisted: Sync My IP, beside it, flips it', async () => {
  await signedIn([{ ipAddress: '10.0.0.1' }]);
  await openPage();
  assert.ok(
    screen.getByText(
      "Visitors from these addresses see your stores without the copy protection, and their visits are not billed (up to 5% of your plan's monthly sessions).",
    ),
  );
  await rowFound('10.0.0.1');
  await waitFor(() => assert.is(currentAddress(), 'Your current address: 127.0.0.1 — not whitelisted'));
  const line = screen.getByText((_, el) => el?.tagName === 'P' && /^Your current address:/.test(el.textContent ?? ''));
  const sync = screen.getByRole('button', { name: 'Sync My IP' });
  assert.is(line.parentElement, sync.parentElement, 'Sync My IP is beside the line');
  fireEvent.click(sync);
  await waitFor(() => assert.is(currentAddress(), 'Your current address: 127.0.0.1 — whitelisted'), WAIT);
  assert.ok(await rowFound('127.0.0.1'));
});

test('a range covering your address counts: "whitelisted"', async () => {
  await signedIn([{ ipAddress: '127.0.0.0/24', tag: 'Loopback' }]);
  await openPage();
  await rowFound('127.0.0.0/24');
  await waitFor(() => assert.is(currentAddress(), 'Your current address: 127.0.0.1 — whitelisted'));
});

test('Sync My IP shows the server\'s message as info and adds the caller\'s address', async () => {
  await signedIn();
  await openPage();
  await screen.findByText('Whitelist your ip', {}, WAIT);
  fireEvent.click(screen.getAllByRole('button', { name: 'Sync My IP' })[0]!);
  const message = await screen.findByText('Your IP address 127.0.0.1 has been whitelisted', {}, WAIT);
  assert.is(message.closest('[role="status"]')?.getAttribute('role'), 'status', 'an info toast, not an alert');
  const mine = await rowFound('127.0.0.1');
  assert.ok(within(mine).getByText('added by You'));
  fireEvent.click(screen.getByRole('button', { name: 'Sync My IP' }));
  await screen.findByText('Your IP address 127.0.0.1 is already whitelisted', {}, WAIT);
});

test('Sync My IP failure: "Error adding your IP Address" with "Please try again later"', async () => {
  await signedIn();
  await openPage();
  await screen.findByText('Whitelist your ip', {}, WAIT);
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/whitelist/me') ? new Response(JSON.stringify({ success: false, message: 'boom', status: 500 }), { status: 500 }) : original(input, init);
  try {
    fireEvent.click(screen.getAllByRole('button', { name: 'Sync My IP' })[0]!);
    const toast = (await screen.findByText('Error adding your IP Address', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
    assert.ok(within(toast).getByText('Please try again later'));
  } finally {
    globalThis.fetch = original;
  }
});

test.run();
