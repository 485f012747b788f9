import type { Queryable } from '../db/types.js';

// one_time_tokens: the single-use links mailed to a user. A reset or an invitation sets a password; an
// email change's link confirms its new address (new_email); a registration's proves its address.
// Only a token's hash is kept.

export type LinkPurpose = 'reset' | 'invite' | 'email' | 'verify';

export interface NewLink {
  tokenHash: string;
  userId: string;
  purpose: LinkPurpose;
  /** An email change's address. */
  newEmail?: string;
  /** An email change's session that asked for it: the one session left once it is confirmed. */
  keptSession?: string;
  expiresAt: Date;
  createdAt: Date;
}

/** SQL for the address a user's email change waits to confirm (null when none), `user` naming the users row and `at` the time. */
export const pendingEmailSql = (user: string, at: string): string =>
  `(SELECT t.new_email FROM one_time_tokens t
     WHERE t.user_id = ${user}.id AND t.purpose = 'email' AND t.used_at IS NULL AND t.expires_at > ${at}
     ORDER BY t.created_at DESC LIMIT 1)`;

export async function addLink(db: Queryable, link: NewLink): Promise<void> {
  await db.query(
    'INSERT INTO one_time_tokens (token_hash, user_id, purpose, new_email, kept_session, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [link.tokenHash, link.userId, link.purpose, link.newEmail ?? null, link.keptSession ?? null, link.expiresAt, link.createdAt],
  );
}

/**
 * Holds the user a link was mailed to (their row, for the rest of the transaction): whatever a link
 * changes, it holds the user first, so two links of one user used at once go one after the other
 * instead of each holding its own link while waiting for the other's.
 */
export async function holdLinkUser(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('SELECT 1 FROM users u JOIN one_time_tokens t ON t.user_id = u.id WHERE t.token_hash = $1 FOR NO KEY UPDATE OF u', [tokenHash]);
}

/** Every link still open for the user stops working (a new password, a new email), or those of one purpose. */
export async function voidLinks(db: Queryable, userId: string, now: Date, purpose?: 'email' | 'verify'): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL AND ($3::text IS NULL OR purpose = $3)', [userId, now, purpose ?? null]);
}

/** The user's open invitations stop working. */
export async function voidInvites(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(`UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'invite' AND used_at IS NULL`, [userId, now]);
}

/** This link stops working, if it still did. */
export async function voidLink(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL', [tokenHash, now]);
}

/** Whether a reset link still open for the user was made after `since`. */
export async function resetLinkSince(db: Queryable, userId: string, since: Date): Promise<boolean> {
  const [recent] = await db.query(`SELECT 1 FROM one_time_tokens WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL AND created_at > $2`, [userId, since]);
  return Boolean(recent);
}

/** Whether the link sets a password (a reset or an invitation), is unused and unexpired, and its user not disabled. */
export async function passwordLinkLive(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const [live] = await db.query(
    `SELECT 1 FROM one_time_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose IN ('reset', 'invite') AND t.used_at IS NULL AND t.expires_at > $2 AND u.status <> 'DISABLED'`,
    [tokenHash, now],
  );
  return Boolean(live);
}

/** Marks a live reset or invitation link used; answers whose it was and what for, or undefined when it was not live. */
export async function claimPasswordLink(tx: Queryable, tokenHash: string, now: Date): Promise<{ userId: string; purpose: 'reset' | 'invite' } | undefined> {
  const [claimed] = await tx.query<{ user_id: string; purpose: 'reset' | 'invite' }>(
    `UPDATE one_time_tokens SET used_at = $2
      WHERE token_hash = $1 AND purpose IN ('reset', 'invite') AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, purpose`,
    [tokenHash, now],
  );
  return claimed && { userId: claimed.user_id, purpose: claimed.purpose };
}

/** The new address a live email-change link confirms, or undefined. */
export async function emailLinkAddress(db: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ new_email: string }>(
    `SELECT new_email FROM one_time_tokens WHERE token_hash = $1 AND purpose = 'email' AND used_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return row?.new_email;
}

/** Marks a live email-change link used; answers whose it was and its address, or undefined when it was not live. */
export async function claimEmailLink(tx: Queryable, tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string; keptSession: string | null } | undefined> {
  const [claimed] = await tx.query<{ user_id: string; new_email: string; kept_session: string | null }>(
    `UPDATE one_time_tokens SET used_at = $2 WHERE token_hash = $1 AND purpose = 'email' AND used_at IS NULL AND expires_at > $2
     RETURNING user_id, new_email, kept_session`,
    [tokenHash, now],
  );
  return claimed && { userId: claimed.user_id, newEmail: claimed.new_email, keptSession: claimed.kept_session };
}

/** Marks a live registration link used; answers whose it was, or undefined when it was not live. */
export async function claimVerifyLink(tx: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
  const [claimed] = await tx.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = $2 WHERE token_hash = $1 AND purpose = 'verify' AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  return claimed?.user_id;
}

/** An email-change link is spent, used or not. */
export async function spendEmailLink(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query(`UPDATE one_time_tokens SET used_at = $2 WHERE token_hash = $1 AND purpose = 'email'`, [tokenHash, now]);
}
