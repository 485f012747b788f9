// Two-factor sign-in: the rules of its forms, checked by the forms and the server alike.
import { matches, required, type Rule } from './validators.js';

export const CODE_REQUIRED = 'Enter the 6-digit code from your app';
export const CODE_FORMAT = 'The code is 6 digits';
export const RECOVERY_FORMAT = 'A recovery code looks like abcd-efgh';
export const WRONG_CODE = 'That code is not right. Try the newest one from your app.';
export const TOO_MANY_CODES = 'Too many wrong codes. Sign in with your password again.';
export const CODES_PAUSED = 'Too many two-factor codes were tried on this account within an hour, so signing in is paused for now. A new password ends the pause.';

/**
 * A recovery code as shown: eight letters and digits 2–7 in two groups. Case and spaces do not matter,
 * and a 0 or 1 read off paper is taken for the o or l it must be.
 */
export const normaliseRecoveryCode = (value: string): string => value.trim().toLowerCase().replace(/\s+/g, '').replace(/0/g, 'o').replace(/1/g, 'l');
const RECOVERY = /^[a-z2-7]{4}-[a-z2-7]{4}$/;

const sixDigits: Rule[] = [required(CODE_REQUIRED), matches(/^\s*\d{6}\s*$/, CODE_FORMAT)];

/**
 * Turning two-factor on: a current code from the app, and the user's password (a session alone, which
 * may be stolen, must not be able to lock its owner out behind a phone that is not theirs).
 */
export const enableSchema = { code: sixDigits, password: [required('Password is required')] };

/** A code from the app or a recovery code, as the second step of sign-in takes either. */
export const appOrRecoveryCode: Rule = (value) => {
  const text = typeof value === 'string' ? value : '';
  return /^\s*\d{6}\s*$/.test(text) || RECOVERY.test(normaliseRecoveryCode(text)) ? undefined : `${CODE_FORMAT}, or ${RECOVERY_FORMAT.toLowerCase()}`;
};

/** Turning two-factor off: a code from the app, or a recovery code when the phone is lost. */
export const disableSchema = { code: [required(CODE_REQUIRED), appOrRecoveryCode] };

/** The second step of sign-in: a code from the app, or a recovery code. */
export const verifySchema = {
  mfaToken: [required('Sign in again')],
  code: [required(CODE_REQUIRED), appOrRecoveryCode],
};
