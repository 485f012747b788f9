// Settings' active sessions: each sign-in listed with its browser and address, "This device" marked,
// one or all others ended, and a session unused for SESSION_IDLE_DAYS ended by itself.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { call, register, startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
const DAY = 86_400_000;
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), env: { SESSION_IDLE_DAYS: '14' }, limits: { loginPerIp: 10_000 } });
});
test.after(() => s.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const signIn = async (email: string, password: string, userAgent: string) =>
  (await call(s.url, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } })).body.token as string;
const sessions = async (token: string) => (await call(s.url, 'GET', '/api/auth/sessions', { token })).body.sessions as Record<string, unknown>[];
const works = async (token: string) => (await call(s.url, 'GET', '/api/auth/me', { token })).status === 200;

test('each sign-in is listed with its browser, address and times, newest use first; this one is marked', async () => {
  const user = await register(s.url);
  now += 1000;
  const laptop = await signIn(user.email, user.password, FIREFOX_WINDOWS);
  now += 60_000;
  const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
  const seen = await sessions(phone);
  assert.equal(
    seen.map((x) => [x.browser, x.address, x.current]),
    [
      ['Safari on iOS', '127.0.0.1', true],
      ['Firefox on Windows', '127.0.0.1', false],
      ['Unknown browser', '127.0.0.1', false],
    ],
    'the phone, the laptop, and the session registering opened',
  );
  assert.is(seen[0]!.createdAt, new Date(now).toISOString());
  assert.ok(seen.every((x) => typeof x.id === 'string' && !JSON.stringify(x).includes(phone)), 'no token in the answer');
  assert.is((await sessions(laptop)).find((x) => x.current)!.browser, 'Firefox on Windows');
});

test('ending one session signs it out; an unknown session, or another user\'s, is not found', async () => {
  const user = await register(s.url);
  const other = await register(s.url);
  const laptop = await signIn(user.email, user.password, FIREFOX_WINDOWS);
  const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
  const target = (await sessions(phone)).find((x) => x.browser === 'Firefox on Windows')!;
  await assertErrorBody(s, await call(s.url, 'DELETE', `/api/auth/sessions/${target.id}`, { token: other.token }), 404);
  assert.ok(await works(laptop), 'another user cannot end it');
  assert.is((await call(s.url, 'DELETE', `/api/auth/sessions/${target.id}`, { token: phone })).status, 200);
  assert.not.ok(await works(laptop));
  assert.ok(await works(phone));
  await assertErrorBody(s, await call(s.url, 'DELETE', `/api/auth/sessions/${target.id}`, { token: phone }), 404);
  await assertErrorBody(s, await call(s.url, 'DELETE', '/api/auth/sessions/not-a-uuid', { token: phone }), 404);
});

test('ending all others leaves this one', async () => {
  const user = await register(s.url);
  const laptop = await signIn(user.email, user.password, FIREFOX_WINDOWS);
  const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
  const reply = await call(s.url, 'POST', '/api/auth/sessions/end-others', { token: phone });
  assert.equal(reply.body, { success: true, ended: 2 });
  assert.not.ok(await works(laptop));
  assert.not.ok(await works(user.token));
  assert.ok(await works(phone));
  assert.equal((await sessions(phone)).map((x) => x.current), [true]);
});

test('a session unused for 14 days ends; one in use stays', async () => {
  const user = await register(s.url);
  const idle = await signIn(user.email, user.password, FIREFOX_WINDOWS);
  const busy = await signIn(user.email, user.password, SAFARI_IPHONE);
  now += 10 * DAY;
  assert.ok(await works(busy));
  now += 4 * DAY + 60_000;
  assert.not.ok(await works(idle), '14 days and a minute unused');
  assert.ok(await works(busy), 'used 4 days ago');
  assert.equal((await sessions(busy)).map((x) => x.browser), ['Safari on iOS']);
});

test('every call needs a session', async () => {
  assert.is((await call(s.url, 'GET', '/api/auth/sessions')).status, 401);
  assert.is((await call(s.url, 'POST', '/api/auth/sessions/end-others')).status, 401);
  assert.is((await call(s.url, 'DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000')).status, 401);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
