import { randomBytes } from 'node:crypto';
import { disableSchema, enableSchema, normaliseRecoveryCode, TOO_MANY_CODES, verifySchema, WRONG_CODE } from '../../shared/two-factor.js';
import { fields } from '../../shared/validators.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, unauthenticated } from '../errors.js';
import { signInFailures } from '../services/limits/sign-in-failures.js';
import { openSession } from '../services/sessions.js';
import { confirmPassword } from '../services/confirm-password.js';
import { hashToken, newToken } from '../services/tokens.js';
import { base32Encode, matchingStep, newSecret, otpauthUrl } from '../services/two-factor/totp.js';
import { mailTwoFactorChange } from '../services/two-factor/change-mail.js';
import { countCode } from '../services/two-factor/code-pause.js';
import { turnOffTwoFactor } from '../services/two-factor/turn-off.js';
import { audit } from '../services/audit.js';
import { route, type DeclaredRoute } from './route.js';

const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RECOVERY_CODES = 10;
const SIGN_IN_AGAIN = 'Your sign-in has expired. Sign in again.';

/** Ten recovery codes as the user sees them: abcd-efgh, 40 random bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const code = base32Encode(randomBytes(5)).toLowerCase();
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  });
}

/** Answered by sign-in instead of a session when the user has two-factor on: a 5-minute, single-use ticket. */
export async function issueMfaChallenge(deps: Deps, userId: string, db: Queryable = deps.db): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO mfa_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    userId,
    new Date(deps.clock().getTime() + MFA_CHALLENGE_TTL_MS),
  ]);
  return token;
}

const isAppCode = (code: string) => /^\d{6}$/.test(code.trim());

