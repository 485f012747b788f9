import { screen, waitFor } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { register, startServer, type TestServer } from '../helpers/server.js';
import { renderApp, reset, useServerOrigin } from '../helpers/ui.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
  useServerOrigin(s.url);
});
test.after(() => s.close());
test.after.each(reset);

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

test.run();
