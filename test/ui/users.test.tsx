// The Users page against the real server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { capitalise, formatCreatedAt, statusTone } from '../../src/client/features/users/format.js';
import { completedAdmin } from '../helpers/billing.js';
import { PASSWORD_FOR_ADMIN_RESET } from '../../src/shared/team-validators.js';
import { WRONG_PASSWORD } from '../../src/shared/messages.js';
import { call, STRONG_PASSWORD, uniqueEmail } from '../helpers/server.js';
import { joinedMember, userIdOf } from '../helpers/team.js';
import { turnOnTwoFactor } from '../helpers/two-factor.js';
import { holdGets, openPage as openAt, renderApp, reset, rows, type, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

/** A signed-in ADMIN (token stored) with an invited user and a member who finished setting up. */
async function team() {
  const admin = await completedAdmin(s.url);
  const invitedEmail = uniqueEmail('invited');
  const invited = await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { name: 'Ivy Invited', email: invitedEmail, role: 'STANDARD' } });
  assert.is(invited.status, 201);
  const member = await joinedMember(s.url, s, admin.token, 'ADMIN');
  localStorage.setItem('token', admin.token);
  return { admin, invitedEmail, member };
}

const serverUsers = async (token: string) =>
  (await call(s.url, 'GET', '/api/sub-user', { token })).body.users as { userId: string; name: string; email: string; role: string; status: string; twoFactor: boolean }[];

const openPage = () => openAt('/users', 'Users');

/** The table row of a user, by name. */
const { row, rowFound } = rows('td span', 'tr');
const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
const openMenu = (name: string) => {
  const trigger = screen.getByRole('button', { name: `Actions for ${name}` });
  fireEvent.click(trigger);
  return trigger;
};

test('Created At reads like "Jan 5, 2025, 02:30 PM"; statuses are capitalised with their colours', () => {
  assert.is(formatCreatedAt(new Date(2025, 0, 5, 14, 30).toISOString()), 'Jan 5, 2025, 02:30 PM');
  assert.is(formatCreatedAt(new Date(2024, 11, 31, 0, 5).toISOString()), 'Dec 31, 2024, 12:05 AM');
  assert.is(formatCreatedAt(new Date(2025, 6, 14, 12, 0).toISOString()), 'Jul 14, 2025, 12:00 PM');
  // In a chosen time zone: PST and EST follow their cities' daylight saving.
  assert.is(formatCreatedAt('2025-01-05T14:30:00Z', 'America/Los_Angeles'), 'Jan 5, 2025, 06:30 AM');
  assert.is(formatCreatedAt('2025-07-14T02:15:00Z', 'America/New_York'), 'Jul 13, 2025, 10:15 PM');
  assert.is(formatCreatedAt('2025-07-14T02:15:00Z', 'UTC'), 'Jul 14, 2025, 02:15 AM');
  assert.is(capitalise('USER_SETUP_COMPLETED'), 'User Setup Completed');
  assert.is(capitalise('INVITED'), 'Invited');
  assert.is(capitalise('DISABLED'), 'Disabled');
  assert.equal(['INVITED', 'USER_SETUP_COMPLETED', 'DISABLED', 'SOMETHING_ELSE'].map(statusTone), ['warning', 'success', 'danger', 'neutral']);
});

