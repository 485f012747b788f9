import type { SetPasswordAnswer, SuccessAnswer, TokenAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

// The signed-out screens' calls. Sign-in's own is in login-api.ts: it comes with the app, and these
// come with the chunk of the other signed-out screens.

export const registerAccount: MutationDef<{ name: string; email: string; password: string; company?: string }, TokenAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/register', body }),
  invalidates: [],
};

export const requestPasswordReset: MutationDef<{ email: string }, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/request-password-reset', body }),
  invalidates: [],
};

export const setPassword: MutationDef<{ token: string; password: string }, SetPasswordAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/set-password', body }),
  invalidates: [],
};

/** Sign-in's second step: the ticket the password earned and a code from the app, or a recovery code. */
export const verifyTwoFactor: MutationDef<{ mfaToken: string; code: string }, TokenAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/2fa/verify', body }),
  invalidates: [],
};

/** The link mailed on registration, confirmed: the address is the account's from now on. */
export const verifyEmail: MutationDef<{ token: string }, SetPasswordAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/verify-email', body }),
  invalidates: ['Auth'],
};
