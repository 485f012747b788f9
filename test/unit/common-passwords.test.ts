// The check against the 10,000 most common passwords: how a password is compared, the list that
// ships in the repo, and the set-password rules with and without the list at hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_PASSWORDS } from '../../src/server/services/common-passwords.js';
import { COMMON_PASSWORD_MESSAGE, commonPasswordKey, isCommonPassword, parseCommonPasswords } from '../../src/shared/common-passwords.js';
import { registerSchema, setPasswordSchema, setPasswordServerSchema } from '../../src/shared/password-validators.js';
import { check } from '../../src/shared/validators.js';
import { root } from '../helpers/root.js';

const LIST_TEXT = readFileSync(join(root, 'src/shared/common-passwords.txt'), 'utf8');
const list = parseCommonPasswords(LIST_TEXT);
const PASSPHRASE = 'Four lanterns swayed over the quiet harbour at 3 past midnight, ok?';

test('a password is compared lowercased, without trailing digits, symbols and spaces', () => {
  assert.is(commonPasswordKey('Password1!'), 'password');
  assert.is(commonPasswordKey('Qwerty123!'), 'qwerty');
  assert.is(commonPasswordKey('Welcome1! '), 'welcome');
  assert.is(commonPasswordKey('P@ssw0rd'), 'p@ssw0rd', 'only the end is stripped');
  assert.is(commonPasswordKey('1!2@Dragon'), '1!2@dragon');
  assert.is(commonPasswordKey('123456'), '');
  assert.is(commonPasswordKey('Ünïcödé99'), 'ünïcödé');
});

test('the shipped list: 10,000 passwords, one a line, keyed the same way', () => {
  const lines = LIST_TEXT.trimEnd().split('\n');
  assert.is(lines.length, 10_000);
  assert.is(new Set(lines).size, 10_000, 'no line twice');
  for (const line of lines) {
    const key = commonPasswordKey(line);
    if (key) assert.ok(list.has(key), line);
  }
  assert.not.ok(list.has(''), 'a password of digits and symbols alone is left to the checklist');
  assert.is(COMMON_PASSWORDS.size, list.size, 'the server reads the same list');
});

test('Password1!, P@ssw0rd, Welcome1! and Qwerty123! are common; the passwords the tests use are not', () => {
  for (const p of ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!', 'password', 'DRAGON2024!!', 'Monkey#1', 'trustno1']) {
    assert.ok(isCommonPassword(p, list), p);
  }
  for (const p of ['Str0ng!Pass', 'First!Pass1', 'bRand9#NewPw', PASSPHRASE]) assert.not.ok(isCommonPassword(p, list), p);
});

test('the set-password rules with the list: a common password gets the one message, after the checklist', () => {
  const known = { commonPasswords: list };
  for (const password of ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!']) {
    assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password }, known), { password: COMMON_PASSWORD_MESSAGE }, password);
    assert.equal(check(setPasswordServerSchema, { token: 't', password }, known), { password: COMMON_PASSWORD_MESSAGE }, password);
    assert.equal(check(setPasswordSchema, { password, confirmPassword: password }, known), { password: COMMON_PASSWORD_MESSAGE }, password);
  }
  assert.equal(check(setPasswordServerSchema, { token: 't', password: 'password' }, known), { password: 'Password must contain at least one uppercase letter' });
});

test('a passphrase of 64+ characters that meets the rules passes', () => {
  assert.ok(PASSPHRASE.length >= 64, `${PASSPHRASE.length} characters`);
  const known = { commonPasswords: list };
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: PASSPHRASE }, known), {});
  assert.equal(check(setPasswordSchema, { password: PASSPHRASE, confirmPassword: PASSPHRASE }, known), {});
});

test('before the list is at hand (a form still fetching it), the other rules still apply', () => {
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: 'Password1!' }), {});
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: 'Password!' }), { password: 'Password must contain at least one number' });
});

test.run();
