// POST /api/auth/request-password-reset and POST /api/auth/set-password: the mailed link, single use,
// the 1 h expiry, and what a new password does to old passwords, old sessions and older links.
import { randomBytes, scryptSync } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mailsTo } from '../helpers/outbox.js';
import { codeAt, turnOnTwoFactor } from '../helpers/two-factor.js';
import { assertErrorBody, assertFieldErrors, assertNo5xx } from '../helpers/errors.js';
import { call, linkToken, register, startServer, uniqueEmail, waitForMail, type TestServer } from '../helpers/server.js';
import { WEAK_PASSWORDS } from '../helpers/password-cases.js';

let s: TestServer;
let now = Date.now();
const MINUTE = 60 * 1000;
test.before(async () => {
  s = await startServer({ clock: () => new Date(now) });
});
test.after(() => s.close());

const requestReset = (body: unknown) => call(s.url, 'POST', '/api/auth/request-password-reset', { body });
const setPassword = (body: unknown) => call(s.url, 'POST', '/api/auth/set-password', { body });
const login = (email: string, password: string) => call(s.url, 'POST', '/api/auth/login', { body: { email, password } });
const me = (token: string) => call(s.url, 'GET', '/api/auth/me', { token });

const mailTexts = (to: string): string[] => mailsTo(s.dataDir, to).map((m) => m.text);

