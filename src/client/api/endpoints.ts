import type { Me, SuccessAnswer, TokenAnswer } from '../../shared/api-types.js';
import type { MutationDef, QueryDef } from './ApiProvider.js';

// Every call of spec §7, with the data groups it shows (queries) or changes (mutations).

export const meQuery: QueryDef<void, Me> = {
  key: () => 'me',
  tags: ['Auth'],
  request: () => ({ method: 'GET', path: '/auth/me' }),
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
