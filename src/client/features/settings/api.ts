import type { ActiveSession, SettingsInput, SuccessAnswer, TwoFactorStatus } from '../../../shared/api-types.js';
import type { MutationDef, QueryDef } from '../../api/ApiProvider.js';
import { listQuery } from '../../api/list-query.js';

/** Ends the subscription at once: every store is disabled and the account chooses a plan again. */
export const unsubscribe: MutationDef<void, SuccessAnswer> = {
  request: () => ({ method: 'POST', path: '/billing/unsubscribe' }),
  invalidates: ['Auth', 'Stores'],
};

/** Saves the user's settings; the answer's message says whether a new email waits for its link. */
export const saveSettings: MutationDef<SettingsInput, { success: true; message: string }> = {
  request: (body) => ({ method: 'PUT', path: '/settings', body }),
  invalidates: ['Auth'],
};

/** Whether the user signs in with a code from an app too, and how many recovery codes are left. */
export const twoFactorQuery: QueryDef<void, TwoFactorStatus> = {
  key: () => 'two-factor',
  tags: ['Auth'],
  request: () => ({ method: 'GET', path: '/auth/2fa' }),
};

/** A new secret for the authenticator app; two-factor stays off until a code from it is entered. */
export const setUpTwoFactor: MutationDef<void, { secret: string; otpauthUrl: string }> = {
  request: () => ({ method: 'POST', path: '/auth/2fa/setup' }),
  invalidates: [],
};

/** Turns two-factor on with a code from the app and the user's password; the answer's recovery codes are shown once. */
export const enableTwoFactor: MutationDef<{ code: string; password: string }, { recoveryCodes: string[] }> = {
  request: (body) => ({ method: 'POST', path: '/auth/2fa/enable', body }),
  invalidates: ['Auth', 'Users'],
};

/** Turns two-factor off with a code from the app or a recovery code. */
export const disableTwoFactor: MutationDef<string, SuccessAnswer> = {
  request: (code) => ({ method: 'POST', path: '/auth/2fa/disable', body: { code } }),
  invalidates: ['Auth', 'Users'],
};

/** The owner hands the account over to another admin who has set up their sign-in, with the owner's password. */
export const handOver: MutationDef<{ userId: string; password: string }, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/account/owner', body }),
  invalidates: ['Auth', 'Users'],
};

/** The user's signed-in sessions, this one marked. */
export const sessionsQuery = listQuery<ActiveSession>({ key: 'sessions', tag: 'Auth', path: '/auth/sessions', field: 'sessions' });

export const endSession: MutationDef<string, SuccessAnswer> = {
  request: (id) => ({ method: 'DELETE', path: `/auth/sessions/${encodeURIComponent(id)}` }),
  invalidates: ['Auth'],
};

export const endOtherSessions: MutationDef<void, { success: true; ended: number }> = {
  request: () => ({ method: 'POST', path: '/auth/sessions/end-others' }),
  invalidates: ['Auth'],
};
