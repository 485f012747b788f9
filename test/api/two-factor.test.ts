// Two-factor sign-in: set-up with a code from the app, sign-in in two steps, recovery codes, no code
// taken twice, the attempts limited like sign-in, and turning it off.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WRONG_PASSWORD } from '../../src/shared/messages.js';
import { CODE_FORMAT, WRONG_CODE } from '../../src/shared/two-factor.js';
import { base32Decode } from '../../src/server/services/two-factor/totp.js';
import { assertErrorBody, assertFieldErrors, assertNo5xx } from '../helpers/errors.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, linkToken, register, startServer, STRONG_PASSWORD, type TestServer } from '../helpers/server.js';
import { joinedMember, userIdOf } from '../helpers/team.js';
import { mailsTo } from '../helpers/outbox.js';
import { codeAt as codeOf, turnOnTwoFactor } from '../helpers/two-factor.js';

let s: TestServer;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
const STEP_MS = 30_000;
test.before(async () => {
  s = await startServer({ clock: () => new Date(now), limits: { loginFailuresPerAccountIp: 5 } });
});
test.after(() => s.close());

const codeAt = (secret: string, ms = now) => codeOf(secret, ms);
const login = (email: string, password: string) => call(s.url, 'POST', '/api/auth/login', { body: { email, password } });
const verify = (mfaToken: string, code: string) => call(s.url, 'POST', '/api/auth/2fa/verify', { body: { mfaToken, code } });
const status = async (token: string) => (await call(s.url, 'GET', '/api/auth/2fa', { token })).body;

/** The text of the mail with this subject to this address, once it is there (5 s at most). */
async function mailTitled(to: string, subject: string): Promise<string> {
  for (const until = Date.now() + 5000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
    const mail = mailsTo(s.dataDir, to).find((m) => m.subject === subject);
    if (mail) return mail.text;
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** A user with two-factor on: their secret and recovery codes. */
async function withTwoFactor() {
  const user = await register(s.url);
  const twoFactor = await turnOnTwoFactor(s.url, user.token, now);
  now += STEP_MS; // the set-up code is spent
  return { ...user, ...twoFactor };
}

test('set-up answers a 160-bit base32 secret and its otpauth address; the database holds it sealed', async () => {
  const user = await register(s.url);
  const setup = await call(s.url, 'POST', '/api/auth/2fa/setup', { token: user.token });
  assert.is(setup.status, 200);
  const { secret, otpauthUrl } = setup.body as { secret: string; otpauthUrl: string };
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.is(base32Decode(secret).length, 20);
  const url = new URL(otpauthUrl);
  assert.is(url.searchParams.get('secret'), secret);
  assert.is(url.searchParams.get('issuer'), 'Store Shield');
  assert.ok(decodeURIComponent(url.pathname).endsWith(`:${user.email}`));
  const [row] = await s.db.query<{ totp_pending: string; totp_secret: string | null }>('SELECT totp_pending, totp_secret FROM users WHERE email = $1', [user.email]);
  assert.is(row!.totp_secret, null, 'not on before a code confirms it');
  for (const form of [secret, base32Decode(secret).toString('base64'), base32Decode(secret).toString('hex')]) {
    assert.not.ok(row!.totp_pending.includes(form), 'the secret is not in the database in any plain form');
  }
  assert.equal(await status(user.token), { enabled: false, recoveryCodesLeft: 0 });
});

test('enable: a wrong or malformed code, or a missing or wrong password, is refused and changes nothing; the right pair answers ten recovery codes', async () => {
  const user = await register(s.url);
  const { secret } = (await call(s.url, 'POST', '/api/auth/2fa/setup', { token: user.token })).body;
  const enable = (code: string, password: unknown = user.password) => call(s.url, 'POST', '/api/auth/2fa/enable', { token: user.token, body: { code, password } });
  await assertFieldErrors(s, await enable('12345'), { code: CODE_FORMAT });
  const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
  await assertFieldErrors(s, await enable(wrong), { code: WRONG_CODE });
  // A session alone (a stolen one, say) cannot turn it on: the password is asked, and a wrong one spends no code.
  await assertFieldErrors(s, await enable(codeAt(secret), ''), { password: 'Password is required' });
  await assertFieldErrors(s, await enable(codeAt(secret), 'Not!ThePassword1'), { password: WRONG_PASSWORD });
  assert.equal(await status(user.token), { enabled: false, recoveryCodesLeft: 0 });
  const ok = await enable(codeAt(secret));
  assert.is(ok.status, 200);
  const codes = ok.body.recoveryCodes as string[];
  assert.is(codes.length, 10);
  assert.is(new Set(codes).size, 10);
  for (const code of codes) assert.match(code, /^[a-z2-7]{4}-[a-z2-7]{4}$/);
  assert.equal(await status(user.token), { enabled: true, recoveryCodesLeft: 10 });
  const stored = await s.db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [user.email]);
  assert.not.ok(stored.some((r) => codes.some((c) => r.code_hash.includes(c))), 'recovery codes are kept as keyed hashes');
  // A second set-up while it is on is refused.
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/2fa/setup', { token: user.token }), 409);
});

test('sign-in with two-factor on answers a ticket, not a session; the current code turns it into one', async () => {
  const user = await withTwoFactor();
  const first = await login(user.email, user.password);
  assert.is(first.status, 200);
  assert.is(first.body.token, undefined);
  assert.is(first.body.mfaRequired, true);
  const ticket = first.body.mfaToken as string;
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: ticket })).status, 401, 'the ticket signs nothing in');
  await assertErrorBody(s, await verify(ticket, codeAt(user.secret, now - 2 * STEP_MS)), 401, WRONG_CODE);
  const done = await verify(ticket, codeAt(user.secret));
  assert.is(done.status, 200);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: done.body.token })).status, 200);
  await assertErrorBody(s, await verify(ticket, codeAt(user.secret, now + STEP_MS)), 401, 'Your sign-in has expired. Sign in again.');
});

