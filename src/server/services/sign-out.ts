import { endSessionById, endSessionByToken, endSessionsExcept } from '../data/sessions.js';
import type { Deps } from '../deps.js';
import { notFound, SESSION_EXPIRED, unauthenticated } from '../errors.js';
import { audit } from './audit.js';
import type { Requester } from './requester.js';
import { whileUserHeld, type Caller } from './sessions.js';
import { describeUserAgent } from './user-agent.js';

// Ending the caller's sessions: the one they call from, one of the others, or every other one.

/**
 * Ends the caller's own session. The user's row is held first, as a deletion of the user takes it
 * before their sessions: the other order could deadlock. Only a session that this call ended is
 * written down.
 */
export async function signOut(deps: Deps, from: Requester, caller: Caller): Promise<void> {
  const stood = await whileUserHeld(deps, caller.userId, async (tx) => {
    if (await endSessionByToken(tx, caller.tokenHash)) await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'sign-out' }, tx);
    return true;
  });
  // A user deleted meanwhile has lost their sessions with them; this makes sure in any case.
  if (!stood) await endSessionByToken(deps.db, caller.tokenHash);
}

/** Ends one of the caller's sessions, by its id: 404 when they have none by that id. */
export async function endSession(deps: Deps, from: Requester, caller: Caller, id: string): Promise<void> {
  const stood = await whileUserHeld(deps, caller.userId, async (tx) => {
    const ended = await endSessionById(tx, caller.userId, id);
    if (!ended) throw notFound('Session not found');
    const detail = `${describeUserAgent(ended.userAgent)}${ended.address ? ` at ${ended.address}` : ''}`;
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'sessions-ended', detail }, tx);
    return true;
  });
  if (!stood) throw unauthenticated(SESSION_EXPIRED);
}

/** Ends every session of the caller but the one they call from; answers how many ended. */
export async function endOtherSessions(deps: Deps, from: Requester, caller: Caller): Promise<number> {
  const ended = await whileUserHeld(deps, caller.userId, async (tx) => {
    const count = await endSessionsExcept(tx, caller.userId, caller.tokenHash);
    const detail = `every other session (${count})`;
    if (count) await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'sessions-ended', detail }, tx);
    return count;
  });
  if (ended === null) throw unauthenticated(SESSION_EXPIRED);
  return ended;
}
