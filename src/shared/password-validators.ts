// The rules of the signed-out forms other than sign-in (registration, the reset request, set-password),
// for the forms and the server alike.
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';
import { email, maxLength, required, text, type Rule } from './validators.js';

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
  email: [required('Email is required'), email('Invalid email address')],
  password: strongPassword,
  company: [maxLength(100, 'Company must be at most 100 characters')],
};

/** POST /api/auth/verify-email: the token of the link a registration was mailed. */
export const verifyEmailSchema = {
  token: [required('Token is required'), maxLength(200, 'Token is invalid')],
};

export const resetRequestSchema = {
  email: [required('Email is required'), email('Invalid email address')],
};
