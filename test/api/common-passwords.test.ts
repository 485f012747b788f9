// The server refuses the most common passwords wherever a password is chosen, with the message the
// forms show, and accepts a long passphrase.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/common-passwords.js';
import { assertFieldErrors, assertNo5xx } from '../helpers/errors.js';
import { call, linkToken, register, startServer, STRONG_PASSWORD, uniqueEmail, waitForMail, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const COMMON = ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!'];
const PASSPHRASE = 'Four lanterns swayed over the quiet harbour at 3 past midnight, ok?';

const usersWith = async (email: string) => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))[0]!.n;

test('register: Password1!, P@ssw0rd, Welcome1! and Qwerty123! are 400 on the password, and no account is made', async () => {
  for (const password of COMMON) {
    const email = uniqueEmail('common');
    const reply = await call(s.url, 'POST', '/api/auth/register', { body: { name: 'Ada', email, password } });
    await assertFieldErrors(s, reply, { password: COMMON_PASSWORD_MESSAGE });
    assert.is(await usersWith(email), 0, password);
  }
});

test('register: a 64+ character passphrase that meets the rules is accepted and signs in', async () => {
  assert.ok(PASSPHRASE.length >= 64);
  const user = await register(s.url, { password: PASSPHRASE });
  const login = await call(s.url, 'POST', '/api/auth/login', { body: { email: user.email, password: PASSPHRASE } });
  assert.is(login.status, 200);
});

test('set-password: a common password is 400 on the password and leaves the link usable', async () => {
  const user = await register(s.url);
  assert.is((await call(s.url, 'POST', '/api/auth/request-password-reset', { body: { email: user.email } })).status, 200);
  const token = linkToken(await waitForMail(s, user.email));
  for (const password of COMMON) {
    await assertFieldErrors(s, await call(s.url, 'POST', '/api/auth/set-password', { body: { token, password } }), { password: COMMON_PASSWORD_MESSAGE });
  }
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: user.email, password: STRONG_PASSWORD } })).status, 200, 'the old password still works');
  assert.is((await call(s.url, 'POST', '/api/auth/set-password', { body: { token, password: PASSPHRASE } })).status, 200);
  assert.is((await call(s.url, 'POST', '/api/auth/login', { body: { email: user.email, password: PASSPHRASE } })).status, 200);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
