import type { ActiveSession } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import type { Deps } from '../deps.js';
import { notFound, SESSION_EXPIRED, unauthenticated } from '../errors.js';
import { audit } from '../services/audit.js';
import { liveSessionParams, liveSessionSql, whileUserHeld } from '../services/sessions.js';
import { describeUserAgent } from '../services/user-agent.js';
import { route, type DeclaredRoute } from './route.js';

/** The signed-in user's sessions (Settings → Active sessions): see them, end one, or end all others. */
export function sessionRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  const list = route({
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'user',
    async handler({ caller }) {
      const rows = await db.query<{ id: string; current: boolean; created_at: Date; last_used_at: Date | null; address: string | null; user_agent: string | null }>(
        `SELECT id, token_hash = $4 AS current, created_at, last_used_at, address, user_agent FROM auth_tokens t
          WHERE user_id = $1 AND ${liveSessionSql('t', '$2', '$3')}
          ORDER BY COALESCE(last_used_at, created_at) DESC`,
        [caller.userId, ...liveSessionParams(deps, deps.clock()), caller.tokenHash],
      );
      const sessions = rows.map(
        (r): ActiveSession => ({
          id: r.id,
          createdAt: new Date(r.created_at).toISOString(),
          lastUsedAt: new Date(r.last_used_at ?? r.created_at).toISOString(),
          address: r.address,
          browser: describeUserAgent(r.user_agent),
          current: r.current,
        }),
      );
      return { body: { sessions } };
    },
  });

  const end = route({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    access: 'user',
    async handler({ ctx, caller, params: { id } }) {
      if (!isUuid(id)) throw notFound('Session not found');
      const stood = await whileUserHeld(deps, caller.userId, async (tx) => {
        const [ended] = await tx.query<{ user_agent: string | null; address: string | null }>(
          'DELETE FROM auth_tokens WHERE id = $1 AND user_id = $2 RETURNING user_agent, address',
          [id, caller.userId],
        );
        if (!ended) throw notFound('Session not found');
        const detail = `${describeUserAgent(ended.user_agent)}${ended.address ? ` at ${ended.address}` : ''}`;
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'sessions-ended', detail }, tx);
        return true;
      });
      if (!stood) throw unauthenticated(SESSION_EXPIRED);
      return { body: { success: true } };
    },
  });

  const endOthers = route({
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    access: 'user',
    async handler({ ctx, caller }) {
      const ended = await whileUserHeld(deps, caller.userId, async (tx) => {
        const rows = await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2 RETURNING id', [caller.userId, caller.tokenHash]);
        const detail = `every other session (${rows.length})`;
        if (rows.length) await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'sessions-ended', detail }, tx);
        return rows.length;
      });
      if (ended === null) throw unauthenticated(SESSION_EXPIRED);
      return { body: { success: true, ended } };
    },
  });

  return [list, endOthers, end];
}
