import type { Me, SuccessAnswer, TokenAnswer } from '../../shared/api-types.js';
import type { MutationDef, QueryDef } from './ApiProvider.js';

// The account-wide calls, with the data groups it shows (queries) or changes (mutations).

export const meQuery: QueryDef<void, Me> = {
  key: () => 'me',
  tags: ['Auth'],
  request: () => ({ method: 'GET', path: '/auth/me' }),
};

/** Ends the session on the server: its token stops working at once. */
export const logout: MutationDef<void, SuccessAnswer> = {
  request: () => ({ method: 'POST', path: '/auth/logout' }),
  invalidates: [],
};

export const login: MutationDef<{ email: string; password: string }, TokenAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/login', body }),
  invalidates: [],
};

export const registerAccount: MutationDef<{ name: string; email: string; password: string; company?: string }, TokenAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/register', body }),
  invalidates: [],
};

export const requestPasswordReset: MutationDef<{ email: string }, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/request-password-reset', body }),
  invalidates: [],
};

export const setPassword: MutationDef<{ token: string; password: string }, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/set-password', body }),
  invalidates: [],
};

// Billing: the onboarding wizard's checkout and the upgrade page.

/** Starts paying for a plan: the browser then goes to the answered url. */
export const startCheckout: MutationDef<{ plan: string }, { url?: string }> = {
  request: (body) => ({ method: 'POST', path: '/checkout', body }),
  invalidates: [],
};

export const upgradePlan: MutationDef<{ newPlan: string }, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/checkout/upgrade', body }),
  invalidates: ['Auth'],
};
