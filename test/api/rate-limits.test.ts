// Rate limits that stop abuse without locking out the owner: sign-in failures per (account, address)
// and per address, an account-wide slowdown that never refuses, reset and set-password limits.
// The server trusts X-Forwarded-For here (TRUST_PROXY), so each test speaks from its own addresses.
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { StoreLimiter } from '../../src/server/services/limits/store-limiter.js';
import { mailsTo } from '../helpers/outbox.js';
import { call, lastLogLine, linkToken, register, startServer, STRONG_PASSWORD, type TestServer, uniqueEmail, waitForMail } from '../helpers/server.js';
import { until } from '../helpers/until.js';

const WINDOW_MS = 60_000;
const limits = {
  loginPerIp: 8,
  loginFailuresPerIp: 6,
  loginFailuresPerAccountIp: 3,
  loginSlowAfter: 4,
  loginSlowdownMs: 5,
  resetPerIp: 6,
  resetPerEmailIp: 2,
  resetMailsPerEmail: 2,
  setPasswordPerIp: 3,
  registerPerIp: 3,
  windowMs: WINDOW_MS,
};

// register() speaks from 127.0.0.1 (no X-Forwarded-For): this file calls it at most registerPerIp times.
let s: TestServer;
let now = Date.now();
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), limits, env: { TRUST_PROXY: '1' } });
});
test.after(() => s.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
const from = (ip: string) => ({ 'x-forwarded-for': `198.51.100.7, ${ip}` });
const login = (ip: string, email: string, password: string) =>
  call(s.url, 'POST', '/api/auth/login', { body: { email, password }, headers: from(ip) });
const requestReset = (ip: string, email: string) =>
  call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email }, headers: from(ip) });
const setPassword = (ip: string, token: string, password = 'N3w!Password') =>
  call(s.url, 'POST', '/api/auth/set-password', { body: { token, password }, headers: from(ip) });
const WRONG = 'Wr0ng!Password';

async function assertLimited(reply: Awaited<ReturnType<typeof call>>, retryAfter: number) {
  await assertErrorBody(s, reply, 429);
  assert.is(reply.headers.get('retry-after'), String(retryAfter));
}

const lastLoginLine = (ip: string) => lastLogLine(s, '/api/auth/login', ip);

// Mails go out after the answer: the tests wait (until) for the server to mail or log skipping one.
const mailCount = async (email: string) => mailsTo(s.dataDir, email).length;
const skips = (reason: string) => s.logs.filter((l) => String(l.msg).startsWith(`reset mail skipped: ${reason}`)).length;

test('failed sign-ins per account and address: that address is refused for that account only; the owner signs in from elsewhere', async () => {
  const user = await register(s.url);
  const attacker = newIp();
  for (let i = 0; i < limits.loginFailuresPerAccountIp; i++) assert.is((await login(attacker, user.email, WRONG)).status, 401);
  await assertLimited(await login(attacker, user.email, user.password), 60);
  // The owner, from an address that has not been failing, is not refused.
  assert.is((await login(newIp(), user.email.toUpperCase(), user.password)).status, 200);
  // The failing address may still sign in to other accounts (its per-address budget is not spent).
  assert.is((await login(attacker, uniqueEmail('other'), WRONG)).status, 401);
  // Once the window has passed, the right password works from the failing address too.
  now += WINDOW_MS;
  assert.is((await login(attacker, user.email, user.password)).status, 200);
});

test('failures from many addresses only slow the account down, longer each time, and never refuse the right password', async () => {
  const user = await register(s.url);
  const waits: unknown[] = [];
  for (let i = 0; i < limits.loginSlowAfter + 3; i++) {
    const ip = newIp();
    assert.is((await login(ip, user.email, WRONG)).status, 401, `attempt ${i + 1} is a plain 401`);
    waits.push((await lastLoginLine(ip)).slowedMs);
  }
  assert.equal(waits, [undefined, undefined, undefined, undefined, 5, 10, 20], 'no wait before the threshold, then doubling');
  const owner = newIp();
  assert.is((await login(owner, user.email, user.password)).status, 200, 'slowed, not refused');
  assert.is((await lastLoginLine(owner)).slowedMs, 40);
  // A success clears the account's failures: the next sign-in is not slowed.
  const next = newIp();
  assert.is((await login(next, user.email, user.password)).status, 200);
  assert.is((await lastLoginLine(next)).slowedMs, undefined);
});

