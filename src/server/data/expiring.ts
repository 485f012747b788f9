import { deleteInChunks } from '../db/delete-in-chunks.js';
import type { Queryable } from '../db/types.js';

/** Sessions, mailed links, billing portal visits and two-factor steps: each row ends at its expires_at. */
export const EXPIRING_TABLES = ['auth_tokens', 'one_time_tokens', 'portal_sessions', 'mfa_challenges'] as const;

/** Deletes the rows of one of EXPIRING_TABLES expired by `now`, a chunk at a time. */
export async function deleteExpired(db: Queryable, table: (typeof EXPIRING_TABLES)[number], now: Date): Promise<void> {
  await deleteInChunks(db, table, 'token_hash', 'expires_at <= $1', [now]);
}
