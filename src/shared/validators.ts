// Every rule both the forms and the server check, so that each message is written once.
// A validator takes untrusted input and answers the fields that fail, with the messages the forms show.
// Forms only ever hold text; a value of another kind can only come from an API caller.

import { COMMON_PASSWORD_MESSAGE, isCommonPassword, type CommonPasswords } from './common-passwords.js';

export type FieldErrors = Partial<Record<string, string>>;
type Values = Record<string, unknown>;
/** What a check may also consult, once the side running it has it. */
export interface Known {
  /** The most common passwords: the server always has them, a form once it has fetched them. */
  commonPasswords?: CommonPasswords | undefined;
}
type Rule = (value: unknown, all: Values, known?: Known) => string | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// Deliberately simple: one @, no spaces, a dotted domain. Real verification is the mailed link.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** The set-password requirements, in the order the live checklist shows them. */
export const PASSWORD_REQUIREMENTS: { label: string; message: string; test: (p: string) => boolean }[] = [
  { label: 'At least 8 characters', message: 'Password must be at least 8 characters', test: (p) => p.length >= 8 },
  { label: 'One uppercase letter', message: 'Password must contain at least one uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', message: 'Password must contain at least one lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'One number', message: 'Password must contain at least one number', test: (p) => /[0-9]/.test(p) },
  { label: 'One special character', message: 'Password must contain at least one special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

const notCommon: Rule = (value, _all, known) =>
  known?.commonPasswords && isCommonPassword(text(value), known.commonPasswords) ? COMMON_PASSWORD_MESSAGE : undefined;

const strongPassword: Rule[] = [
  required('Password is required'),
  (value) => PASSWORD_REQUIREMENTS.find((r) => !r.test(text(value)))?.message,
  maxLength(200, 'Password must be at most 200 characters'),
  notCommon,
];

export const loginSchema = {
  email: [required('Email is required'), email('Invalid email')],
  password: [required('Password is required'), minLength(6, 'Too Short!'), maxLength(200, 'Too Long!')],
};

export const resetRequestSchema = {
  email: [required('Email is required'), email('Invalid email address')],
};

/** Both the set-password form (with its confirm field) and the server (token + password). */
export const setPasswordSchema = {
  password: strongPassword,
  confirmPassword: [
    required('Please confirm your password'),
    ((value, all) => (text(value) !== text(all.password) ? "Passwords don't match" : undefined)) as Rule,
  ],
};
export const setPasswordServerSchema = {
  token: [required('Token is required')],
  password: strongPassword,
};

export const registerSchema = {
  name: [required('Name is required'), maxLength(100, 'Name must be at most 100 characters')],
  email: [required('Email is required'), email('Invalid email address'), maxLength(254, 'Invalid email address')],
  password: strongPassword,
  company: [maxLength(100, 'Company must be at most 100 characters')],
};

export const normaliseEmail = (value: unknown): string => text(value).trim().toLowerCase();

export const ROLES = ['ADMIN', 'STANDARD'] as const;

export const inviteSchema = {
  name: [required('Name is required'), maxLength(100, 'Name must be at most 100 characters')],
  email: [required('Email is required'), email('Invalid email address'), maxLength(254, 'Invalid email address')],
  role: [required('Role is required'), ((value) => (ROLES.includes(value as never) ? undefined : 'Invalid role')) as Rule],
};

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
export const isIpv4 = (value: unknown): boolean => typeof value === 'string' && IPV4.test(value.trim());

export const ipSchema = {
  ipAddress: [required('IP address is required'), ((value) => (isIpv4(value) ? undefined : 'Invalid IP address format')) as Rule],
  tag: [maxLength(100, 'Label must be at most 100 characters')],
};

/** Inline edit: only a non-blank address is asked of the form; the server checks the format. */
export const ipEditSchema = {
  ipAddress: [required('IP address is required')],
  tag: [maxLength(100, 'Label must be at most 100 characters')],
};
