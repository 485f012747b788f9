import type { Queryable } from '../db/types.js';

// Two-factor sign-in: the users' totp_* columns (the sealed key, a set-up's key waiting for its first
// code, the step of the last code taken), recovery_codes (keyed hashes, spent once used) and
// mfa_challenges (the ticket a right password earns for the code step).

/** Whether the user has two-factor sign-in on, and how many recovery codes they have left. */
export async function twoFactorStatus(db: Queryable, userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [row] = await db.query<{ on: boolean; left: number }>(
    `SELECT u.totp_secret IS NOT NULL AS on,
            (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS left
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { enabled: Boolean(row?.on), recoveryCodesLeft: row?.left ?? 0 };
}

/** The user's sealed keys: the one in use (null while off) and a set-up's (null when none waits). */
export async function totpKeysOf(db: Queryable, userId: string): Promise<{ secret: string | null; pending: string | null } | undefined> {
  const [row] = await db.query<{ secret: string | null; pending: string | null }>('SELECT totp_secret AS secret, totp_pending AS pending FROM users WHERE id = $1', [userId]);
  return row;
}

/** Keeps a set-up's sealed key while two-factor is off; answers the user's email, or undefined when it is on. */
export async function startTotpSetUp(db: Queryable, userId: string, sealed: string): Promise<string | undefined> {
  const [user] = await db.query<{ email: string }>('UPDATE users SET totp_pending = $2 WHERE id = $1 AND totp_secret IS NULL RETURNING email', [userId, sealed]);
  return user?.email;
}

/** Notes a code's step as taken, if it is newer than the last one taken; answers whether it was. */
export async function takeTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const taken = await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [
    userId,
    step,
  ]);
  return taken.length === 1;
}

/**
 * Turns two-factor sign-in on with the set-up's key, if that key still waits and it is off; the
 * recovery codes (their hashes) replace any earlier ones. Answers whether it was turned on.
 */
export async function turnOnTwoFactor(tx: Queryable, userId: string, pending: string, codeHashes: string[]): Promise<boolean> {
  const [done] = await tx.query(
    'UPDATE users SET totp_secret = totp_pending, totp_pending = NULL WHERE id = $1 AND totp_pending = $2 AND totp_secret IS NULL RETURNING id',
    [userId, pending],
  );
  if (!done) return false;
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  for (const codeHash of codeHashes) await tx.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, codeHash]);
  return true;
}

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

/** Spends an unused recovery code of the user, by its hash; answers whether there was one. */
export async function spendRecoveryCode(db: Queryable, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db.query('UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id', [
    userId,
    codeHash,
    now,
  ]);
  return spent.length === 1;
}

export async function addMfaChallenge(db: Queryable, challenge: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO mfa_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [challenge.tokenHash, challenge.userId, challenge.expiresAt]);
}

/** A ticket still open, of a signed-up user: whose, and their sealed key (null once two-factor is off). */
export async function openMfaChallenge(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; accountId: string; secret: string | null } | undefined> {
  const [challenge] = await db.query<{ user_id: string; account_id: string; secret: string | null }>(
    `SELECT c.user_id, u.account_id, u.totp_secret AS secret FROM mfa_challenges c JOIN users u ON u.id = c.user_id
      WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2 AND u.status = 'USER_SETUP_COMPLETED'`,
    [tokenHash, now],
  );
  return challenge && { userId: challenge.user_id, accountId: challenge.account_id, secret: challenge.secret };
}

/** Counts a code tried on a ticket not yet ended; answers the codes tried on it so far, or undefined when it has ended. */
export async function countMfaCode(db: Queryable, tokenHash: string): Promise<number | undefined> {
  const [ticket] = await db.query<{ codes_tried: number }>(
    'UPDATE mfa_challenges SET codes_tried = codes_tried + 1 WHERE token_hash = $1 AND used_at IS NULL RETURNING codes_tried',
    [tokenHash],
  );
  return ticket?.codes_tried;
}

/** Ends a ticket, used or voided; answers whether it was still open. */
export async function endMfaChallenge(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  return (await db.query('UPDATE mfa_challenges SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [tokenHash, now])).length === 1;
}

export async function deleteMfaChallenges(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM mfa_challenges WHERE user_id = $1', [userId]);
}
