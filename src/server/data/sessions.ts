import type { Role } from '../../shared/api-types.js';
import type { Queryable } from '../db/types.js';

// auth_tokens: a signed-in browser's session. Only its token's hash is kept.

/** When a session counts as alive: before it expires, and used (or opened) since idleSince. */
export interface LiveWindow {
  now: Date;
  idleSince: Date;
}

export interface NewSession {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  /** The address and browser it is opened from. */
  address: string;
  userAgent: string | null;
}

/** One of a user's sessions as Settings lists it. */
export interface Session {
  id: string;
  /** The session asking. */
  current: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  address: string | null;
  userAgent: string | null;
}

/**
 * A session still alive at `$now`: not expired, and used (or opened) since `$idleSince`; `t` names the
 * auth_tokens row, the params name the query's parameters holding a LiveWindow's two dates.
 */
const liveSessionSql = (t: string, nowParam: string, idleSinceParam: string): string =>
  `${t}.expires_at > ${nowParam} AND COALESCE(${t}.last_used_at, ${t}.created_at) > ${idleSinceParam}`;

export async function addSession(db: Queryable, session: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at, created_at, last_used_at, address, user_agent)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [session.tokenHash, session.userId, session.expiresAt, session.createdAt, session.address, session.userAgent],
  );
}

/** Who a live session of a signed-up user belongs to, and when it was last used; undefined for any other token. */
export async function sessionOwner(
  db: Queryable,
  tokenHash: string,
  live: LiveWindow,
): Promise<{ userId: string; accountId: string; role: Role; emailVerified: boolean; lastUsedAt: Date | null } | undefined> {
  const [row] = await db.query<{ user_id: string; account_id: string; role: Role; email_verified: boolean; last_used_at: Date | null }>(
    `SELECT u.id AS user_id, u.account_id, u.role, u.email_verified_at IS NOT NULL AS email_verified, t.last_used_at
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ${liveSessionSql('t', '$2', '$3')} AND u.status = 'USER_SETUP_COMPLETED'`,
    [tokenHash, live.now, live.idleSince],
  );
  return row && { userId: row.user_id, accountId: row.account_id, role: row.role, emailVerified: row.email_verified, lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at) };
}

export async function touchSession(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('UPDATE auth_tokens SET last_used_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

/** The user's live sessions, the last used first; `currentHash` names the asking one. */
export async function liveSessionsOf(db: Queryable, userId: string, currentHash: string, live: LiveWindow): Promise<Session[]> {
  const rows = await db.query<{ id: string; current: boolean; created_at: Date; last_used_at: Date | null; address: string | null; user_agent: string | null }>(
    `SELECT id, token_hash = $4 AS current, created_at, last_used_at, address, user_agent FROM auth_tokens t
      WHERE user_id = $1 AND ${liveSessionSql('t', '$2', '$3')}
      ORDER BY COALESCE(last_used_at, created_at) DESC`,
    [userId, live.now, live.idleSince, currentHash],
  );
  return rows.map((r) => ({
    id: r.id,
    current: r.current,
    createdAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at === null ? null : new Date(r.last_used_at),
    address: r.address,
    userAgent: r.user_agent,
  }));
}

/** Ends the session of this token; answers whether there was one. */
export async function endSessionByToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const [ended] = await db.query('DELETE FROM auth_tokens WHERE token_hash = $1 RETURNING 1', [tokenHash]);
  return Boolean(ended);
}

/** Ends one of the user's sessions by its id; answers where it was opened, or undefined when the user has none by that id. */
export async function endSessionById(tx: Queryable, userId: string, id: string): Promise<{ userAgent: string | null; address: string | null } | undefined> {
  const [ended] = await tx.query<{ user_agent: string | null; address: string | null }>(
    'DELETE FROM auth_tokens WHERE id = $1 AND user_id = $2 RETURNING user_agent, address',
    [id, userId],
  );
  return ended && { userAgent: ended.user_agent, address: ended.address };
}

/** Ends every session of the user but the one of `keepHash`; answers how many ended. */
export async function endSessionsExcept(tx: Queryable, userId: string, keepHash: string): Promise<number> {
  const rows = await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2 RETURNING id', [userId, keepHash]);
  return rows.length;
}

export async function endSessionsOf(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
}
