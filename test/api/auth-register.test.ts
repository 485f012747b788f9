// POST /api/auth/register: success, the set-password rules on the password, "Name is required", 409.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertFieldErrors, assertNo5xx } from '../helpers/errors.js';
import { call, STRONG_PASSWORD, startServer, uniqueEmail, verifyAddress, type TestServer } from '../helpers/server.js';
import { WEAK_PASSWORDS } from '../helpers/password-cases.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const registerWith = (body: unknown) => call(s.url, 'POST', '/api/auth/register', { body });
const valid = () => ({ name: 'Ada Admin', email: uniqueEmail('reg'), password: STRONG_PASSWORD });

test('a new account answers 201 {token}; the token opens /me as an ADMIN at CHOOSE_PLAN without billing', async () => {
  const body = { ...valid(), company: 'Acme' };
  const reply = await registerWith(body);
  assert.is(reply.status, 201);
  assert.equal(Object.keys(reply.body), ['token']);
  assert.type(reply.body.token, 'string');
  assert.ok(reply.body.token.length >= 32, 'token has enough entropy');

  const me = await call(s.url, 'GET', '/api/auth/me', { token: reply.body.token });
  assert.is(me.status, 200);
  assert.is(me.body.role, 'ADMIN');
  assert.is(me.body.onboardingStep, 'CHOOSE_PLAN');
  assert.is(me.body.billing, null);
  assert.is(me.body.name, 'Ada Admin');
  assert.is(me.body.email, body.email);
  assert.type(me.body.accountId, 'string');
  assert.type(me.body.userId, 'string');
});

test('each registration makes its own account; the email is trimmed and lower-cased', async () => {
  const email = uniqueEmail('Case');
  const a = await registerWith({ ...valid(), email: `  ${email.toUpperCase()} ` });
  const b = await registerWith(valid());
  assert.is(a.status, 201);
  assert.is(b.status, 201);
  const meA = await call(s.url, 'GET', '/api/auth/me', { token: a.body.token });
  const meB = await call(s.url, 'GET', '/api/auth/me', { token: b.body.token });
  assert.is(meA.body.email, email.toLowerCase());
  assert.is.not(meA.body.accountId, meB.body.accountId);
  assert.is.not(meA.body.userId, meB.body.userId);
  // The registered password signs in with the normalised address.
  const login = await call(s.url, 'POST', '/api/auth/login', { body: { email: email.toLowerCase(), password: STRONG_PASSWORD } });
  assert.is(login.status, 200);
});

test('an empty body names every required field', async () => {
  await assertFieldErrors(s, await registerWith({}), {
    name: 'Name is required',
    email: 'Email is required',
    password: 'Password is required',
  });
});

test('"Name is required" for a missing, blank or non-text name', async () => {
  for (const name of [undefined, '', '   ', 42, null]) {
    await assertFieldErrors(s, await registerWith({ ...valid(), name }), { name: 'Name is required' });
  }
});

test('email: required and a valid address', async () => {
  await assertFieldErrors(s, await registerWith({ ...valid(), email: '  ' }), { email: 'Email is required' });
  for (const email of ['not-an-email', 'a@b', 'a b@example.com', '@example.com']) {
    await assertFieldErrors(s, await registerWith({ ...valid(), email }), { email: 'Invalid email address' });
  }
});

test('password: each set-password rule message', async () => {
  const email = uniqueEmail('weak');
  for (const [password, message] of WEAK_PASSWORDS) {
    await assertFieldErrors(s, await registerWith({ ...valid(), email, password }), { password: message });
  }
  // Nothing was created by the refused attempts.
  const [row] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
  assert.is(row!.n, 0);
});

test('a confirmed email answers 409, whatever its case, and leaves the first account as it was', async () => {
  const first = valid();
  assert.is((await registerWith(first)).status, 201);
  await verifyAddress(s.url, first.email);
  const again = await registerWith({ ...first, email: first.email.toUpperCase(), password: 'An0ther!Pass', name: 'Mallory' });
  await assertErrorBody(s, again, 409);
  assert.type(again.body.fieldErrors?.email, 'string');

  const [row] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [first.email]);
  assert.is(row!.n, 1);
  const oldLogin = await call(s.url, 'POST', '/api/auth/login', { body: { email: first.email, password: first.password } });
  assert.is(oldLogin.status, 200);
  const me = await call(s.url, 'GET', '/api/auth/me', { token: oldLogin.body.token });
  assert.is(me.body.name, 'Ada Admin');
  const newLogin = await call(s.url, 'POST', '/api/auth/login', { body: { email: first.email, password: 'An0ther!Pass' } });
  assert.is(newLogin.status, 401);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
