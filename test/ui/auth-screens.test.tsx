import { fireEvent, screen, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/common-passwords.js';
import { call, linkToken, register, STRONG_PASSWORD, uniqueEmail, waitForMail } from '../helpers/server.js';
import { renderApp, uiServer } from '../helpers/ui.js';
import { completedAdmin } from '../helpers/billing.js';

const s = uiServer(test);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('login: an empty submit shows both required messages and calls nothing', async () => {
  renderApp('/ap/login');
  click('Sign In');
  await screen.findByText('Email is required');
  assert.ok(screen.getByText('Password is required'));
  assert.is(document.activeElement, screen.getByLabelText('Email'), 'focus moves to the first field to fix');
});

test('login: a malformed email and a short password get their messages', async () => {
  renderApp('/ap/login');
  type('Email', 'not-an-email');
  type('Password', '12345');
  click('Sign In');
  await screen.findByText('Invalid email');
  assert.ok(screen.getByText('Too Short!'));
});

test('login: a wrong password shows "Invalid credentials" on the password field and stays', async () => {
  const user = await register(s.url);
  renderApp('/ap/login');
  type('Email', user.email);
  type('Password', 'Wrong!Pass1');
  click('Sign In');
  const message = await screen.findByText('Invalid credentials', {}, { timeout: 3000 });
  assert.ok(screen.getByLabelText('Password').getAttribute('aria-describedby')?.includes(message.id));
  assert.is(window.location.pathname, '/ap/login');
  assert.is(localStorage.getItem('token'), null);
});

test('login: success stores the token, loads the account and leaves for onboarding', async () => {
  const user = await register(s.url);
  renderApp('/ap/login');
  type('Email', user.email);
  type('Password', user.password);
  click('Sign In');
  await screen.findByRole('heading', { name: 'Choose Your Plan' }, { timeout: 3000 });
  assert.is(window.location.pathname, '/onboarding');
  const token = localStorage.getItem('token');
  assert.ok(token);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: token! })).status, 200);
});

test('reset request: validation messages, then the "Reset requested" toast', async () => {
  renderApp('/ap/forgot-password');
  assert.ok(screen.getByRole('link', { name: 'Back to login' }));
  // The toasts' region is there and live before any toast, so a screen reader reads each one that comes.
  assert.is(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live'), 'polite');
  click('Send Reset Instructions');
  await screen.findByText('Email is required');
  type('Email', 'nope');
  await screen.findByText('Invalid email address');
  type('Email', 'someone@example.com');
  click('Send Reset Instructions');
  await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Reset requested', {}, { timeout: 3000 });
  assert.ok(screen.getByText('If user exists a reset email will be sent'));
});

test('set password: no token in the address goes to /, which for a stranger is the login page', async () => {
  renderApp('/ap/set-password');
  await screen.findByRole('button', { name: 'Sign In' });
  assert.is(window.location.pathname, '/ap/login');
});

test('set password: the checklist turns green as each rule is met, and the messages follow the rules', async () => {
  renderApp('/ap/set-password?token=abc');
  assert.ok(screen.getByRole('heading', { name: 'Set Your Password' }));
  assert.ok(screen.getByText('Create a strong password to secure your account.'));
  const items = () => [...screen.getByRole('list', { name: 'Password requirements' }).querySelectorAll('li')].map((li) => li.dataset.met);
  assert.equal(items(), ['false', 'false', 'false', 'false', 'false']);
  type('Password', 'abc');
  assert.equal(items(), ['false', 'false', 'true', 'false', 'false']);
  click('Set Password');
  await screen.findByText('Password must be at least 8 characters');
  assert.ok(screen.getByText('Please confirm your password'));
  type('Password', 'abcdefgh');
  await screen.findByText('Password must contain at least one uppercase letter');
  type('Password', 'Abcdefgh');
  await screen.findByText('Password must contain at least one number');
  type('Password', 'Abcdefg1');
  await screen.findByText('Password must contain at least one special character');
  type('Password', 'Abcdefg1!');
  assert.equal(items(), ['true', 'true', 'true', 'true', 'true']);
  type('Confirm Password', 'Abcdefg1?');
  await screen.findByText("Passwords don't match");
});

test('set password: a link that does not work shows "Error setting password" and says why', async () => {
  renderApp('/ap/set-password?token=not-a-real-token-at-all');
  type('Password', 'Lantern-Quiet-7');
  type('Confirm Password', 'Lantern-Quiet-7');
  click('Set Password');
  await screen.findByText('Error setting password', {}, { timeout: 3000 });
  assert.ok(screen.getByText('Please try again later'));
  assert.ok(screen.getByRole('link', { name: 'Request a new link' }));
});

// In this file the common-passwords list cannot be fetched (the test server has no built assets):
// the forms then show the server's answer on the password field.
const describedBy = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';

test('register: without the list at hand, a common password is refused by the server and the form says why under the field', async () => {
  renderApp('/ap/register');
  type('Name', 'Ada');
  type('Email', uniqueEmail('common'));
  type('Password', 'Qwerty123!');
  click('Create Account');
  const message = await screen.findByText(COMMON_PASSWORD_MESSAGE, {}, { timeout: 3000 });
  assert.ok(describedBy('Password').includes(message.id), 'the message belongs to the password field');
  assert.is(window.location.pathname, '/ap/register');
  assert.is(localStorage.getItem('token'), null);
});

test('set password: without the list at hand, the server refuses a common password and the form says why under the field', async () => {
  renderApp('/ap/set-password?token=some-link-token');
  type('Password', 'Welcome1!');
  type('Confirm Password', 'Welcome1!');
  click('Set Password');
  const message = await screen.findByText(COMMON_PASSWORD_MESSAGE, {}, { timeout: 3000 });
  assert.ok(describedBy('Password').includes(message.id), 'the message belongs to the password field');
  assert.is(screen.queryByRole('link', { name: 'Request a new link' }), null, 'the link itself was not judged');
  type('Password', 'Welcome1!x');
  assert.is(screen.queryByText(COMMON_PASSWORD_MESSAGE), null, 'editing the password clears the server message');
});

test('set password from an invite: sign-in opens with the address filled in and the password field focused', async () => {
  const admin = await completedAdmin(s.url);
  const email = uniqueEmail('invited');
  const invited = await call(s.url, 'POST', '/api/sub-user/invite', { token: admin.token, body: { email, name: 'Invited Member', role: 'STANDARD' } });
  assert.is(invited.status, 201);
  renderApp(`/ap/set-password?token=${linkToken(await waitForMail(s, email))}`);
  type('Password', STRONG_PASSWORD);
  type('Confirm Password', STRONG_PASSWORD);
  click('Set Password');
  await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 3000 });
  assert.is((screen.getByLabelText('Email') as HTMLInputElement).value, email);
  assert.is(document.activeElement, screen.getByLabelText('Password'));
  type('Password', STRONG_PASSWORD);
  click('Sign In');
  await screen.findByRole('heading', { name: 'Whitelist IPs' }, { timeout: 3000 });
});

test.run();
