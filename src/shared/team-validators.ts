// The team's forms' rules (invite, hand over, reset another admin's two-factor), for the forms and
// the server alike.
import { email, maxLength, oneOf, required } from './validators.js';

export const ROLES = ['ADMIN', 'STANDARD'] as const;

export const inviteSchema = {
  name: [required('Name is required'), maxLength(100, 'Name must be at most 100 characters')],
  email: [required('Email is required'), email('Invalid email address')],
  role: [required('Role is required'), oneOf(ROLES, 'Invalid role')],
};

/** What the acting admin is asked when the change is another admin's, or the account's. */
export const PASSWORD_FOR_HANDOVER = 'Enter your password to hand the account over';
export const PASSWORD_FOR_ADMIN_RESET = "Enter your password to reset another admin's two-factor sign-in";

/** Handing the account over: to whom, and the owner's password. */
export const handoverSchema = {
  userId: [required('Choose who takes the account over')],
  password: [required(PASSWORD_FOR_HANDOVER), maxLength(200, 'Too Long!')],
};

/** Resetting a member's two-factor sign-in: the acting admin's password, asked when the member is an admin too. */
export const twoFactorResetSchema = {
  password: [maxLength(200, 'Too Long!')],
};
