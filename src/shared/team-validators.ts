// The invite form's rules, for the form and the server alike.
import { email, maxLength, oneOf, required } from './validators.js';

export const ROLES = ['ADMIN', 'STANDARD'] as const;

export const inviteSchema = {
  name: [required('Name is required'), maxLength(100, 'Name must be at most 100 characters')],
  email: [required('Email is required'), email('Invalid email address')],
  role: [required('Role is required'), oneOf(ROLES, 'Invalid role')],
};