/** Waits until `count` mails (of this subject, when given) went to this address and answers their texts, oldest first. */
async function waitForMails(to: string, count: number, dataDir = s.dataDir, subject?: string): Promise<string[]> {
  const until = Date.now() + 5000;
  for (;;) {
    const mails = mailsTo(dataDir, to).filter((m) => !subject || m.subject === subject).map((m) => m.text);
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mails to ${to}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Asks for a reset and answers the token of the link mailed to the user. */
async function resetToken(email: string): Promise<string> {
  const before = mailTexts(email).length;
  const reply = await requestReset({ email });
  assert.is(reply.status, 200);
  const mails = await waitForMails(email, before + 1);
  const tokens = mails.map(linkToken);
  const known = new Set(tokens.slice(0, before));
  const fresh = tokens.find((t) => !known.has(t));
  if (!fresh) throw new Error('no new link');
  return fresh;
}

const NEW_PASSWORD = 'N3w!Password';

test('the answer is {success:true} for an existing and an unknown email; only the user gets a mail with the link', async () => {
  const user = await register(s.url);
  const ghost = uniqueEmail('ghost');
  const a = await requestReset({ email: ghost });
  const b = await requestReset({ email: user.email });
  assert.is(a.status, 200);
  assert.is(b.status, 200);
  assert.equal(a.body, { success: true });
  assert.equal(b.body, { success: true });

  const mail = await waitForMail(s, user.email);
  assert.ok(mail.includes(`${s.url}/ap/set-password?token=`), `link in mail:\n${mail}`);
  const token = linkToken(mail);
  assert.ok(/^[A-Za-z0-9_-]{32,}$/.test(token), `token ${token}`);
  const [row] = await s.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE to_address = $1', [user.email]);
  assert.ok(row!.subject.length > 0);

  // The unknown address's request came first; give it time anyway, then make sure it mailed nothing.
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(mailTexts(ghost), []);
  // Only the token's hash is kept.
  assert.is((await s.db.query('SELECT 1 FROM one_time_tokens WHERE token_hash = $1', [token])).length, 0);
});

test('the reset request matches the email whatever its case', async () => {
  const user = await register(s.url);
  const reply = await requestReset({ email: `  ${user.email.toUpperCase()} ` });
  assert.equal(reply.body, { success: true });
  linkToken(await waitForMail(s, user.email));
});

test('reset request validation: "Email is required", "Invalid email address"', async () => {
  await assertFieldErrors(s, await requestReset({}), { email: 'Email is required' });
  await assertFieldErrors(s, await requestReset({ email: '   ' }), { email: 'Email is required' });
  await assertFieldErrors(s, await requestReset({ email: ['a@b.co'] }), { email: 'Email is required' });
  for (const email of ['nope', 'a@b', 'two words@example.com']) {
    await assertFieldErrors(s, await requestReset({ email }), { email: 'Invalid email address' });
  }
});

test('set-password with the link works once; then the new password signs in, the old one and old sessions do not', async () => {
  const user = await register(s.url);
  const other = await login(user.email, user.password);
  assert.is(other.status, 200);
  const token = await resetToken(user.email);

  const ok = await setPassword({ token, password: NEW_PASSWORD });
  assert.is(ok.status, 200);
  assert.equal(ok.body, { success: true, email: user.email }, 'the address the link belongs to, for the sign-in form');

  const reuse = await setPassword({ token, password: 'An0ther!Pass' });
  await assertErrorBody(s, reuse, 400);
  assert.type(reuse.body.fieldErrors?.token, 'string');

  await assertErrorBody(s, await login(user.email, user.password), 401, 'Invalid credentials');
  await assertErrorBody(s, await login(user.email, 'An0ther!Pass'), 401, 'Invalid credentials');
  const fresh = await login(user.email, NEW_PASSWORD);
  assert.is(fresh.status, 200);
  assert.is((await me(fresh.body.token)).status, 200);

  // Every session from before the reset is signed out.
  await assertErrorBody(s, await me(user.token), 401);
  await assertErrorBody(s, await me(other.body.token), 401);
});

test('two uses of one link at the same moment: exactly one succeeds', async () => {
  const user = await register(s.url);
  const token = await resetToken(user.email);
  const replies = await Promise.all([
    setPassword({ token, password: 'F1rst!Password' }),
    setPassword({ token, password: 'S3cond!Password' }),
  ]);
  assert.equal(replies.map((r) => r.status).sort(), [200, 400]);
  const winner = replies[0]!.status === 200 ? 'F1rst!Password' : 'S3cond!Password';
  const loser = winner === 'F1rst!Password' ? 'S3cond!Password' : 'F1rst!Password';
  assert.is((await login(user.email, winner)).status, 200);
  assert.is((await login(user.email, loser)).status, 401);
});

test('a sign-in with the old password racing a reset never leaves a session the new password did not end', async () => {
  // A server of its own, with an address of its own: the rounds would use up this address's
  // set-password attempts for the tests after (on PostgreSQL the servers share their limits).
  const racing = await startServer({ limits: { setPasswordPerIp: 1000 }, env: { TRUST_PROXY: '1' } });
  const from = { 'x-forwarded-for': '203.0.113.140' };
  try {
    for (let round = 0; round < 10; round++) {
      const user = await register(racing.url);
      assert.is((await call(racing.url, 'POST', '/api/auth/request-password-reset', { body: { email: user.email } })).status, 200);
      const token = linkToken(await waitForMail(racing, user.email));
      const [, signIn] = await Promise.all([
        call(racing.url, 'POST', '/api/auth/set-password', { body: { token, password: NEW_PASSWORD }, headers: from }),
        call(racing.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } }),
      ]);
      if (signIn.status === 200) assert.is((await call(racing.url, 'GET', '/api/auth/me', { token: signIn.body.token })).status, 401, `round ${round}: the session outlived the reset`);
      else assert.is(signIn.status, 401);
    }
    // The same with two-factor on: the ticket the old password earned must not outlive the reset either.
    for (let round = 0; round < 6; round++) {
      const user = await register(racing.url);
      const { secret } = await turnOnTwoFactor(racing.url, user.token);
      assert.is((await call(racing.url, 'POST', '/api/auth/request-password-reset', { body: { email: user.email } })).status, 200);
      const token = linkToken((await waitForMails(user.email, 1, racing.dataDir, 'Reset your password'))[0]!);
      const [, signIn] = await Promise.all([
        call(racing.url, 'POST', '/api/auth/set-password', { body: { token, password: NEW_PASSWORD }, headers: from }),
        call(racing.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } }),
      ]);
      if (signIn.status !== 200) {
        assert.is(signIn.status, 401);
        continue;
      }
      const code = await call(racing.url, 'POST', '/api/auth/2fa/verify', { body: { mfaToken: signIn.body.mfaToken, code: codeAt(secret, Date.now() + 30_000) } });
      if (code.status === 200) assert.is((await call(racing.url, 'GET', '/api/auth/me', { token: code.body.token })).status, 401, `two-factor round ${round}: the session outlived the reset`);
      else assert.is(code.status, 401);
    }
  } finally {
    await racing.close();
  }
});

