import type { SubUser } from '../../shared/api-types.js';
import { inviteSchema } from '../../shared/team-validators.js';
import { fields } from '../../shared/validators.js';
import { membersOf } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invite as inviteMember, resendInvitation } from '../services/invitations.js';
import { removeMember, resetMemberTwoFactor } from '../services/team.js';
import { route, type DeclaredRoute } from './route.js';

/** The account's members: invite, re-invite, reset two-factor sign-in and remove (ADMIN only). */
export function teamRoutes(deps: Deps): DeclaredRoute[] {
  const list = route({
    method: 'GET',
    path: '/api/sub-user',
    access: 'admin',
    async handler({ caller }) {
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
          })),
        },
      };
    },
  });

  const invite = route({
    method: 'POST',
    path: '/api/sub-user/invite',
    access: 'admin',
    body: fields(inviteSchema),
    async handler({ ctx, caller, body }) {
      await inviteMember(deps, ctx, caller, body);
      return { status: 201, body: { success: true } };
    },
  });

  const remove = route({
    method: 'DELETE',
    path: '/api/sub-user/delete/:userId',
    access: 'admin',
    async handler({ ctx, caller, params }) {
      await removeMember(deps, ctx, caller, params.userId);
      return { body: { success: true } };
    },
  });

  const resend = route({
    method: 'POST',
    path: '/api/sub-user/invite/resend/:userId',
    access: 'admin',
    async handler({ ctx, caller, params }) {
      await resendInvitation(deps, ctx, caller, params.userId);
      return { body: { success: true } };
    },
  });

  const resetTwoFactor = route({
    method: 'POST',
    path: '/api/sub-user/two-factor/reset/:userId',
    access: 'admin',
    async handler({ ctx, caller, params }) {
      await resetMemberTwoFactor(deps, ctx, caller, params.userId);
      return { body: { success: true } };
    },
  });

  return [list, resetTwoFactor, invite, remove, resend];
}