test('"Loading users..." while the list loads, then the table with its columns, statuses and dates', async () => {
  const { admin, invitedEmail, member } = await team();
  const release = holdGets('/api/sub-user');
  try {
    await openPage();
    assert.ok(await screen.findByText('Loading users...', {}, WAIT));
  } finally {
    release();
  }
  const table = await screen.findByRole('table', { name: 'Users' }, WAIT);
  assert.equal(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
    ['Name', 'Email', 'Created At', 'Role', 'Status', 'Actions'],
  );
  assert.is(screen.queryByText('Loading users...'), null);
  assert.is(within(table).getAllByRole('row').length, 4, 'a header and three members');

  const invited = row('Ivy Invited');
  assert.ok(within(invited).getByText(invitedEmail));
  assert.ok(within(invited).getByText('Standard'));
  const invitedBadge = within(invited).getByText('Invited');
  assert.is(invitedBadge.dataset.tone, 'warning');
  const joined = row(member.name);
  assert.ok(within(joined).getByText('Admin'));
  assert.is(within(joined).getByText('User Setup Completed').dataset.tone, 'success');
  const own = row(admin.name);
  assert.ok(within(own).getByText(admin.email));
  for (const tr of [invited, joined, own]) {
    const date = tr.querySelector('time')!;
    assert.match(date.textContent!, /^[A-Z][a-z]{2} \d{1,2}, \d{4}, (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
    assert.is(date.textContent, formatCreatedAt(date.dateTime, 'UTC'), 'in the user\'s time zone, UTC until they choose another');
  }

  // A disabled member shows red.
  await s.db.query(`UPDATE users SET status = 'DISABLED' WHERE email = $1`, [invitedEmail]);
  reset();
  localStorage.setItem('token', admin.token);
  await openPage();
  assert.is(within(await rowFound('Ivy Invited')).getByText('Disabled').dataset.tone, 'danger');
});

test('Created At follows the time zone chosen in Settings (PST here)', async () => {
  const { admin, member } = await team();
  const saved = await call(s.url, 'PUT', '/api/settings', { token: admin.token, body: { email: admin.email, timeZone: 'PST', notifications: 'all' } });
  assert.is(saved.status, 200);
  await openPage();
  const date = (await rowFound(member.name)).querySelector('time')!;
  assert.is(date.textContent, formatCreatedAt(date.dateTime, 'America/Los_Angeles'));
  assert.is.not(date.textContent, formatCreatedAt(date.dateTime, 'UTC'), 'Los Angeles is never on UTC time');
});

test('the own row shows "(YOU)", is dimmed and has no actions menu; every other row has one', async () => {
  const { admin, member } = await team();
  await openPage();
  const own = await rowFound(admin.name);
  assert.ok(within(own).getByText('(YOU)'));
  assert.ok(own.hasAttribute('data-own'));
  assert.ok(own.className.length > 0, 'styled as dimmed');
  assert.is(within(own).queryByRole('button'), null);
  assert.is(screen.queryByRole('button', { name: `Actions for ${admin.name}` }), null);
  for (const name of ['Ivy Invited', member.name]) {
    const other = row(name);
    assert.is(within(other).queryByText('(YOU)'), null);
    assert.ok(within(other).getByRole('button', { name: `Actions for ${name}` }));
  }
});

test('"Re-Invite" is offered only for invited users, and resends the invite: "Invite resent"', async () => {
  const { admin, invitedEmail, member } = await team();
  await openPage();
  await rowFound('Ivy Invited');
  openMenu(member.name);
  assert.equal(menuItems(), ['Delete User']);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

  const mails = async () => (await s.db.query('SELECT 1 FROM outbox WHERE to_address = $1', [invitedEmail])).length;
  const before = await mails();
  openMenu('Ivy Invited');
  assert.equal(menuItems(), ['Re-Invite', 'Delete User']);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Re-Invite' }));
  assert.is(screen.queryByRole('menu'), null, 'choosing an item closes the menu');
  await screen.findByText('Invite resent', {}, WAIT);
  await waitFor(async () => assert.is(await mails(), before + 1), WAIT);

  // Meanwhile they set their password: the server refuses, "Failed to resend invite".
  await s.db.query(`UPDATE users SET status = 'USER_SETUP_COMPLETED' WHERE email = $1`, [invitedEmail]);
  openMenu('Ivy Invited');
  fireEvent.click(screen.getByRole('menuitem', { name: 'Re-Invite' }));
  const toast = (await screen.findByText('Failed to resend invite', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
  assert.ok(within(toast).getByText('Please try again later'));
  assert.ok(admin);
});

test('Delete User asks first: Cancel keeps the user, Delete removes them with "Deleted User"', async () => {
  const { admin, member } = await team();
  await openPage();
  await rowFound(member.name);
  let trigger = openMenu(member.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete User' }));
  let dialog = screen.getByRole('alertdialog');
  assert.ok(within(dialog).getByText(member.email, { exact: false }));
  assert.is(document.activeElement, within(dialog).getByRole('button', { name: 'Cancel' }), 'focus starts on the safe choice');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.is(document.activeElement, trigger, 'focus returns to the actions button');
  assert.ok(row(member.name));
  assert.is((await serverUsers(admin.token)).length, 3);

  // Escape cancels too.
  trigger = openMenu(member.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete User' }));
  fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
  assert.is(screen.queryByRole('alertdialog'), null);

  openMenu(member.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete User' }));
  dialog = screen.getByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Deleted User', {}, WAIT);
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
  await waitFor(() => assert.is(screen.queryByText(member.name, { selector: 'td span' }), null), WAIT);
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('heading', { name: 'Users', level: 1 }), 'focus is not lost with the row'));
  const left = await serverUsers(admin.token);
  assert.equal(left.map((u) => u.email).sort(), left.filter((u) => u.email !== member.email).map((u) => u.email).sort());
  assert.is(left.length, 2);
});

test('Reset Two-Factor is offered for a member with it on, asks first (no password for a STANDARD member), and turns it off: "Two-factor sign-in reset"', async () => {
  const { admin } = await team();
  const standard = await joinedMember(s.url, s, admin.token, 'STANDARD');
  await turnOnTwoFactor(s.url, standard.token);
  const twoFactorOn = async () => (await serverUsers(admin.token)).find((u) => u.email === standard.email)!.twoFactor;
  await openPage();
  await rowFound(standard.name);
  assert.ok(within(row(standard.name)).getByText('2FA on'));
  openMenu('Ivy Invited');
  assert.equal(menuItems(), ['Re-Invite', 'Delete User'], 'not for a user without two-factor');
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

  const trigger = openMenu(standard.name);
  assert.equal(menuItems(), ['Reset Two-Factor', 'Delete User']);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Reset Two-Factor' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Reset Two-Factor Sign-In' });
  assert.ok(within(dialog).getByText(standard.email, { exact: false }));
  assert.is(within(dialog).queryByLabelText('Your password'), null, "a STANDARD member's reset asks no password");
  assert.is(document.activeElement, within(dialog).getByRole('button', { name: 'Cancel' }), 'focus starts on the safe choice');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  assert.is(document.activeElement, trigger, 'focus returns to the actions button');
  assert.is(await twoFactorOn(), true, 'Cancel changes nothing');

  openMenu(standard.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Reset Two-Factor' }));
  dialog = screen.getByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
  await screen.findByText('Two-factor sign-in reset', {}, WAIT);
  await waitFor(() => assert.is(within(row(standard.name)).queryByText('2FA on'), null), WAIT);
  assert.is(await twoFactorOn(), false);
});

test("resetting another admin's two-factor asks for your password: required, the server's refusal on the field, then done", async () => {
  const { admin, member } = await team();
  await turnOnTwoFactor(s.url, member.token);
  const twoFactorOn = async () => (await serverUsers(admin.token)).find((u) => u.email === member.email)!.twoFactor;
  await openPage();
  await rowFound(member.name);
  const trigger = openMenu(member.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Reset Two-Factor' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Reset Two-Factor Sign-In' });
  assert.ok(within(dialog).getByText(member.email, { exact: false }));
  const password = within(dialog).getByLabelText('Your password') as HTMLInputElement;
  assert.is(password.type, 'password');
  assert.is(password.autocomplete, 'current-password');
  assert.is(document.activeElement, password, 'focus starts on the field to fill');

  const calls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') calls.push(new URL(String(input), window.location.href).pathname);
    return inner(input, init);
  };
  try {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    await within(dialog).findByText(PASSWORD_FOR_ADMIN_RESET);
    assert.equal(calls, [], 'nothing sent without the password');

    type(password, 'Not!ThePassword1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    const refused = await within(dialog).findByText(WRONG_PASSWORD, {}, WAIT);
    assert.ok(password.getAttribute('aria-describedby')?.includes(refused.id), 'the refusal is on the password field');
    assert.is(password.getAttribute('aria-invalid'), 'true');
    assert.is(document.activeElement, password);
    assert.ok(screen.getByRole('alertdialog'), 'the dialog stays open');
    assert.is(screen.queryByText('Failed to reset two-factor sign-in'), null);
    assert.is(await twoFactorOn(), true, 'a wrong password changes nothing');

    type(password, STRONG_PASSWORD);
    await waitFor(() => assert.is(within(dialog).queryByText(WRONG_PASSWORD), null), WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    await screen.findByText('Two-factor sign-in reset', {}, WAIT);
  } finally {
    globalThis.fetch = inner;
  }
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
  assert.is(document.activeElement, trigger, 'focus returns to the actions button');
  await waitFor(() => assert.is(within(row(member.name)).queryByText('2FA on'), null), WAIT);
  assert.is(await twoFactorOn(), false);
  assert.is(calls.filter((path) => path.startsWith('/api/sub-user/two-factor/reset/')).length, 2);
});

test('a reset of two-factor already off says so, and the row catches up', async () => {
  const { admin, member } = await team();
  await turnOnTwoFactor(s.url, member.token);
  await openPage();
  await rowFound(member.name);
  // Reset elsewhere meanwhile: the server answers 409.
  const elsewhere = await call(s.url, 'POST', `/api/sub-user/two-factor/reset/${await userIdOf(s.url, member.token)}`, { token: admin.token, body: { password: STRONG_PASSWORD } });
  assert.is(elsewhere.status, 200);
  openMenu(member.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Reset Two-Factor' }));
  const dialog = screen.getByRole('alertdialog');
  type(within(dialog).getByLabelText('Your password'), STRONG_PASSWORD);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
  const toast = (await screen.findByText('Two-factor sign-in is already off for this user', {}, WAIT)).closest('[role]') as HTMLElement;
  assert.is(toast.getAttribute('role'), 'status', 'told, not alarmed');
  await waitFor(() => assert.is(within(row(member.name)).queryByText('2FA on'), null), WAIT);
  assert.is(screen.queryByText('Two-factor sign-in reset'), null);
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
});

test('the owner\'s row says "Owner" beside the name (Role still Admin) and offers another admin no Delete, nor a two-factor reset', async () => {
  const { admin, member } = await team();
  await turnOnTwoFactor(s.url, admin.token);
  // The owner's own view: "(YOU)" and "Owner", and no menu as on any own row.
  await openPage();
  const ownView = await rowFound(admin.name);
  assert.ok(within(ownView).getByText('(YOU)'));
  assert.ok(within(ownView).getByText('Owner'));
  assert.is(within(row(member.name)).queryByText('Owner'), null, 'only the owner is marked');
  reset();

  // A second admin's view.
  localStorage.setItem('token', member.token);
  await openPage();
  const owner = await rowFound(admin.name);
  const name = within(owner).getByText(admin.name);
  const label = within(owner).getByText('Owner');
  assert.is(label.closest('td'), name.closest('td'), 'beside the name');
  assert.ok(within(owner).getByText('Admin'), 'the Role column still says Admin');
  assert.ok(within(owner).getByText('2FA on'));
  assert.is(within(owner).queryByText('(YOU)'), null);
  assert.is(screen.queryByRole('button', { name: `Actions for ${admin.name}` }), null, 'nothing left to offer: no menu button');
  assert.is(within(owner).queryByRole('button'), null);
  assert.ok(within(row(member.name)).getByText('(YOU)'));
  assert.is(within(row(member.name)).queryByText('Owner'), null);
  // Everyone else's menu is as before.
  openMenu('Ivy Invited');
  assert.equal(menuItems(), ['Re-Invite', 'Delete User']);
});

test('a failed delete says "Failed to delete user"', async () => {
  const { admin, member } = await team();
  await openPage();
  await rowFound(member.name);
  // Removed elsewhere meanwhile: the server answers 404.
  await call(s.url, 'DELETE', `/api/sub-user/delete/${await userIdOf(s.url, member.token)}`, { token: admin.token });
  openMenu(member.name);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete User' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  const toast = (await screen.findByText('Failed to delete user', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
  assert.ok(within(toast).getByText('Please try again later'));
  assert.is(screen.queryByText('Deleted User'), null);
});

test('Invite User: fields, inviteSchema messages, then "Invited {name}", the modal closes and the row appears', async () => {
  const { admin } = await team();
  await openPage();
  await rowFound('Ivy Invited');
  const opener = screen.getByRole('button', { name: 'Invite User' });
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Invite User' });
  const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
  const email = within(dialog).getByLabelText('Email Address') as HTMLInputElement;
  const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
  assert.is(role.value, 'STANDARD', 'STANDARD by default');
  assert.equal(
    [...role.options].map((o) => [o.value, o.textContent]),
    [
      ['STANDARD', 'Standard'],
      ['ADMIN', 'Admin'],
    ],
  );
  assert.ok(within(dialog).getByRole('button', { name: 'Cancel' }));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
  await within(dialog).findByText('Name is required');
  assert.ok(within(dialog).getByText('Email is required'));
  assert.is(document.activeElement, name, 'focus goes to the first field to fix');
  type(email, 'not-an-email');
  await within(dialog).findByText('Invalid email address');
  await new Promise((r) => setTimeout(r, 100));
  assert.is((await serverUsers(admin.token)).length, 3, 'nothing is sent while the form is invalid');

  const address = uniqueEmail('nora');
  type(name, '  Nora New ');
  type(email, address);
  fireEvent.change(role, { target: { value: 'ADMIN' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
  await screen.findByText('Invited Nora New', {}, WAIT);
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  const added = await rowFound('Nora New');
  assert.ok(within(added).getByText('Invited'));
  assert.ok(within(added).getByText('Admin'));
  const nora = (await serverUsers(admin.token)).find((u) => u.email === address)!;
  assert.equal([nora.name, nora.role, nora.status], ['Nora New', 'ADMIN', 'INVITED']);
});

test('Invite User: a taken email gets "Failed to send invite" and the reason on the Email Address field', async () => {
  const { admin, invitedEmail } = await team();
  await openPage();
  await rowFound('Ivy Invited');
  fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite User' });
  type(within(dialog).getByLabelText('Name'), 'Ivy Again');
  const email = within(dialog).getByLabelText('Email Address');
  type(email, invitedEmail);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
  const toast = (await screen.findByText('Failed to send invite', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
  assert.ok(within(toast).getByText('Please try again later'));
  const reason = await within(dialog).findByText('A user with this email already exists');
  assert.ok(email.getAttribute('aria-describedby')?.includes(reason.id));
  assert.is(document.activeElement, email);
  assert.ok(screen.getByRole('dialog', { name: 'Invite User' }), 'the modal stays open');
  // Typing again clears the server's message; Cancel closes without a call.
  type(email, uniqueEmail('other'));
  await waitFor(() => assert.is(within(dialog).queryByText('A user with this email already exists'), null));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  assert.is(screen.queryByRole('dialog'), null);
  assert.is((await serverUsers(admin.token)).length, 3);
});

test('the actions menu by keyboard: Enter/Space/ArrowDown open on the first item, arrows move, Escape returns focus', async () => {
  await team();
  await openPage();
  await rowFound('Ivy Invited');
  const trigger = screen.getByRole('button', { name: 'Actions for Ivy Invited' });
  assert.is(trigger.getAttribute('aria-haspopup'), 'menu');
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  assert.is(screen.queryByRole('menu'), null);

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    trigger.focus();
    fireEvent.keyDown(trigger, { key });
    const menu = screen.getByRole('menu');
    assert.is(trigger.getAttribute('aria-expanded'), 'true', key);
    assert.is(trigger.getAttribute('aria-controls'), menu.id);
    const [first, second] = within(menu).getAllByRole('menuitem');
    await waitFor(() => assert.is(document.activeElement, first, `${key} focuses the first item`));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    assert.is(document.activeElement, second);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    assert.is(document.activeElement, first, 'ArrowDown wraps');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    assert.is(document.activeElement, second, 'ArrowUp wraps');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    assert.is(document.activeElement, first);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    assert.is(screen.queryByRole('menu'), null, 'Escape closes');
    assert.is(document.activeElement, trigger, 'and focus returns to the button');
    assert.is(trigger.getAttribute('aria-expanded'), 'false');
  }

  // ArrowUp opens on the last item; Enter on an item chooses it (a button: Enter clicks).
  fireEvent.keyDown(trigger, { key: 'ArrowUp' });
  await waitFor(() => assert.is(document.activeElement?.textContent, 'Delete User'));

  // A click outside closes it, and so does Tab.
  fireEvent.mouseDown(document.body);
  assert.is(screen.queryByRole('menu'), null, 'a click outside closes');
  fireEvent.keyDown(trigger, { key: 'Enter' });
  await waitFor(() => assert.is(document.activeElement?.getAttribute('role'), 'menuitem'));
  fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
  assert.is(screen.queryByRole('menu'), null, 'Tab closes');
  assert.is(document.activeElement, trigger);

  // A click on the button opens it, a second click closes it.
  fireEvent.click(trigger);
  assert.ok(screen.getByRole('menu'));
  fireEvent.click(trigger);
  assert.is(screen.queryByRole('menu'), null);
});

test('a STANDARD member does not reach /users: sent away to /', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  renderApp('/users');
  await waitFor(() => assert.not.equal(window.location.pathname, '/users'), WAIT);
  assert.ok(['/', '/whitelist'].includes(window.location.pathname));
  assert.is(screen.queryByRole('heading', { name: 'Users' }), null);
  assert.is(screen.queryByRole('table'), null);
});

test.run();
