// The Settings and Confirm Unsubscribe screens, rendered directly
// (not through the app's routes); Manage Billing and Unsubscribe against the real server.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { QueryCache } from '../../src/client/api/cache.js';
import { SettingsPage } from '../../src/client/features/settings/SettingsPage.js';
import { Providers } from '../../src/client/Providers.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, startServer, STRONG_PASSWORD, type TestServer } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';
import { useServerOrigin } from '../helpers/ui.js';

const UNSUBSCRIBE_TEXT = 'Are you sure you want to unsubscribe? This will disable all active store protections immediately.';
const WAIT = { timeout: 5000 };

let s: TestServer;
let cache = new QueryCache();
const originalFetch = globalThis.fetch;
const originalOpen = window.open;

test.before(async () => {
  s = await startServer({ limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });
  useServerOrigin(s.url);
});
test.after(() => s.close());
test.after.each(() => {
  cleanup();
  cache.clear();
  localStorage.clear();
  globalThis.fetch = originalFetch;
  window.open = originalOpen;
});

/** Every request the page makes from now on, as "METHOD /path". */
function countFetches(): string[] {
  const calls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), window.location.href).pathname}`);
    return inner(input, init);
  };
  return calls;
}

/** Stubs window.open, recording its arguments. */
function captureOpen(): unknown[][] {
  const opened: unknown[][] = [];
  window.open = ((...args: unknown[]) => {
    opened.push(args);
    return null;
  }) as typeof window.open;
  return opened;
}

function show() {
  cache = new QueryCache();
  return render(<Providers cache={cache}><SettingsPage /></Providers>);
}

const settle = () => new Promise((r) => setTimeout(r, 100));
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);

test('Settings: the title, the sections, the fields and their options, and only the calls its sections need on load', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  const calls = countFetches();
  show();
  assert.ok(screen.getByRole('heading', { name: 'Settings', level: 1 }));
  const billing = screen.getByRole('region', { name: 'Billing & Subscription' });
  assert.ok(within(billing).getByRole('button', { name: 'Manage Billing' }));
  const email = (await screen.findByLabelText('Email', {}, WAIT)) as HTMLInputElement;
  assert.is(email.value, admin.email);
  assert.is(email.readOnly, false, 'the email can be changed');
  const zone = screen.getByLabelText('Time Zone');
  assert.equal(optionsOf(zone), [
    ['UTC', 'UTC'],
    ['EST', 'EST'],
    ['PST', 'PST'],
  ]);
  const notifications = screen.getByLabelText('Email Notifications');
  assert.equal(optionsOf(notifications), [
    ['all', 'All notifications'],
    ['important', 'Important only'],
    ['none', 'None'],
  ]);
  fireEvent.change(zone, { target: { value: 'PST' } });
  fireEvent.change(notifications, { target: { value: 'none' } });
  assert.is((zone as HTMLSelectElement).value, 'PST');
  assert.is((notifications as HTMLSelectElement).value, 'none');
  assert.ok(screen.getByRole('button', { name: 'Save Changes' }));
  assert.ok(screen.getByRole('button', { name: 'Unsubscribe' }));
  await settle();
  assert.equal(
    [...calls].sort(),
    ['GET /api/auth/2fa', 'GET /api/auth/me', 'GET /api/auth/sessions', 'GET /api/sub-user'],
    "the account, which the whole dashboard shares, the two-factor status, the sessions, and for the account's owner its members (who could take it over)",
  );
});

test('Save Changes stores the time zone and notifications ("Settings saved"), and the form loads them next time', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  show();
  await waitFor(() => assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, admin.email), WAIT);
  assert.is((screen.getByLabelText('Time Zone') as HTMLSelectElement).value, 'UTC');
  assert.is((screen.getByLabelText('Email Notifications') as HTMLSelectElement).value, 'all');
  fireEvent.change(screen.getByLabelText('Time Zone'), { target: { value: 'PST' } });
  fireEvent.change(screen.getByLabelText('Email Notifications'), { target: { value: 'important' } });
  const calls = countFetches();
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  const toast = await screen.findByText('Settings saved', {}, WAIT);
  assert.is(toast.closest('[role]')?.getAttribute('role'), 'status');
  assert.ok(calls.includes('PUT /api/settings'));
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: admin.token })).body;
  assert.equal([me.timeZone, me.notifications], ['PST', 'important']);
  cleanup();
  show();
  await waitFor(() => assert.is((screen.getByLabelText('Time Zone') as HTMLSelectElement).value, 'PST'), WAIT);
  assert.is((screen.getByLabelText('Email Notifications') as HTMLSelectElement).value, 'important');
});

test('a new email: "Settings saved" says a link was sent, the field says what it waits for; a bad one is refused by the form', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  show();
  const email = (await screen.findByLabelText('Email', {}, WAIT)) as HTMLInputElement;
  assert.is(email.value, admin.email);
  const calls = countFetches();
  fireEvent.change(email, { target: { value: 'not an email' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  assert.ok(await screen.findByText('Invalid email address'));
  assert.equal(calls, [], 'nothing sent');
  const fresh = `new-${Date.now()}@example.com`;
  fireEvent.change(email, { target: { value: fresh } });
  // A new address asks for the password, and the form holds it back until it is there.
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  assert.ok(await screen.findByText('Enter your password to change your email'));
  assert.equal(calls, [], 'nothing sent');
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: STRONG_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Settings saved', {}, WAIT);
  assert.ok(screen.getByText(`We sent a confirmation link to ${fresh}: your email changes when you open it.`));
  await screen.findByText(`Waiting for you to open the link we sent to ${fresh}. Until then you sign in with ${admin.email}: save that address to keep it.`, {}, WAIT);

  // Opened again, the form shows the address asked for, so saving another field leaves the change waiting.
  cleanup();
  cache.clear();
  show();
  const again = (await screen.findByLabelText('Email', {}, WAIT)) as HTMLInputElement;
  await waitFor(() => assert.is(again.value, fresh), WAIT);
  fireEvent.change(screen.getByLabelText('Time Zone'), { target: { value: 'PST' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Settings saved', {}, WAIT);
  const me = await call(s.url, 'GET', '/api/auth/me', { token: admin.token });
  assert.equal([me.body.timeZone, me.body.pendingEmail], ['PST', fresh]);
});

test('an email change withdrawn in another tab: saving the stale page asks for the password instead of failing silently', async () => {
  const admin = await completedAdmin(s.url);
  const fresh = `stale-${Date.now()}@example.com`;
  const put = (body: object) => call(s.url, 'PUT', '/api/settings', { token: admin.token, body: { timeZone: 'UTC', notifications: 'all', ...body } });
  assert.is((await put({ email: fresh, password: STRONG_PASSWORD })).status, 200);
  localStorage.setItem('token', admin.token);
  show();
  const email = (await screen.findByLabelText('Email', {}, WAIT)) as HTMLInputElement;
  await waitFor(() => assert.is(email.value, fresh), WAIT);
  assert.is(screen.queryByLabelText('Password'), null, 'the address waiting needs no password');
  // Another tab withdraws the change: to this page it still waits.
  assert.is((await put({ email: admin.email })).status, 200);
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  const password = await screen.findByLabelText('Password', {}, WAIT);
  assert.ok(await screen.findByText('Enter your password to change your email', {}, WAIT));
  fireEvent.change(password, { target: { value: STRONG_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Settings saved', {}, WAIT);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: admin.token })).body.pendingEmail, fresh);
});

test('Unsubscribe opens Confirm Unsubscribe with the exact text; Cancel closes it and focus returns', async () => {
  show();
  const opener = screen.getByRole('button', { name: 'Unsubscribe' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm Unsubscribe' });
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.ok(within(dialog).getByText(UNSUBSCRIBE_TEXT));
  assert.equal(
    within(dialog).getAllByRole('button').map((b) => b.textContent),
    ['Cancel', 'Unsubscribe'],
  );
  assert.is(document.activeElement, within(dialog).getByRole('button', { name: 'Cancel' }), 'focus starts on Cancel');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.is(document.activeElement, opener, 'focus returns to the Unsubscribe button');
});

test('Escape closes Confirm Unsubscribe and focus returns', async () => {
  show();
  const opener = screen.getByRole('button', { name: 'Unsubscribe' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm Unsubscribe' });
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.ok(!dialog.isConnected);
  assert.is(document.activeElement, opener);
});

test('Unsubscribe in the dialog (ADMIN): one call ends the subscription, every store is disabled, the account chooses a plan again', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  show();
  await waitFor(() => assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, admin.email), WAIT);
  const calls = countFetches();
  fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm Unsubscribe' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
  const toast = await screen.findByText('Your subscription has ended', {}, WAIT);
  assert.is(toast.closest('[role]')?.getAttribute('role'), 'status');
  assert.equal(calls.filter((c) => c.startsWith('POST')), ['POST /api/billing/unsubscribe']);
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: admin.token })).body;
  assert.equal([me.onboardingStep, me.billingStatus, me.billing], ['CHOOSE_PLAN', 'canceled', null]);
  const stores = (await call(s.url, 'GET', '/api/stores', { token: admin.token })).body.stores;
  assert.equal(stores.map((x: { disabled: boolean }) => x.disabled), [true]);
});

test('a STANDARD member sees no Unsubscribe, and the server refuses them one', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  show();
  await waitFor(() => assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, member.email), WAIT);
  assert.is(screen.queryByRole('button', { name: 'Unsubscribe' }), null);
  assert.is((await call(s.url, 'POST', '/api/billing/unsubscribe', { token: member.token })).status, 403);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: admin.token })).body.billingStatus, 'active');
});

test('Manage Billing (ADMIN): POST /api/billing/portal, and the local portal page opens in a new tab', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  const opened = captureOpen();
  show();
  // The email comes from the session once the account data has loaded.
  await waitFor(() => assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, admin.email), WAIT);
  const calls = countFetches();
  fireEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
  await waitFor(() => assert.is(opened.length, 1), WAIT);
  assert.equal(calls, ['POST /api/billing/portal']);
  const [url, target, features] = opened[0] as [string, string, string];
  assert.is(target, '_blank');
  assert.is(features, 'noopener');
  assert.ok(url.startsWith(`${s.url}/billing/portal/`), url);
  const page = await originalFetch(url);
  assert.is(page.status, 200);
  assert.ok((await page.text()).includes('Billing'));
});

test('Manage Billing failing: "Could not open billing" with "Please try again later", and no tab opens', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  const opened = captureOpen();
  show();
  await waitFor(() => assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, admin.email), WAIT);
  const inner = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), window.location.href).pathname === '/api/billing/portal'
      ? new Response(JSON.stringify({ success: false, message: 'Provider down', status: 502, eventId: 'x' }), { status: 502 })
      : inner(input, init);
  fireEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
  const title = await screen.findByText('Could not open billing', {}, WAIT);
  assert.is(title.closest('[role]')?.getAttribute('role'), 'alert');
  assert.ok(screen.getByText('Please try again later'));
  assert.is(opened.length, 0);
});

test('a STANDARD member cannot open the billing portal (the server refuses it): the button is disabled and says why', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  const opened = captureOpen();
  show();
  await waitFor(() => assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, member.email), WAIT);
  const button = screen.getByRole('button', { name: 'Manage Billing' }) as HTMLButtonElement;
  assert.ok(button.disabled);
  assert.ok(screen.getByText('Only an admin of your account can open the billing portal.'));
  fireEvent.click(button);
  await settle();
  assert.is(opened.length, 0);
});

test.run();