test('two sign-ins close together with a password hashed under older parameters both succeed (the first one rehashes it, which is no new password)', async () => {
  for (const gap of [40, 60, 80, 100, 120, 140]) {
    const user = await register(s.url);
    const salt = randomBytes(16);
    const key = scryptSync(user.password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 });
    await s.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [user.email, ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')]);
    const first = login(user.email, user.password);
    await new Promise((r) => setTimeout(r, gap));
    const answers = await Promise.all([first, login(user.email, user.password)]);
    assert.equal(answers.map((a) => a.status), [200, 200], `${gap} ms apart`);
  }
});

test('set-password: each password rule message; a refused attempt does not use up the link', async () => {
  const user = await register(s.url);
  const token = await resetToken(user.email);
  for (const [password, message] of WEAK_PASSWORDS) {
    await assertFieldErrors(s, await setPassword({ token, password }), { password: message });
  }
  // A missing token is a field error too.
  const noToken = await setPassword({ password: NEW_PASSWORD });
  await assertErrorBody(s, noToken, 400);
  assert.equal(Object.keys(noToken.body.fieldErrors), ['token']);

  assert.equal((await setPassword({ token, password: NEW_PASSWORD })).body, { success: true, email: user.email });
  assert.is((await login(user.email, NEW_PASSWORD)).status, 200);
});

test('set-password with a made-up token: 400, nothing changes', async () => {
  const user = await register(s.url);
  for (const token of ['garbage', 'x'.repeat(43), user.token]) {
    const reply = await setPassword({ token, password: NEW_PASSWORD });
    await assertErrorBody(s, reply, 400);
    assert.type(reply.body.fieldErrors?.token, 'string');
  }
  assert.is((await login(user.email, user.password)).status, 200);
  assert.is((await me(user.token)).status, 200);
});

test('a link works until 1 h after it was sent, and is refused after', async () => {
  const start = now;
  try {
    const early = await register(s.url);
    const earlyToken = await resetToken(early.email);
    now = start + 59 * MINUTE;
    assert.equal((await setPassword({ token: earlyToken, password: NEW_PASSWORD })).body, { success: true, email: early.email });

    const late = await register(s.url);
    const lateToken = await resetToken(late.email);
    now = start + 59 * MINUTE + 60 * MINUTE + 1000;
    const refused = await setPassword({ token: lateToken, password: NEW_PASSWORD });
    await assertErrorBody(s, refused, 400);
    assert.type(refused.body.fieldErrors?.token, 'string');
    // The old password still works, the refused new one does not.
    assert.is((await login(late.email, late.password)).status, 200);
    assert.is((await login(late.email, NEW_PASSWORD)).status, 401);
  } finally {
    now = start;
  }
});

test('using one link voids the older links still in the mailbox', async () => {
  const start = now;
  try {
    const user = await register(s.url);
    const first = await resetToken(user.email);
    now += MINUTE + 1000; // a link under a minute old is not replaced
    const second = await resetToken(user.email);
    assert.is.not(first, second);
    assert.equal((await setPassword({ token: second, password: NEW_PASSWORD })).body, { success: true, email: user.email });
    await assertErrorBody(s, await setPassword({ token: first, password: 'An0ther!Pass' }), 400);
    assert.is((await login(user.email, NEW_PASSWORD)).status, 200);
  } finally {
    now = start;
  }
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
