// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me: tokens, their revocation and expiry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertFieldErrors, assertNo5xx } from '../helpers/errors.js';
import { call, register, startServer, uniqueEmail, type TestServer } from '../helpers/server.js';

let s: TestServer;
let now = Date.now();
const DAY = 24 * 60 * 60 * 1000;
test.before(async () => {
  s = await startServer({ clock: () => new Date(now) });
});
test.after(() => s.close());

const login = (body: unknown) => call(s.url, 'POST', '/api/auth/login', { body });
const me = (token?: string, headers?: Record<string, string>) => call(s.url, 'GET', '/api/auth/me', { token, headers });

test('login answers {token}, case-insensitive on the email; the token opens /me', async () => {
  const user = await register(s.url);
  const reply = await login({ email: `  ${user.email.toUpperCase()}  `, password: user.password });
  assert.is(reply.status, 200);
  assert.equal(Object.keys(reply.body), ['token']);
  assert.type(reply.body.token, 'string');
  assert.is.not(reply.body.token, user.token, 'every login gets a new token');
  const answer = await me(reply.body.token);
  assert.is(answer.status, 200);
  assert.equal(Object.keys(answer.body).sort(), ['accountId', 'billing', 'billingStatus', 'email', 'emailVerified', 'name', 'notifications', 'onboardingStep', 'owner', 'pendingEmail', 'role', 'timeZone', 'userId', 'verificationMailFile']);
  assert.is(answer.body.email, user.email);
  assert.is(answer.body.name, user.name);
  assert.is(answer.body.role, 'ADMIN');
  // Both tokens of the same user are live at once, and name the same user.
  assert.equal((await me(user.token)).body, answer.body);
});

test('login validation: each field names what is wrong', async () => {
  await assertFieldErrors(s, await login({}), { email: 'Email is required', password: 'Password is required' });
  await assertFieldErrors(s, await login({ email: '', password: '' }), { email: 'Email is required', password: 'Password is required' });
  await assertFieldErrors(s, await login({ email: 'nope', password: 'whatever1' }), { email: 'Invalid email' });
  await assertFieldErrors(s, await login({ email: 'x@example.com', password: '12345' }), { password: 'Too Short!' });
  await assertFieldErrors(s, await login({ email: 'nope', password: 'abc' }), { email: 'Invalid email', password: 'Too Short!' });
  // Non-text values are missing values, not a crash.
  await assertFieldErrors(s, await login({ email: 7, password: { $gt: '' } }), { email: 'Email is required', password: 'Password is required' });
  // Six characters pass validation (the login minimum is 6, not the set-password 8): now it is a wrong password.
  assert.is((await login({ email: 'x@example.com', password: '123456' })).status, 401);
});

test('a wrong password and an unknown email answer the same 401 "Invalid credentials"', async () => {
  const user = await register(s.url);
  const wrong = await login({ email: user.email, password: 'Wr0ng!Password' });
  const unknown = await login({ email: uniqueEmail('ghost'), password: 'Wr0ng!Password' });
  await assertErrorBody(s, wrong, 401, 'Invalid credentials');
  await assertErrorBody(s, unknown, 401, 'Invalid credentials');
  assert.is.not(wrong.body.eventId, unknown.body.eventId);
  const { eventId: _a, ...wrongRest } = wrong.body;
  const { eventId: _b, ...unknownRest } = unknown.body;
  assert.equal(wrongRest, unknownRest);
  assert.is(wrong.headers.get('www-authenticate'), unknown.headers.get('www-authenticate'));
});

test('/me without a token, with a garbage token, an unknown token or another scheme: 401', async () => {
  await assertErrorBody(s, await me(), 401);
  await assertErrorBody(s, await me('garbage'), 401);
  await assertErrorBody(s, await me('x'.repeat(43)), 401);
  await assertErrorBody(s, await me(undefined, { authorization: 'Bearer' }), 401);
  await assertErrorBody(s, await me(undefined, { authorization: 'Bearer ' + 'y'.repeat(1000) }), 401);
  const user = await register(s.url);
  await assertErrorBody(s, await me(undefined, { authorization: `Basic ${user.token}` }), 401);
  await assertErrorBody(s, await me(user.token + 'x'), 401);
});

test('logout answers 204 and revokes only that token', async () => {
  const user = await register(s.url);
  const second = (await login({ email: user.email, password: user.password })).body.token as string;
  const out = await call(s.url, 'POST', '/api/auth/logout', { token: user.token });
  assert.is(out.status, 204);
  assert.is(out.body, undefined, '204 has no body');
  await assertErrorBody(s, await me(user.token), 401);
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/logout', { token: user.token }), 401);
  assert.is((await me(second)).status, 200, 'the other session stays signed in');
});

test('logout without a token: 401', async () => {
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/logout'), 401);
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/logout', { token: 'garbage' }), 401);
});

test('only the SHA-256 of a token is stored', async () => {
  const user = await register(s.url);
  const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens WHERE token_hash = $1', [user.token]);
  assert.is(rows.length, 0);
  const { createHash } = await import('node:crypto');
  const hashed = await s.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [createHash('sha256').update(user.token).digest('hex')]);
  assert.is(hashed.length, 1);
});

test('an auth token stops working after 30 days, even one in use', async () => {
  const start = now;
  try {
    const user = await register(s.url);
    // Used every 10 days, so it never sits idle long enough to end that way.
    for (const day of [10, 20, 29]) {
      now = start + day * DAY;
      assert.is((await me(user.token)).status, 200, `day ${day}`);
    }
    now = start + 30 * DAY + 1000;
    await assertErrorBody(s, await me(user.token), 401);
    // A new login gets a fresh 30 days.
    const fresh = await login({ email: user.email, password: user.password });
    assert.is((await me(fresh.body.token)).status, 200);
  } finally {
    now = start;
  }
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
