// The rules both the forms and the server check, so that each message is written once; the schemas of
// the password, team and IP address forms are in files of their own, so a page loads only its own.
// A validator takes untrusted input and answers the fields that fail, with the messages the forms show.
// Forms only ever hold text; a value of another kind can only come from an API caller.

import type { CommonPasswords } from './common-passwords.js';

export type FieldErrors = Partial<Record<string, string>>;
type Values = Record<string, unknown>;
/** What a check may also consult, once the side running it has it. */
export interface Known {
  /** The most common passwords: the server always has them, a form once it has fetched them. */
  commonPasswords?: CommonPasswords | undefined;
}
export type Rule = (value: unknown, all: Values, known?: Known) => string | undefined;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// Deliberately simple: one @, no spaces, a dotted domain, at most 254 characters (no mail system
// takes a longer address). Real verification is the mailed link.
const EMAIL = /^(?=.{0,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (message: string): Rule => (value) => (text(value).trim() === '' ? message : undefined);
export const email = (message: string): Rule => (value) =>
  text(value).trim() !== '' && !EMAIL.test(text(value).trim()) ? message : undefined;
export const minLength = (n: number, message: string): Rule => (value) =>
  text(value) !== '' && text(value).length < n ? message : undefined;
export const matches = (pattern: RegExp, message: string): Rule => (value) =>
  text(value) !== '' && !pattern.test(text(value)) ? message : undefined;
export const maxLength = (n: number, message: string): Rule => (value) => (text(value).length > n ? message : undefined);

/** What an optional field holding something other than text is told (null counts as absent). */
export const NOT_TEXT = 'Must be a string';

const isNonText = (value: unknown): boolean => value !== undefined && value !== null && typeof value !== 'string';

/**
 * Runs each field's rules in order and keeps the first failure per field. Every field is text: a
 * value of another kind counts as missing, so a required field says it is required and an
 * optional one, rather than being dropped, is told NOT_TEXT. A rule that needs what is not known
 * yet (the common passwords, in a form before they arrive) passes.
 */
export function check(schema: Record<string, Rule[]>, values: Values, known: Known = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rules] of Object.entries(schema)) {
    const wrongKind = isNonText(values[field]);
    for (const rule of rules) {
      const message = rule(wrongKind ? undefined : values[field], values, known);
      if (message) {
        errors[field] = message;
        break;
      }
    }
    if (wrongKind) errors[field] ??= NOT_TEXT;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

export const loginSchema = {
  email: [required('Email is required'), email('Invalid email')],
  password: [required('Password is required'), minLength(6, 'Too Short!'), maxLength(200, 'Too Long!')],
};

export const normaliseEmail = (value: unknown): string => text(value).trim().toLowerCase();
