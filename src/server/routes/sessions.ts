import type { ActiveSession } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { liveSessionsOf } from '../data/sessions.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { liveWindow } from '../services/sessions.js';
import { endOtherSessions, endSession } from '../services/sign-out.js';
import { describeUserAgent } from '../services/user-agent.js';
import { route, type DeclaredRoute } from './route.js';

/** The signed-in user's sessions (Settings → Active sessions): see them, end one, or end all others. */
export function sessionRoutes(deps: Deps): DeclaredRoute[] {
  const list = route({ method: 'GET', path: '/api/auth/sessions', access: 'user' }, async ({ caller }) => {
    const live = await liveSessionsOf(deps.db, caller.userId, caller.tokenHash, liveWindow(deps, deps.clock()));
    const sessions = live.map(
      (s): ActiveSession => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
        address: s.address,
        browser: describeUserAgent(s.userAgent),
        current: s.current,
      }),
    );
    return { body: { sessions } };
  });

  const end = route({ method: 'DELETE', path: '/api/auth/sessions/:id', access: 'user' }, async ({ ctx, caller, params: { id } }) => {
    if (!isUuid(id)) throw notFound('Session not found');
    await endSession(deps, ctx, caller, id);
    return { body: { success: true } };
  });

  const endOthers = route({ method: 'POST', path: '/api/auth/sessions/end-others', access: 'user' }, async ({ ctx, caller }) => ({
    body: { success: true, ended: await endOtherSessions(deps, ctx, caller) },
  }));

  return [list, endOthers, end];
}