test('a ticket the old password earned is void once a new password is set from a mailed link', async () => {
  const user = await withTwoFactor();
  const ticket = (await login(user.email, user.password)).body.mfaToken as string;
  assert.is((await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: user.email } })).status, 200);
  const token = linkToken(await mailTitled(user.email, 'Reset your password'));
  assert.is((await call(s.url, 'POST', '/api/auth/set-password', { body: { token, password: 'N3w!Password' } })).status, 200);
  await assertErrorBody(s, await verify(ticket, codeAt(user.secret)), 401, 'Your sign-in has expired. Sign in again.');
});

test('a code is taken once: the same code on a second sign-in is refused until the next step', async () => {
  const user = await withTwoFactor();
  const code = codeAt(user.secret);
  assert.is((await verify((await login(user.email, user.password)).body.mfaToken, code)).status, 200);
  const again = (await login(user.email, user.password)).body.mfaToken as string;
  await assertErrorBody(s, await verify(again, code), 401, WRONG_CODE);
  now += STEP_MS;
  assert.is((await verify(again, codeAt(user.secret))).status, 200);
});

test('a recovery code signs in once, in any case and spacing, with 0 and 1 read as o and l; then it is spent', async () => {
  const user = await withTwoFactor();
  const [code] = user.recoveryCodes;
  const ticket = (await login(user.email, user.password)).body.mfaToken as string;
  assert.is((await verify(ticket, ` ${code!.toUpperCase().replace(/O/g, '0').replace(/L/g, '1')} `)).status, 200);
  const again = (await login(user.email, user.password)).body.mfaToken as string;
  await assertErrorBody(s, await verify(again, code!), 401, WRONG_CODE);
  const { token } = (await verify(again, user.recoveryCodes[1]!)).body;
  assert.equal(await status(token), { enabled: true, recoveryCodesLeft: 8 });
});

test('the ticket lasts 5 minutes', async () => {
  const user = await withTwoFactor();
  const ticket = (await login(user.email, user.password)).body.mfaToken as string;
  now += 5 * 60 * 1000 + 1000;
  await assertErrorBody(s, await verify(ticket, codeAt(user.secret)), 401, 'Your sign-in has expired. Sign in again.');
});

