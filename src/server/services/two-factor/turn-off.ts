import type { Queryable } from '../../db/types.js';

/**
 * Turns two-factor sign-in off for the user if it was on, and answers whether it was: its key, a
 * set-up in progress and the recovery codes go, and open sign-in tickets end (one would otherwise take
 * a code again once it is turned back on). Its attempts limit is cleared by the caller once committed.
 */
export async function turnOffTwoFactor(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  const [was] = await tx.query('UPDATE users SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL WHERE id = $1 AND totp_secret IS NOT NULL RETURNING 1', [
    userId,
  ]);
  if (!was) return false;
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('UPDATE mfa_challenges SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
  return true;
}
