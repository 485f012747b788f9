import type { Deps } from '../deps.js';
import type { Queryable } from '../db/types.js';
import { hashToken, newToken } from './tokens.js';

export const LINK_TTL_MS = { reset: 60 * 60 * 1000, invite: 7 * 24 * 60 * 60 * 1000 } as const;

export interface MailedLink {
  url: string;
  /** The part of url that signs in: pass it as the mail's secret so that only the mailbox keeps it. */
  secret: string;
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
export async function voidLinks(db: Queryable, userId: string, now: Date, purpose?: 'email'): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL AND ($3::text IS NULL OR purpose = $3)', [userId, now, purpose ?? null]);
}

/**
 * A single-use set-password link for a user. A new invitation voids the earlier ones, so only the
 * newest invitation opens. Reset links stay valid until they expire: anyone can ask for a reset, and
 * a stranger's request must not void the link the owner is about to open. Using any link voids
 * every other one.
 */
export async function issueSetPasswordLink(deps: Deps, db: Queryable, userId: string, purpose: 'reset' | 'invite'): Promise<MailedLink> {
  const token = newToken();
  const now = deps.clock();
  if (purpose === 'invite') {
    await db.query(`UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'invite' AND used_at IS NULL`, [userId, now]);
  }
  await db.query('INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
    hashToken(token),
    userId,
    purpose,
    new Date(now.getTime() + LINK_TTL_MS[purpose]),
    now,
  ]);
  // Tokens are base64url: encodeURIComponent leaves them as they are, so the secret is found in the url.
  return { url: `${deps.config.appUrl}/ap/set-password?token=${encodeURIComponent(token)}`, secret: token };
}