test('wrong codes are limited per user and address: past the limit even the right code waits', async () => {
  const user = await withTwoFactor();
  const ticket = (await login(user.email, user.password)).body.mfaToken as string;
  const right = codeAt(user.secret);
  const wrong = right === '000000' ? '111111' : '000000';
  for (let i = 0; i < 4; i++) assert.is((await verify(ticket, wrong)).status, 401);
  assert.is((await verify(ticket, right)).status, 200, 'the fifth attempt is still heard');
  // Over two tickets, since one takes only five codes.
  const next = (await login(user.email, user.password)).body.mfaToken as string;
  for (let i = 0; i < 3; i++) assert.is((await verify(next, wrong)).status, 401);
  const another = (await login(user.email, user.password)).body.mfaToken as string;
  for (let i = 0; i < 2; i++) assert.is((await verify(another, wrong)).status, 401);
  const refused = await verify(another, codeAt(user.secret, now + STEP_MS));
  assert.is(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
});

test('turning it off needs a current code; then sign-in answers a session at once; the user is mailed each change', async () => {
  const user = await withTwoFactor();
  assert.match(await mailTitled(user.email, 'Two-factor sign-in is on'), 'Two-factor sign-in was turned on for your Store Shield account');
  const { token } = (await verify((await login(user.email, user.password)).body.mfaToken, codeAt(user.secret))).body;
  now += STEP_MS;
  const disable = (code: string) => call(s.url, 'POST', '/api/auth/2fa/disable', { token, body: { code } });
  await assertFieldErrors(s, await disable('abcd'), { code: `${CODE_FORMAT}, or a recovery code looks like abcd-efgh` });
  await assertFieldErrors(s, await disable('aaaa-aaaa'), { code: WRONG_CODE });
  assert.is((await disable(codeAt(user.secret))).status, 200);
  assert.match(await mailTitled(user.email, 'Two-factor sign-in is off'), 'Two-factor sign-in was turned off');
  assert.equal(await status(token), { enabled: false, recoveryCodesLeft: 0 });
  const plain = await login(user.email, user.password);
  assert.ok(plain.body.token);
  assert.is(plain.body.mfaRequired, undefined);
  await assertErrorBody(s, await disable(codeAt(user.secret)), 409);
});

test('a user who lost their phone turns it off with a recovery code, which is then spent', async () => {
  const user = await withTwoFactor();
  const { token } = (await verify((await login(user.email, user.password)).body.mfaToken, user.recoveryCodes[0]!)).body;
  const disable = (code: string) => call(s.url, 'POST', '/api/auth/2fa/disable', { token, body: { code } });
  await assertFieldErrors(s, await disable(user.recoveryCodes[0]!), { code: WRONG_CODE });
  assert.is((await disable(user.recoveryCodes[1]!.toUpperCase())).status, 200);
  assert.equal(await status(token), { enabled: false, recoveryCodesLeft: 0 });
  assert.ok((await login(user.email, user.password)).body.token, 'sign-in takes the password alone again');
});

test("an ADMIN resets the two-factor sign-in of a member who lost phone and codes; not their own, nor another account's, nor as STANDARD", async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token);
  await turnOnTwoFactor(s.url, member.token, now);
  now += STEP_MS;
  const memberId = await userIdOf(s.url, member.token);
  // Without phone or codes, the member tries codes in Settings until refused, and a sign-in waits for a code.
  const guess = () => call(s.url, 'POST', '/api/auth/2fa/disable', { token: member.token, body: { code: 'aaaa-aaaa' } });
  for (let i = 0; i < 5; i++) await guess();
  await assertErrorBody(s, await guess(), 429);
  const ticket = (await login(member.email, STRONG_PASSWORD)).body.mfaToken as string;

  const reset = (token: string, userId: string) => call(s.url, 'POST', `/api/sub-user/two-factor/reset/${userId}`, { token });
  const colleague = await joinedMember(s.url, s, admin.token);
  await assertErrorBody(s, await reset(colleague.token, memberId), 403);
  await assertErrorBody(s, await reset(admin.token, await userIdOf(s.url, admin.token)), 400);
  await assertErrorBody(s, await reset((await completedAdmin(s.url)).token, memberId), 404);
  await assertErrorBody(s, await reset(admin.token, 'not-a-user'), 404);
  assert.is((await login(member.email, STRONG_PASSWORD)).body.mfaRequired, true, 'none of those changed anything');

  assert.equal((await reset(admin.token, memberId)).body, { success: true });
  const mail = await mailTitled(member.email, 'Two-factor sign-in is off');
  assert.match(mail, `${admin.name}, an admin of your Store Shield account, turned off your two-factor sign-in`);
  assert.match(mail, 'your recovery codes no longer work');
  const plain = await login(member.email, STRONG_PASSWORD);
  assert.ok(plain.body.token, 'the password alone signs the member in');
  assert.equal(await status(plain.body.token), { enabled: false, recoveryCodesLeft: 0 }, 'the recovery codes went too');
  await assertErrorBody(s, await reset(admin.token, memberId), 409);
  const users = (await call(s.url, 'GET', '/api/sub-user', { token: admin.token })).body.users as { email: string; twoFactor: boolean }[];
  assert.is(users.find((u) => u.email === member.email)!.twoFactor, false);
  const [event] = (await call(s.url, 'GET', '/api/audit?kind=two-factor-reset', { token: admin.token })).body.events;
  assert.equal([event.actor, event.detail], [admin.name, member.email]);

  // Turned on again at once (the refused guesses no longer count), with a new key: the sign-in
  // ticket from before the reset takes no code of it.
  const again = await turnOnTwoFactor(s.url, plain.body.token, now);
  now += STEP_MS; // a code not taken yet
  await assertErrorBody(s, await verify(ticket, codeAt(again.secret)), 401);
  assert.ok((await verify((await login(member.email, STRONG_PASSWORD)).body.mfaToken, codeAt(again.secret))).body.token, 'a new ticket takes that code');
});

test('an ADMIN sees in Users who has two-factor on', async () => {
  const admin = await withTwoFactor();
  const { token } = (await verify((await login(admin.email, admin.password)).body.mfaToken, codeAt(admin.secret))).body;
  const users = (await call(s.url, 'GET', '/api/sub-user', { token })).body.users as { email: string; twoFactor: boolean }[];
  assert.equal(users.map((u) => [u.email, u.twoFactor]), [[admin.email, true]]);
});

test('every call needs a session, except the code step, which needs its ticket', async () => {
  for (const [method, path] of [
    ['GET', '/api/auth/2fa'],
    ['POST', '/api/auth/2fa/setup'],
    ['POST', '/api/auth/2fa/enable'],
    ['POST', '/api/auth/2fa/disable'],
  ] as const) {
    assert.is((await call(s.url, method, path, method === 'GET' ? {} : { body: { code: '123456' } })).status, 401, path);
  }
  await assertErrorBody(s, await verify('made-up-ticket-made-up-ticket', '123456'), 401);
  await assertErrorBody(s, await call(s.url, 'POST', '/api/auth/2fa/verify', { body: { code: '123456' } }), 400);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