export function twoFactorRoutes(deps: Deps): DeclaredRoute[] {
  const { db, secrets } = deps;
  const L = deps.limits;

  /** Takes a code from the user's app once: its step must be newer than the last one taken. */
  async function takeCode(userId: string, sealed: string, code: string): Promise<boolean> {
    const step = matchingStep(Buffer.from(secrets.open(sealed), 'base64'), code.trim(), deps.clock().getTime());
    if (step === null) return false;
    const taken = await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [
      userId,
      step,
    ]);
    return taken.length === 1;
  }

  /** Takes a code from the app, or a recovery code (spent once used). */
  async function takeAnyCode(userId: string, sealed: string, code: string): Promise<boolean> {
    if (isAppCode(code)) return takeCode(userId, sealed, code);
    const spent = await db.query('UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id', [
      userId,
      secrets.digest(normaliseRecoveryCode(code)),
      deps.clock(),
    ]);
    return spent.length === 1;
  }

  const status = route({
    method: 'GET',
    path: '/api/auth/2fa',
    access: 'user',
    async handler({ caller }) {
      const [row] = await db.query<{ on: boolean; left: number }>(
        `SELECT u.totp_secret IS NOT NULL AS on,
                (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS left
           FROM users u WHERE u.id = $1`,
        [caller.userId],
      );
      return { body: { enabled: Boolean(row?.on), recoveryCodesLeft: row?.left ?? 0 } };
    },
  });

  const setup = route({
    method: 'POST',
    path: '/api/auth/2fa/setup',
    access: 'user',
    async handler({ caller }) {
      const bytes = newSecret();
      const secret = base32Encode(bytes);
      const [user] = await db.query<{ email: string }>(
        'UPDATE users SET totp_pending = $2 WHERE id = $1 AND totp_secret IS NULL RETURNING email',
        [caller.userId, secrets.seal(bytes.toString('base64'))],
      );
      if (!user) throw conflict('Two-factor sign-in is already on');
      return { body: { secret, otpauthUrl: otpauthUrl(secret, user.email) } };
    },
  });

  const enable = route({
    method: 'POST',
    path: '/api/auth/2fa/enable',
    access: 'user',
    limit: (_ctx, caller) => [`2fa:code:${caller.userId}`, L.loginFailuresPerAccountIp],
    body: fields(enableSchema),
    async handler({ ctx, caller, body }) {
      const [user] = await db.query<{ pending: string | null; on: boolean }>(
        'SELECT totp_pending AS pending, totp_secret IS NOT NULL AS on FROM users WHERE id = $1',
        [caller.userId],
      );
      if (user?.on) throw conflict('Two-factor sign-in is already on');
      if (!user?.pending) throw invalid('Start the set-up again', { code: 'Start the set-up again' });
      // The password first: a refused one must not use up the code.
      await confirmPassword(deps, ctx.sender, caller.userId, body.password, 'Password is required');
      if (!(await takeCode(caller.userId, user.pending, body.code))) throw invalid(WRONG_CODE, { code: WRONG_CODE });
      const codes = newRecoveryCodes();
      const turnedOn = await db.transaction(async (tx) => {
        const [done] = await tx.query(
          'UPDATE users SET totp_secret = totp_pending, totp_pending = NULL WHERE id = $1 AND totp_pending = $2 AND totp_secret IS NULL RETURNING id',
          [caller.userId, user.pending],
        );
        if (!done) return false;
        await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [caller.userId]);
        for (const code of codes) await tx.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [caller.userId, secrets.digest(code)]);
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-on' }, tx);
        return true;
      });
      if (!turnedOn) throw conflict('Two-factor sign-in is already on');
      await deps.limiter.clear(`2fa:code:${caller.userId}`);
      void mailTwoFactorChange(deps, caller.userId, 'on');
      return { body: { recoveryCodes: codes } };
    },
  });

  const disable = route({
    method: 'POST',
    path: '/api/auth/2fa/disable',
    access: 'user',
    limit: (_ctx, caller) => [`2fa:code:${caller.userId}`, L.loginFailuresPerAccountIp],
    body: fields(disableSchema),
    async handler({ ctx, caller, body }) {
      const [user] = await db.query<{ secret: string | null }>('SELECT totp_secret AS secret FROM users WHERE id = $1', [caller.userId]);
      if (!user?.secret) throw conflict('Two-factor sign-in is already off');
      if (!(await takeAnyCode(caller.userId, user.secret, body.code))) throw invalid(WRONG_CODE, { code: WRONG_CODE });
      const turnedOff = await db.transaction(async (tx) => {
        if (!(await turnOffTwoFactor(tx, caller.userId, deps.clock()))) return false;
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-off' }, tx);
        return true;
      });
      // An admin's reset came first.
      if (!turnedOff) throw conflict('Two-factor sign-in is already off');
      await deps.limiter.clear(`2fa:code:${caller.userId}`);
      void mailTwoFactorChange(deps, caller.userId, 'off');
      return { body: { success: true } };
    },
  });

  /** Ends a ticket, used or voided (the password is asked again); answers whether it was still open. */
  const endTicket = async (challengeHash: string, q: Queryable = db) =>
    (await q.query('UPDATE mfa_challenges SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [challengeHash, deps.clock()])).length === 1;

  // The second step of sign-in, limited like the first (a stolen password must not be followed by a
  // run through the million codes), and a ticket takes only so many codes.
  const verify = route({
    method: 'POST',
    path: '/api/auth/2fa/verify',
    access: 'public',
    limit: (ctx) => [`login:ip:${ctx.sender}`, L.loginPerIp],
    body: fields(verifySchema),
    async handler({ ctx, body }) {
      const challengeHash = hashToken(body.mfaToken);
      const [challenge] = await db.query<{ user_id: string; account_id: string; secret: string | null }>(
        `SELECT c.user_id, u.account_id, u.totp_secret AS secret FROM mfa_challenges c JOIN users u ON u.id = c.user_id
          WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2 AND u.status = 'USER_SETUP_COMPLETED'`,
        [challengeHash, deps.clock()],
      );
      if (!challenge?.secret) throw unauthenticated(SIGN_IN_AGAIN);
      const failures = signInFailures(deps, ctx.sender, `2fa:failed:${challenge.user_id}`);
      await failures.admit();
      await countCode(deps, challenge.user_id);
      // Counted before the code is checked, so parallel guesses on one ticket cannot pass the cap either.
      const [ticket] = await db.query<{ codes_tried: number }>(
        'UPDATE mfa_challenges SET codes_tried = codes_tried + 1 WHERE token_hash = $1 AND used_at IS NULL RETURNING codes_tried',
        [challengeHash],
      );
      if (!ticket) throw unauthenticated(SIGN_IN_AGAIN);
      if (ticket.codes_tried > L.codesPerMfaTicket) {
        await endTicket(challengeHash);
        throw unauthenticated(TOO_MANY_CODES);
      }
      const slowedMs = await failures.slowDown();
      if (slowedMs) ctx.log.slowedMs = slowedMs;
      const code = body.code.trim();
      const fromApp = isAppCode(code);
      const ok = await takeAnyCode(challenge.user_id, challenge.secret, code);
      const who = { accountId: challenge.account_id, actorId: challenge.user_id };
      if (!ok) {
        await failures.failed();
        await audit(deps, ctx, { ...who, kind: 'sign-in-failed', detail: fromApp ? 'wrong code from the app' : 'wrong recovery code' });
        if (ticket.codes_tried >= L.codesPerMfaTicket) {
          await endTicket(challengeHash);
          throw unauthenticated(TOO_MANY_CODES);
        }
        throw unauthenticated(WRONG_CODE);
      }
      // The ticket ends with the session's opening: a new password set meanwhile voids both or neither.
      const token = await openSession(deps, ctx, { ...who, userId: challenge.user_id, detail: fromApp ? 'with a code from the app' : 'with a recovery code' }, (tx) =>
        endTicket(challengeHash, tx),
      );
      if (!token) throw unauthenticated(SIGN_IN_AGAIN);
      await failures.succeeded();
      return { body: { token } };
    },
  });

  return [status, setup, enable, disable, verify];
}