test('failed sign-ins per address across accounts: 429 once over, other addresses unaffected', async () => {
  const ip = newIp();
  for (let i = 0; i < limits.loginFailuresPerIp; i++) assert.is((await login(ip, uniqueEmail('spray'), WRONG)).status, 401);
  await assertLimited(await login(ip, uniqueEmail('spray'), WRONG), 60);
  assert.is((await login(newIp(), uniqueEmail('spray'), WRONG)).status, 401);
});

test('failed sign-ins per address, sent at once: exactly the limit is checked, the rest 429; a success gives its count back', async () => {
  const ip = newIp();
  const replies = await Promise.all(Array.from({ length: limits.loginFailuresPerIp + 3 }, () => login(ip, uniqueEmail('burst'), WRONG)));
  const statuses = replies.map((r) => r.status).sort();
  assert.equal(statuses, [...Array(limits.loginFailuresPerIp).fill(401), 429, 429, 429]);
  // A right password from an address with room left is no failure: it does not use that room up.
  const other = newIp();
  const user = await register(s.url);
  // (Two, so that with the failures after them they stay within the attempts an address may make.)
  for (let i = 0; i < 2; i++) assert.is((await login(other, user.email, user.password)).status, 200, `sign-in ${i + 1}`);
  for (let i = 0; i < limits.loginFailuresPerIp; i++) assert.is((await login(other, uniqueEmail('after'), WRONG)).status, 401);
  await assertLimited(await login(other, uniqueEmail('after'), WRONG), 60);
});

test('the addresses of one IPv6 /64 are one sender: failures from across it add up; the next /64 is another', async () => {
  const net = `2001:db8:${(++ipCounter).toString(16)}:1`;
  for (let i = 0; i < limits.loginFailuresPerIp; i++) assert.is((await login(`${net}::${(i + 1).toString(16)}`, uniqueEmail('v6'), WRONG)).status, 401);
  await assertLimited(await login(`${net}:ffff:ffff:ffff:ffff`, uniqueEmail('v6'), WRONG), 60);
  assert.is((await login(`2001:db8:${ipCounter.toString(16)}:2::1`, uniqueEmail('v6'), WRONG)).status, 401);
});

test('sign-in attempts per address, right or wrong, invalid bodies included: 429 with Retry-After', async () => {
  const ip = newIp();
  for (let i = 0; i < limits.loginPerIp; i++) assert.is((await login(ip, 'nope', '')).status, 400);
  await assertLimited(await login(ip, uniqueEmail('x'), WRONG), 60);
  now += 59_500;
  await assertLimited(await login(ip, 'nope', ''), 1);
  now += 1_000;
  assert.is((await login(ip, 'nope', '')).status, 400);
});

test('reset per email and address: a flood from one address never stops the owner asking from theirs', async () => {
  now += WINDOW_MS * 2;
  const user = await register(s.url);
  const attacker = newIp();
  for (let i = 0; i < limits.resetPerEmailIp; i++) assert.equal((await requestReset(attacker, user.email)).body, { success: true });
  await assertLimited(await requestReset(attacker, user.email), 60);
  // Unknown emails are limited the same way, so a 429 tells nothing about whether the user exists.
  const ghost = uniqueEmail('ghost');
  for (let i = 0; i < limits.resetPerEmailIp; i++) assert.equal((await requestReset(attacker, ghost)).body, { success: true });
  await assertLimited(await requestReset(attacker, ghost), 60);
  assert.equal((await requestReset(newIp(), user.email)).body, { success: true }, "the owner's request is answered");
});

test('a reset request under a minute after a mailed link mails nothing; a later one mails a new link and the earlier one still works', async () => {
  const user = await register(s.url);
  assert.equal((await requestReset(newIp(), user.email)).body, { success: true });
  const first = linkToken(await waitForMail(s, user.email));
  now += 30_000;
  const skipped = skips('one was sent under a minute ago');
  assert.equal((await requestReset(newIp(), user.email)).body, { success: true });
  await until(() => skips('one was sent under a minute ago') > skipped, 'the skip');
  assert.is(await mailCount(user.email), 1, 'no second mail inside the minute');
  now += 31_000;
  assert.equal((await requestReset(newIp(), user.email)).body, { success: true });
  await until(async () => (await mailCount(user.email)) === 2, 'the second mail');
  const second = linkToken(await waitForMail(s, user.email));
  assert.is.not(second, first);
  // A stranger's request does not void the link the owner holds; using one voids the other.
  assert.is((await setPassword(newIp(), first)).status, 200, 'the earlier link still works');
  assert.is((await setPassword(newIp(), second)).status, 400, 'used one, the other is void');
});

