import type { Me, SuccessAnswer } from '../../shared/api-types.js';
import type { MutationDef, QueryDef } from './ApiProvider.js';

// The session's own calls: the signed-in account and signing out. Every other call lives with the
// feature that makes it, in that feature's api.ts.

export const meQuery: QueryDef<void, Me> = {
  key: () => 'me',
  tags: ['Auth'],
  request: () => ({ method: 'GET', path: '/auth/me' }),
};

/** Ends the session on the server: its token stops working at once. */
/** Mails a session whose address is not proven yet a new link. */
export const resendVerification: MutationDef<void, SuccessAnswer> = {
  request: () => ({ method: 'POST', path: '/auth/resend-verification' }),
  invalidates: ['Auth'],
};

export const logout: MutationDef<void, SuccessAnswer> = {
  request: () => ({ method: 'POST', path: '/auth/logout' }),
  invalidates: [],
};
