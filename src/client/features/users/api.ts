import type { InviteInput, SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

// The calls of the Users screen (ADMIN only); every change refreshes 'Users'. The list itself is
// api/users.ts's usersQuery, which Settings shows too.

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

/**
 * Turns off a member's two-factor sign-in (they lost their phone and recovery codes); they are mailed.
 * The password is the acting admin's: the server asks for it when the member is an admin too.
 */
export const resetTwoFactor: MutationDef<{ userId: string; password: string }, SuccessAnswer> = {
  request: ({ userId, password }) => ({ method: 'POST', path: `/sub-user/two-factor/reset/${encodeURIComponent(userId)}`, body: { password } }),
  invalidates: ['Users'],
};
