// src/shared/*validators.ts: the rules behind every form and every server check, with their messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  check,
  email,
  hasErrors,
  loginSchema,
  matches,
  maxLength,
  minLength,
  normaliseEmail,
  required,
  NOT_TEXT,
} from '../../src/shared/validators.js';
import { PASSWORD_REQUIREMENTS, registerSchema, resetRequestSchema, setPasswordSchema, setPasswordServerSchema } from '../../src/shared/password-validators.js';
import { WEAK_PASSWORDS } from '../helpers/password-cases.js';

const STRONG = 'Str0ng!Pass';

test('required: blank, whitespace, missing and non-text values fail; text passes', () => {
  const rule = required('Needed');
  for (const v of ['', '   ', '\t\n', undefined, null, 0, 42, {}, [], true]) assert.is(rule(v, {}), 'Needed', JSON.stringify(v));
  assert.is(rule('x', {}), undefined);
  assert.is(rule(' x ', {}), undefined);
});

test('email: a valid address passes, an empty one is left to required', () => {
  const rule = email('Bad');
  for (const v of ['a@b.co', 'first.last+tag@sub.example.com', '  padded@example.com  ']) assert.is(rule(v, {}), undefined, v);
  for (const v of ['plain', 'a@b', '@example.com', 'a@.', 'a b@example.com', 'a@b c.com', 'a@@b.com']) assert.is(rule(v, {}), 'Bad', v);
  assert.is(rule('', {}), undefined);
  assert.is(rule(undefined, {}), undefined);
  const at254 = `${'a'.repeat(242)}@example.com`;
  assert.is(rule(at254, {}), undefined, '254 characters');
  assert.is(rule(`a${at254}`, {}), 'Bad', '255 characters are more than any mail system takes');
});

test('minLength, maxLength and matches', () => {
  assert.is(minLength(3, 'short')('ab', {}), 'short');
  assert.is(minLength(3, 'short')('abc', {}), undefined);
  assert.is(minLength(3, 'short')('', {}), undefined, 'empty is left to required');
  assert.is(maxLength(3, 'long')('abcd', {}), 'long');
  assert.is(maxLength(3, 'long')('abc', {}), undefined);
  assert.is(matches(/^\d+$/, 'digits')('12a', {}), 'digits');
  assert.is(matches(/^\d+$/, 'digits')('123', {}), undefined);
  assert.is(matches(/^\d+$/, 'digits')('', {}), undefined);
});

test('check keeps the first failing rule per field and only fields that fail', () => {
  const schema = { a: [required('a required'), minLength(5, 'a short')], b: [required('b required')], c: [maxLength(1, 'c long')] };
  assert.equal(check(schema, {}), { a: 'a required', b: 'b required' });
  assert.equal(check(schema, { a: 'abc', b: 'x', c: 'xy' }), { a: 'a short', c: 'c long' });
  assert.equal(check(schema, { a: 'abcdef', b: 'x' }), {});
  assert.is(hasErrors({}), false);
  assert.is(hasErrors({ a: 'x' }), true);
});

test('login: the messages of each field', () => {
  assert.equal(check(loginSchema, {}), { email: 'Email is required', password: 'Password is required' });
  assert.equal(check(loginSchema, { email: 'nope', password: '12345' }), { email: 'Invalid email', password: 'Too Short!' });
  assert.equal(check(loginSchema, { email: 'a@b.co', password: '123456' }), {}, 'six characters are enough to sign in');
  assert.equal(check(loginSchema, { email: 'a@b.co', password: 'x'.repeat(201) }).password !== undefined, true);
});

test('reset request: the message of each field', () => {
  assert.equal(check(resetRequestSchema, {}), { email: 'Email is required' });
  assert.equal(check(resetRequestSchema, { email: ' ' }), { email: 'Email is required' });
  assert.equal(check(resetRequestSchema, { email: 'nope' }), { email: 'Invalid email address' });
  assert.equal(check(resetRequestSchema, { email: 'a@b.co' }), {});
});

