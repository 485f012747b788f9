import type { Role } from '../../shared/api-types.js';
import { DAY_MS } from '../../shared/months.js';
import { addSession, sessionOwner, touchSession, type LiveWindow } from '../data/sessions.js';
import { holdSignedUpUser } from '../data/users.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { SESSION_EXPIRED, unauthenticated } from '../errors.js';
import { audit } from './audit.js';
import type { Requester } from './requester.js';
import { hashToken, newToken } from './tokens.js';

export const AUTH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: a dashboard's every call need not write. */
const LAST_USED_EVERY_MS = 60_000;

/** Which sessions are alive at `now`: those used since SESSION_IDLE_DAYS ago, and not expired. */
export const liveWindow = (deps: Deps, now: Date): LiveWindow => ({
  now,
  idleSince: new Date(now.getTime() - deps.config.sessionIdleDays * DAY_MS),
});

export interface Caller {
  userId: string;
  accountId: string;
  role: Role;
  /** Whether they proved their address: until then a session can only wait for that (see routes/route.ts). */
  emailVerified: boolean;
  tokenHash: string;
}

/** A new session for the user, noting the address and browser it is opened from. */
export async function issueAuthToken(deps: Deps, userId: string, from: Requester, db: Queryable = deps.db): Promise<string> {
  const token = newToken();
  const now = deps.clock();
  await addSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + AUTH_TOKEN_TTL_MS),
    createdAt: now,
    address: from.ip,
    userAgent: from.userAgent.slice(0, 300) || null,
  });
  return token;
}

/**
 * Runs `then` in one transaction holding the user's row, if they are still a signed-up user and `still`
 * holds under that hold; null otherwise. A new password (which ends every session and sign-in ticket)
 * or the user's deletion happening meanwhile then either waits and undoes what `then` made, or comes
 * first and makes the check fail.
 */
export async function whileUserStands<T>(deps: Deps, userId: string, still: (tx: Queryable) => Promise<boolean>, then: (tx: Queryable) => Promise<T>): Promise<T | null> {
  return deps.db.transaction(async (tx) => {
    if (!(await holdSignedUpUser(tx, userId)) || !(await still(tx))) return null;
    return then(tx);
  });
}

/** Runs `then` in one transaction holding the user's row while they are a signed-up user (see whileUserStands); null otherwise. */
export const whileUserHeld = <T>(deps: Deps, userId: string, then: (tx: Queryable) => Promise<T>): Promise<T | null> =>
  whileUserStands(deps, userId, async () => true, then);

/** Signs in a user who has shown who they are: a session and its sign-in event, while `still` holds (see whileUserStands). */
export function openSession(
  deps: Deps,
  from: Requester,
  who: { userId: string; accountId: string; detail: string },
  still: (tx: Queryable) => Promise<boolean>,
): Promise<string | null> {
  return whileUserStands(deps, who.userId, still, async (tx) => {
    await audit(deps, from, { accountId: who.accountId, actorId: who.userId, kind: 'sign-in', detail: who.detail }, tx);
    return issueAuthToken(deps, who.userId, from, tx);
  });
}

/**
 * The signed-in caller named by a request's Authorization header, or unauthenticated. Disabled users,
 * expired tokens and sessions unused for the idle time (SESSION_IDLE_DAYS) are refused.
 */
export async function authenticate(deps: Deps, authorization: string | undefined): Promise<Caller> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '');
  if (!match) throw unauthenticated();
  const tokenHash = hashToken(match[1]!);
  const now = deps.clock();
  const owner = await sessionOwner(deps.db, tokenHash, liveWindow(deps, now));
  if (!owner) throw unauthenticated(SESSION_EXPIRED);
  if (!owner.lastUsedAt || now.getTime() - owner.lastUsedAt.getTime() > LAST_USED_EVERY_MS) await touchSession(deps.db, tokenHash, now);
  return { userId: owner.userId, accountId: owner.accountId, role: owner.role, emailVerified: owner.emailVerified, tokenHash };
}
