import type { SubUser } from '../../shared/api-types.js';
import { handoverSchema, inviteSchema, twoFactorResetSchema } from '../../shared/team-validators.js';
import { fields } from '../../shared/validators.js';
import { membersOf } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invite as inviteMember, resendInvitation } from '../services/invitations.js';
import { handOver, removeMember, resetMemberTwoFactor } from '../services/team.js';
import { route, type DeclaredRoute } from './route.js';

/** The account's members: invite, re-invite, reset two-factor sign-in and remove (ADMIN only). */
export function teamRoutes(deps: Deps): DeclaredRoute[] {
  const list = route({ method: 'GET', path: '/api/sub-user', access: 'admin' }, async ({ caller }) => {
    const members = await membersOf(deps.db, caller.accountId);
    return {
      body: {
        users: members.map((m): SubUser => ({
          userId: m.id,
          email: m.email,
          name: m.name,
          role: m.role,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          twoFactor: m.twoFactor,
          owner: m.owner,
        })),
      },
    };
  });

  const invite = route({ method: 'POST', path: '/api/sub-user/invite', access: 'admin', body: fields(inviteSchema) }, async ({ ctx, caller, body }) => {
    await inviteMember(deps, ctx, caller, body);
    return { status: 201, body: { success: true } };
  });

  /** An admin's action on another member of the account, named by the path's userId; answered with success. */
  const onMember = (method: 'POST' | 'DELETE', path: `/api/sub-user/${string}/:userId`, act: typeof removeMember) =>
    route({ method, path, access: 'admin' }, async ({ ctx, caller, params }) => {
      await act(deps, ctx, caller, params.userId);
      return { body: { success: true } };
    });

  const remove = onMember('DELETE', '/api/sub-user/delete/:userId', removeMember);
  const resend = onMember('POST', '/api/sub-user/invite/resend/:userId', resendInvitation);
  const resetTwoFactor = route(
    { method: 'POST', path: '/api/sub-user/two-factor/reset/:userId', access: 'admin', body: fields(twoFactorResetSchema) },
    async ({ ctx, caller, params, body }) => {
      await resetMemberTwoFactor(deps, ctx, caller, params.userId, body.password);
      return { body: { success: true } };
    },
  );

  // The owner's: checked by the service (an ADMIN who is not the owner is refused 403).
  const handover = route({ method: 'POST', path: '/api/account/owner', access: 'admin', body: fields(handoverSchema) }, async ({ ctx, caller, body }) => {
    await handOver(deps, ctx, caller, body.userId, body.password);
    return { body: { success: true } };
  });

  return [list, resetTwoFactor, invite, remove, resend, handover];
}