test('PASSWORD_REQUIREMENTS: the five rules in checklist order, each with its spec message', () => {
  assert.equal(
    PASSWORD_REQUIREMENTS.map((r) => r.message),
    [
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ],
  );
  for (const r of PASSWORD_REQUIREMENTS) {
    assert.type(r.label, 'string');
    assert.ok(r.label.length > 0);
    assert.ok(r.test(STRONG), `${r.label} passes for a strong password`);
  }
  const [length, upper, lower, digit, special] = PASSWORD_REQUIREMENTS;
  assert.not.ok(length!.test('Ab1!xyz'));
  assert.ok(length!.test('Ab1!wxyz'));
  assert.not.ok(upper!.test('abc1!xyz'));
  assert.not.ok(lower!.test('ABC1!XYZ'));
  assert.not.ok(digit!.test('Abcd!xyz'));
  assert.not.ok(special!.test('Abcd1xyz'));
  assert.ok(special!.test('Abcd1 xyz'), 'a space is a special character');
});

test('set password (form): each rule, confirm required and matching', () => {
  for (const [password, message] of WEAK_PASSWORDS) {
    assert.is(check(setPasswordSchema, { password, confirmPassword: password }).password, message, String(password));
  }
  assert.equal(check(setPasswordSchema, { password: STRONG }), { confirmPassword: 'Please confirm your password' });
  assert.equal(check(setPasswordSchema, { password: STRONG, confirmPassword: STRONG + 'x' }), { confirmPassword: "Passwords don't match" });
  assert.equal(check(setPasswordSchema, { password: STRONG, confirmPassword: STRONG }), {});
});

test('set password (server): token required, same password rules', () => {
  assert.equal(Object.keys(check(setPasswordServerSchema, { password: STRONG })), ['token']);
  for (const [password, message] of WEAK_PASSWORDS) {
    assert.equal(check(setPasswordServerSchema, { token: 't', password }), { password: message }, String(password));
  }
  assert.equal(check(setPasswordServerSchema, { token: 't', password: STRONG }), {});
  assert.ok(check(setPasswordServerSchema, { token: 't', password: 'Aa1!' + 'x'.repeat(300) }).password);
});

test('register: name required, email, the set-password rules, company optional', () => {
  assert.equal(check(registerSchema, {}), { name: 'Name is required', email: 'Email is required', password: 'Password is required' });
  assert.equal(check(registerSchema, { name: '  ', email: 'a@b.co', password: STRONG }), { name: 'Name is required' });
  assert.equal(check(registerSchema, { name: 'A', email: 'nope', password: STRONG }), { email: 'Invalid email address' });
  for (const [password, message] of WEAK_PASSWORDS) {
    assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password }), { password: message });
  }
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: STRONG }), {});
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: STRONG, company: 'Acme' }), {});
  assert.ok(check(registerSchema, { name: 'A', email: 'a@b.co', password: STRONG, company: 'x'.repeat(101) }).company);
  assert.ok(check(registerSchema, { name: 'x'.repeat(101), email: 'a@b.co', password: STRONG }).name);
});

test('check: a value that is not text counts as missing; an optional field holding one is told NOT_TEXT', () => {
  for (const value of [42, true, {}, { $gt: '' }, [], ['a@b.co']]) {
    assert.equal(check(loginSchema, { email: value, password: 'secret12' }), { email: 'Email is required' }, JSON.stringify(value));
    assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: STRONG, company: value }), { company: NOT_TEXT });
  }
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: STRONG, company: null }), {}, 'an optional field may be null');
  assert.equal(check(registerSchema, { name: 'A', email: 'a@b.co', password: STRONG, company: '' }), {}, 'or empty, as the form sends it');
});

test('normaliseEmail trims and lower-cases; non-text is empty', () => {
  assert.is(normaliseEmail('  Ada@Example.COM '), 'ada@example.com');
  assert.is(normaliseEmail(undefined), '');
  assert.is(normaliseEmail(42), '');
});

test.run();
