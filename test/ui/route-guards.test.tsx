import { fireEvent, screen, waitFor } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { call, register, STRONG_PASSWORD } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';
import { ROUTES } from '../../src/client/routes/table.js';
import { renderApp, reset, uiServer } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

const landsOn = (path: string) => waitFor(() => assert.is(window.location.pathname, path), { timeout: 3000 });

for (const path of ['/', '/stores', '/stores/new', '/analytics', '/users', '/settings', '/whitelist', '/onboarding']) {
  test(`without a token ${path} goes to /ap/login`, async () => {
    renderApp(path);
    await landsOn('/ap/login');
    assert.ok(screen.getByRole('button', { name: 'Sign In' }));
  });
}

test('with a stored token the sign-in pages go to /, and a new account then to /onboarding', async () => {
  const user = await register(s.url);
  localStorage.setItem('token', user.token);
  renderApp('/ap/login');
  await screen.findByRole('heading', { name: 'Choose Your Plan' }, { timeout: 3000 });
  assert.is(window.location.pathname, '/onboarding');
});

test('a dashboard page of an account still onboarding goes to /onboarding', async () => {
  const user = await register(s.url);
  localStorage.setItem('token', user.token);
  renderApp('/whitelist');
  await landsOn('/onboarding');
});

test('while the account data loads, a full-page spinner shows', async () => {
  const user = await register(s.url);
  localStorage.setItem('token', user.token);
  renderApp('/onboarding');
  assert.ok(screen.getByRole('status', { name: 'Loading your account' }));
  await screen.findByRole('heading', { name: 'Choose Your Plan' }, { timeout: 3000 });
});

const WHITELIST_TITLE = { name: 'Whitelist IPs', level: 1 } as const;

test('a STANDARD member sent away from an admin page is told why, on the page they land on', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  const cases: [string, string][] = [
    ['/stores', 'Only admins can open Stores'],
    ['/stores/new', 'Only admins can open Stores'],
    ['/analytics', 'Only admins can open Analytics'],
    // Through / (My Stores), which sends them on without a word.
    ['/users', 'Only admins can open Users'],
    ['/activity', 'Only admins can open Activity'],
    ['/upgrade', 'Only admins can open Upgrade'],
  ];
  for (const [path, told] of cases) {
    localStorage.setItem('token', member.token);
    renderApp(path);
    await screen.findByRole('heading', WHITELIST_TITLE, { timeout: 5000 });
    assert.is(window.location.pathname, '/whitelist', path);
    const toast = await screen.findByText(told, undefined, { timeout: 3000 });
    assert.is(toast.closest('[role="status"]')?.getAttribute('role'), 'status', 'a polite notice, not an alert');
    assert.is(screen.getAllByText(/^Only admins can open/).length, 1, `${path}: one notice`);
    reset();
  }
});

test('a STANDARD member opening / (where every sign-in lands) goes to /whitelist without a notice', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  localStorage.setItem('token', member.token);
  renderApp('/');
  await screen.findByRole('heading', WHITELIST_TITLE, { timeout: 5000 });
  assert.is(window.location.pathname, '/whitelist');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.is(screen.queryByText(/Only admins/), null);
});

test('a stored token the server refuses signs the user out: the token is removed and login shows', async () => {
  localStorage.setItem('token', 'x'.repeat(43));
  renderApp('/onboarding');
  await landsOn('/ap/login');
  assert.is(localStorage.getItem('token'), null);
});

test('Logout clears the stored token, ends the session on the server and shows the login page', async () => {
  const user = await register(s.url);
  localStorage.setItem('token', user.token);
  renderApp('/onboarding');
  (await screen.findByRole('button', { name: 'Logout' }, { timeout: 3000 })).click();
  await landsOn('/ap/login');
  assert.is(window.location.search, '', 'whoever signs in next starts at /, not on the page just left');
  assert.is(localStorage.getItem('token'), null);
  await waitFor(async () => {
    const res = await fetch(`${s.url}/api/auth/me`, { headers: { authorization: `Bearer ${user.token}` } });
    assert.is(res.status, 401);
  });
});

test('an unknown path shows the 404 page', () => {
  renderApp('/no/such/page');
  assert.ok(screen.getByRole('heading', { name: 'Page Not Found' }));
  assert.ok(screen.getByText("The page you're looking for doesn't exist or has been moved."));
});

const SESSION_ENDED = 'Your session ended. Sign in again to continue.';

async function signInAgain(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: STRONG_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

test('a session that ends mid-use says so, with no failure of the call that found out, and sign-in returns to the page', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  renderApp('/analytics');
  const month = (await screen.findByLabelText('Month', undefined, { timeout: 5000 })) as HTMLSelectElement;
  // Signed out elsewhere: the token no longer works.
  assert.is((await call(s.url, 'POST', '/api/auth/logout', { token: admin.token })).status, 204);
  fireEvent.change(month, { target: { value: month.options[1]!.value } });
  await landsOn('/ap/login');
  assert.ok(screen.getByText(SESSION_ENDED));
  assert.is(screen.queryByText(/could not|failed/i), null, 'no failure message of the call itself');
  const next = new URLSearchParams(window.location.search).get('next');
  assert.is(next, `/analytics?month=${month.options[1]!.value}`);
  await signInAgain(admin.email);
  await waitFor(() => assert.is(window.location.pathname + window.location.search, next), { timeout: 5000 });
});

test('another tab signing out signs this one out at once; signing in there signs this one in', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 5000 });
  localStorage.removeItem('token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: admin.token, newValue: null }));
  await landsOn('/ap/login');
  assert.ok(screen.getByText(SESSION_ENDED));
  localStorage.setItem('token', admin.token);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: null, newValue: admin.token }));
  await landsOn('/settings');
});

test('sign-in returns only to a page of this app: another site in next leads home', async () => {
  const admin = await completedAdmin(s.url);
  for (const next of ['//evil.example.com/x', 'https://evil.example.com', '/\\evil.example.com']) {
    renderApp(`/ap/login?next=${encodeURIComponent(next)}`);
    await signInAgain(admin.email);
    await landsOn('/');
    reset();
  }
});

test('each page names the browser tab; following a link moves focus to the new page\'s heading', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  renderApp('/');
  await screen.findByRole('heading', { name: 'My Stores', level: 1 }, { timeout: 5000 });
  assert.is(document.title, 'My Stores · Store Shield');
  fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
  const heading = await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 5000 });
  await waitFor(() => assert.is(document.activeElement, heading));
  assert.is(document.title, 'Settings · Store Shield');
});

test("every dashboard page names the tab with the route table's title for it", async () => {
  const admin = await completedAdmin(s.url);
  for (const [path, { title, guard }] of Object.entries(ROUTES)) {
    if (guard === 'signed-out' || guard === 'signed-in') continue;
    document.title = '';
    localStorage.setItem('token', admin.token);
    renderApp(path);
    await waitFor(() => assert.is(document.title, `${title} · Store Shield`, path), { timeout: 5000 });
    reset();
  }
});

test.run();
