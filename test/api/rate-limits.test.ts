// 429 with Retry-After: login per email, login per IP, reset per email (and per IP, register per IP).
// The server trusts X-Forwarded-For here (TRUST_PROXY), so each test speaks from its own addresses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { call, register, startServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../helpers/server.js';

const WINDOW_MS = 60_000;
const limits = { loginPerEmail: 3, loginPerIp: 5, resetPerEmail: 2, resetPerIp: 4, registerPerIp: 3, windowMs: WINDOW_MS };

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

async function assertLimited(reply: Awaited<ReturnType<typeof call>>, retryAfter: number) {
  await assertErrorBody(s, reply, 429);
  assert.is(reply.headers.get('retry-after'), String(retryAfter));
}

test('login per email: after the limit even the right password gets 429 with Retry-After, from any address', async () => {
  const user = await register(s.url);
  const ip = newIp();
  for (let i = 0; i < limits.loginPerEmail; i++) assert.is((await login(ip, user.email, 'Wr0ng!Password')).status, 401);
  await assertLimited(await login(ip, user.email, user.password), 60);
  // Per email, not per address: another address is refused for this email too ...
  now += 20_000;
  await assertLimited(await login(newIp(), user.email.toUpperCase(), user.password), 40);
  // ... and this address may still sign in someone else.
  assert.is((await login(ip, uniqueEmail('other'), 'Wr0ng!Password')).status, 401);
  // Once the window has passed, the right password works again.
  now += 40_000;
  assert.is((await login(ip, user.email, user.password)).status, 200);
});

test('login per IP: many emails from one address get 429 with Retry-After; other addresses are not affected', async () => {
  const ip = newIp();
  for (let i = 0; i < limits.loginPerIp; i++) assert.is((await login(ip, uniqueEmail('spray'), 'Wr0ng!Password')).status, 401);
  const user = await register(s.url);
  await assertLimited(await login(ip, user.email, user.password), 60);
  // Invalid bodies count as well: the address limit comes before validation.
  now += 59_500;
  await assertLimited(await login(ip, 'nope', ''), 1);
  assert.is((await login(newIp(), user.email, user.password)).status, 200);
  now += 1_000;
  assert.is((await login(ip, user.email, user.password)).status, 200);
});

test('reset per email: 429 with Retry-After after the limit, for any address; other emails go on', async () => {
  const user = await register(s.url);
  const ip = newIp();
  for (let i = 0; i < limits.resetPerEmail; i++) assert.equal((await requestReset(ip, user.email)).body, { success: true });
  await assertLimited(await requestReset(ip, user.email), 60);
  await assertLimited(await requestReset(newIp(), user.email), 60);
  // Unknown addresses are limited the same way, so a 429 tells nothing about whether the user exists.
  const ghost = uniqueEmail('ghost');
  for (let i = 0; i < limits.resetPerEmail; i++) assert.equal((await requestReset(newIp(), ghost)).body, { success: true });
  await assertLimited(await requestReset(newIp(), ghost), 60);
  assert.equal((await requestReset(ip, uniqueEmail('other'))).body, { success: true });
  now += WINDOW_MS;
  assert.equal((await requestReset(ip, user.email)).body, { success: true });
});

test('reset per IP: 429 with Retry-After', async () => {
  const ip = newIp();
  for (let i = 0; i < limits.resetPerIp; i++) assert.equal((await requestReset(ip, uniqueEmail('spray'))).body, { success: true });
  await assertLimited(await requestReset(ip, uniqueEmail('spray')), 60);
  assert.equal((await requestReset(newIp(), uniqueEmail('spray'))).body, { success: true });
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
      call(direct.url, 'POST', '/api/auth/login', { body: { email: uniqueEmail('x'), password: 'Wr0ng!Password' }, headers: { 'x-forwarded-for': ip } });
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

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