test('reset mails per email are capped per hour: further requests are answered the same and mail nothing', async () => {
  const user = await register(s.url);
  const capped = skips('hourly limit');
  for (let i = 0; i < limits.resetMailsPerEmail + 1; i++) {
    assert.equal((await requestReset(newIp(), user.email)).body, { success: true });
    const expected = Math.min(i + 1, limits.resetMailsPerEmail);
    await until(async () => (await mailCount(user.email)) === expected && (i < limits.resetMailsPerEmail || skips('hourly limit') > capped), `mail ${i + 1}`);
    now += 61_000;
  }
  assert.is(await mailCount(user.email), limits.resetMailsPerEmail);
});

test('set-password: a made-up, used or expired token is refused before any hashing', async () => {
  const started = s.deps.hashing.started;
  for (let i = 0; i < 3; i++) {
    const reply = await setPassword(newIp(), `made-up-token-${i}-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`);
    await assertErrorBody(s, reply, 400, 'This link is invalid or has expired. Please request a new one.');
  }
  assert.is(s.deps.hashing.started, started, 'no hash was computed');
});

test('set-password attempts per address: 429 with Retry-After once over', async () => {
  const ip = newIp();
  for (let i = 0; i < limits.setPasswordPerIp; i++) assert.is((await setPassword(ip, `bogus-${i}-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`)).status, 400);
  await assertLimited(await setPassword(ip, 'bogus-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'), 60);
  assert.is((await setPassword(newIp(), 'bogus-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).status, 400);
});

test('register per IP: 429 with Retry-After', async () => {
  const ip = newIp();
  const registerFrom = () =>
    call(s.url, 'POST', '/api/auth/register', { body: { name: 'N', email: uniqueEmail('r'), password: STRONG_PASSWORD }, headers: from(ip) });
  for (let i = 0; i < limits.registerPerIp; i++) assert.is((await registerFrom()).status, 201);
  await assertLimited(await registerFrom(), 60);
});

test('without TRUST_PROXY, X-Forwarded-For does not get a client round the address limit', async () => {
  const direct = await startServer({ limits: { loginPerIp: 2 } });
  try {
    const attempt = (ip: string) =>
      call(direct.url, 'POST', '/api/auth/login', { body: { email: uniqueEmail('x'), password: WRONG }, headers: { 'x-forwarded-for': ip } });
    assert.is((await attempt('10.0.0.1')).status, 401);
    assert.is((await attempt('10.0.0.2')).status, 401);
    const third = await attempt('10.0.0.3');
    assert.is(third.status, 429);
    assert.ok(Number(third.headers.get('retry-after')) > 0);
    assertNo5xx(direct);
  } finally {
    await direct.close();
  }
});

test('an email longer than any mail system takes is 400 on sign-in and on a reset request', async () => {
  const long = `${'a'.repeat(250)}@example.com`;
  const signIn = await login(newIp(), long, WRONG);
  await assertErrorBody(s, signIn, 400);
  assert.equal(signIn.body.fieldErrors, { email: 'Invalid email' });
  const reset = await requestReset(newIp(), long);
  await assertErrorBody(s, reset, 400);
  assert.equal(reset.body.fieldErrors, { email: 'Invalid email address' });
});

test('a limiter key too long for the index of rate_limits is kept as its digest: the hits batched with it count', async () => {
  const limiter = new StoreLimiter(s.db);
  // Random text: PostgreSQL would compress a repeated one to fit.
  const long = `test:long:${randomBytes(4000).toString('base64url')}`;
  const hits = await Promise.all([limiter.hit(long, 2, WINDOW_MS), limiter.hit('test:short', 2, WINDOW_MS), limiter.hit(long, 1, WINDOW_MS)]);
  assert.equal(hits, [0, 0, 60], 'the second hit on the long key is over its limit of one');
  assert.is((await limiter.count(long)).hits, 2);
  await limiter.clear(long);
  assert.is((await limiter.count(long)).hits, 0);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
