// The code step of two-factor sign-in is limited like the password step: failures per address
// (shared with wrong passwords), an account-wide slowdown, and a ticket takes only so many codes
// before the password is asked again. Besides, a user's codes an hour from everywhere are capped:
// only a holder of the password reaches this step.
// The server trusts X-Forwarded-For here (TRUST_PROXY), so each test speaks from its own addresses.
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CODES_PAUSED, TOO_MANY_CODES, WRONG_CODE } from '../../src/shared/two-factor.js';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { mailsTo } from '../helpers/outbox.js';
import { until } from '../helpers/until.js';
import { call, lastLogLine, linkToken, register, startServer, STRONG_PASSWORD, type TestServer } from '../helpers/server.js';
import { codeAt as codeOf, turnOnTwoFactor } from '../helpers/two-factor.js';

const STEP_MS = 30_000;
const limits = {
  loginFailuresPerIp: 6,
  loginFailuresPerAccountIp: 4,
  loginSlowAfter: 3,
  loginSlowdownMs: 5,
  codesPerMfaTicket: 3,
  codesPerUserPerHour: 8,
  windowMs: 60_000,
};

let s: TestServer;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), limits, env: { TRUST_PROXY: '1' } });
});
test.after(() => s.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const codeAt = (secret: string, ms = now) => codeOf(secret, ms);
/** A code the server takes for none of the steps it accepts now. */
const wrongCode = (secret: string) => ['000000', '111111', '222222'].find((c) => ![-1, 0, 1].some((d) => codeAt(secret, now + d * STEP_MS) === c))!;
const login = (ip: string, email: string, password: string) => call(s.url, 'POST', '/api/auth/login', { body: { email, password }, headers: from(ip) });
const verify = (ip: string, mfaToken: string, code: string) => call(s.url, 'POST', '/api/auth/2fa/verify', { body: { mfaToken, code }, headers: from(ip) });
const ticket = async (ip: string, user: { email: string; password: string }) => (await login(ip, user.email, user.password)).body.mfaToken as string;

/** A user with two-factor on (set up from 127.0.0.1), and their secret. */
async function withTwoFactor() {
  const user = await register(s.url);
  const { secret } = await turnOnTwoFactor(s.url, user.token, now);
  now += STEP_MS; // the set-up code is spent
  return { ...user, secret };
}

const lastVerifyLine = (ip: string) => lastLogLine(s, '/api/auth/2fa/verify', ip);

test('a ticket takes so many codes: the last wrong one voids it, and only the password again gets a new one', async () => {
  const user = await withTwoFactor();
  const ip = newIp();
  const first = await ticket(ip, user);
  for (let i = 1; i < limits.codesPerMfaTicket; i++) await assertErrorBody(s, await verify(ip, first, wrongCode(user.secret)), 401, WRONG_CODE);
  await assertErrorBody(s, await verify(ip, first, wrongCode(user.secret)), 401, TOO_MANY_CODES);
  await assertErrorBody(s, await verify(ip, first, codeAt(user.secret)), 401, 'Your sign-in has expired. Sign in again.');
  assert.is((await verify(ip, await ticket(ip, user), codeAt(user.secret))).status, 200, 'a new sign-in with the password goes on');
});

test('wrong codes count against the address across accounts, with wrong passwords: 429 for both steps once over; other addresses go on', async () => {
  const users = [await withTwoFactor(), await withTwoFactor(), await withTwoFactor()];
  const attacker = newIp();
  const tickets = [];
  // Two wrong codes a ticket: under every per-ticket and per-account limit, six from the address in all.
  for (const user of users) {
    const t = await ticket(attacker, user);
    tickets.push(t);
    for (let i = 0; i < 2; i++) assert.is((await verify(attacker, t, wrongCode(user.secret))).status, 401);
  }
  const last = users[2]!;
  const refused = await verify(attacker, tickets[2]!, codeAt(last.secret));
  await assertErrorBody(s, refused, 429);
  assert.is(refused.headers.get('retry-after'), '60');
  await assertErrorBody(s, await login(attacker, users[0]!.email, users[0]!.password), 429);
  assert.is((await verify(newIp(), tickets[2]!, codeAt(last.secret))).status, 200, 'the ticket itself is still good elsewhere');
});

test('wrong codes from many addresses only slow the account\'s code step down, longer each time, and never refuse the right code', async () => {
  const user = await withTwoFactor();
  const waits: unknown[] = [];
  for (let i = 0; i < limits.loginSlowAfter + 2; i++) {
    const ip = newIp();
    assert.is((await verify(ip, await ticket(ip, user), wrongCode(user.secret))).status, 401, `attempt ${i + 1} is a plain 401`);
    waits.push((await lastVerifyLine(ip)).slowedMs);
  }
  assert.equal(waits, [undefined, undefined, undefined, 5, 10], 'no wait before the threshold, then doubling');
  const owner = newIp();
  assert.is((await verify(owner, await ticket(owner, user), codeAt(user.secret))).status, 200, 'slowed, not refused');
  assert.is((await lastVerifyLine(owner)).slowedMs, 20);
  // A success clears the account's failures: the next code step is not slowed.
  now += STEP_MS;
  const next = newIp();
  assert.is((await verify(next, await ticket(next, user), codeAt(user.secret))).status, 200);
  assert.is((await lastVerifyLine(next)).slowedMs, undefined);
});

test("a user's code step takes so many codes an hour from everywhere: then even the right one is 429, the owner is mailed once, and a new password ends it", async () => {
  const user = await withTwoFactor();
  // Each from an address of its own, so that no per-address or per-ticket limit is what stops them.
  for (let i = 0; i < limits.codesPerUserPerHour; i++) {
    const ip = newIp();
    assert.is((await verify(ip, await ticket(ip, user), wrongCode(user.secret))).status, 401, `code ${i + 1}`);
  }
  const owner = newIp();
  const refused = await verify(owner, await ticket(owner, user), codeAt(user.secret));
  await assertErrorBody(s, refused, 429, CODES_PAUSED);
  assert.ok(Number(refused.headers.get('retry-after')) > 3000, 'until the hour is over');
  const pausedMails = () => mailsTo(s.dataDir, user.email).filter((m) => m.subject === 'Signing in to your Store Shield account is paused');
  await until(() => pausedMails().length === 1, 'the owner is mailed');
  await assertErrorBody(s, await verify(owner, await ticket(owner, user), codeAt(user.secret)), 429);
  assert.match(pausedMails()[0]!.text, `${limits.codesPerUserPerHour} two-factor codes were tried`);
  // A second mail would be written within milliseconds of the second refusal.
  await sleep(500);
  assert.is(pausedMails().length, 1, 'once an hour');

  // A new password (from a reset link) ends the pause, and the next code is taken.
  await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: user.email }, headers: from(owner) });
  await until(() => mailsTo(s.dataDir, user.email).some((m) => m.subject === 'Reset your password'), 'the reset mail');
  const reset = mailsTo(s.dataDir, user.email).find((m) => m.subject === 'Reset your password')!;
  const password = `${STRONG_PASSWORD}x`;
  assert.is((await call(s.url, 'POST', '/api/auth/set-password', { body: { token: linkToken(reset.text), password } })).status, 200);
  now += STEP_MS;
  assert.is((await verify(owner, await ticket(owner, { email: user.email, password }), codeAt(user.secret))).status, 200);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
