import type { Queryable } from '../db/types.js';

/** SQL for the address a user's email change waits to confirm (null when none), `user` naming the users row and `at` the time. */
export const pendingEmailSql = (user: string, at: string): string =>
  `(SELECT t.new_email FROM one_time_tokens t
     WHERE t.user_id = ${user}.id AND t.purpose = 'email' AND t.used_at IS NULL AND t.expires_at > ${at}
     ORDER BY t.created_at DESC LIMIT 1)`;

/** Every email change still waiting for this user stops: its link no longer works. */
export async function voidEmailLinks(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(`UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'email' AND used_at IS NULL`, [userId, now]);
}
