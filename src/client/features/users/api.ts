import type { InviteInput, SubUser, SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';
import { listQuery } from '../../api/list-query.js';

// The calls of the Users screen (ADMIN only); every change refreshes 'Users'.

export const usersQuery = listQuery<SubUser>({ key: 'sub-users', tag: 'Users', path: '/sub-user', field: 'users' });

export const inviteUser: MutationDef<InviteInput, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/sub-user/invite', body }),
  invalidates: ['Users'],
};

export const deleteUser: MutationDef<string, SuccessAnswer> = {
  request: (userId) => ({ method: 'DELETE', path: `/sub-user/delete/${encodeURIComponent(userId)}` }),
  invalidates: ['Users'],
};

/** Mails a fresh set-password link to an INVITED user; the old link stops working. */
export const resendInvite: MutationDef<string, SuccessAnswer> = {
  request: (userId) => ({ method: 'POST', path: `/sub-user/invite/resend/${encodeURIComponent(userId)}` }),
  invalidates: ['Users'],
};

/** Turns off a member's two-factor sign-in (they lost their phone and recovery codes); they are mailed. */
export const resetTwoFactor: MutationDef<string, SuccessAnswer> = {
  request: (userId) => ({ method: 'POST', path: `/sub-user/two-factor/reset/${encodeURIComponent(userId)}` }),
  invalidates: ['Users'],
};
