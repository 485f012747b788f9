import { randomUUID } from 'node:crypto';
import type { BillingStatus, Me, OnboardingStep, Role } from '../../shared/api-types.js';
import type { Notifications, TimeZone } from '../../shared/settings.js';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from '../../shared/messages.js';
import { findPlan, yearMonthOf } from '../../shared/plans.js';
import { registerSchema, resetRequestSchema, setPasswordServerSchema } from '../../shared/password-validators.js';
import { fields, loginSchema, normaliseEmail } from '../../shared/validators.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, unauthenticated } from '../errors.js';
import { pendingEmailSql } from '../services/email-change.js';
import { HOUR_MS } from '../services/limits/rate-limits.js';
import { limit } from '../services/limits/limit.js';
import { signInFailures } from '../services/limits/sign-in-failures.js';
import { sessionsUsedSql } from '../data/metering.js';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../services/passwords.js';
import { issueAuthToken, openSession, whileUserHeld, whileUserStands } from '../services/sessions.js';
import { route, type DeclaredRoute } from './route.js';
import { holdLinkUser, issueSetPasswordLink, voidLinks } from '../services/links.js';
import { hashToken } from '../services/tokens.js';
import { issueMfaChallenge } from './two-factor.js';
import { audit } from '../services/audit.js';
import { resumeCodes } from '../services/two-factor/code-pause.js';

const RESET_MAIL_GAP_MS = 60_000;

const invalidLink = () => invalid('This link is invalid or has expired. Please request a new one.', { token: 'This link is invalid or has expired' });

export function authRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;
  const L = deps.limits;

  const register = route({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    limit: (ctx) => [`register:ip:${ctx.sender}`, L.registerPerIp],
    body: fields(registerSchema),
    async handler({ ctx, body }) {
      const email = normaliseEmail(body.email);
      // Refused before hashing: a taken email costs no CPU (the 409 says as much as it did after).
      const taken = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      if (taken.length) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const passwordHash = await deps.hashing.run('rest', () => hashPassword(body.password));
      const accountId = randomUUID();
      const userId = randomUUID();
      const now = deps.clock();
      try {
        await db.transaction(async (tx) => {
          const company = body.company.trim() || null;
          await tx.query('INSERT INTO accounts (id, company, created_at) VALUES ($1, $2, $3)', [accountId, company, now]);
          await tx.query(
            `INSERT INTO users (id, account_id, email, name, role, status, password_hash, created_at)
             VALUES ($1, $2, $3, $4, 'ADMIN', 'USER_SETUP_COMPLETED', $5, $6)`,
            [userId, accountId, email, body.name.trim(), passwordHash, now],
          );
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw err;
      }
      return { status: 201, body: { token: await issueAuthToken(deps, userId, ctx) } };
    },
  });

  const login = route({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    limit: (ctx) => [`login:ip:${ctx.sender}`, L.loginPerIp],
    body: fields(loginSchema),
    async handler({ ctx, body }) {
      const email = normaliseEmail(body.email);
      const failures = signInFailures(deps, ctx.sender, `login:failed:${email}`);
      const attemptsHere = await failures.admit();
      const [user] = await db.query<{ id: string; account_id: string; password_hash: string | null; two_factor: boolean }>(
        `SELECT id, account_id, password_hash, totp_secret IS NOT NULL AS two_factor FROM users WHERE email = $1 AND status = 'USER_SETUP_COMPLETED'`,
        [email],
      );
      const slowedMs = await failures.slowDown();
      if (slowedMs) ctx.log.slowedMs = slowedMs;
      // A first attempt for this email from this address is most likely its owner's: served first, at
      // most one at a time per address. Whether the account exists plays no part, so the lanes tell nothing.
      const lane = attemptsHere === 1 ? 'first' : 'rest';
      const password = body.password;
      const stored = user?.password_hash ?? DUMMY_HASH;
      const ok = await deps.hashing.run(lane, () => verifyPassword(password, stored), ctx.sender);
      if (!user || !ok) {
        await failures.failed();
        // Not awaited: a known email must not answer later than an unknown one.
        if (user) void audit(deps, ctx, { accountId: user.account_id, actorId: user.id, kind: 'sign-in-failed', detail: 'wrong password' }).catch(() => {});
        throw unauthenticated(INVALID_CREDENTIALS);
      }
      await failures.succeeded();
      // Only while the password just checked is still the user's: a reset may have replaced it meanwhile.
      // Another sign-in's rehash replaces the hash too, keeping the password, so a new hash is checked again.
      const still = async (tx: Queryable) => {
        const [row] = await tx.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
        const current = row?.password_hash ?? null;
        return current === stored || (current !== null && (await verifyPassword(password, current)));
      };
      // With two-factor on, the password earns a ticket for the code step, not a session.
      let answer: { mfaRequired: true; mfaToken: string } | { token: string } | null;
      if (user.two_factor) {
        const mfaToken = await whileUserStands(deps, user.id, still, (tx) => issueMfaChallenge(deps, user.id, tx));
        answer = mfaToken === null ? null : { mfaRequired: true, mfaToken };
      } else {
        const token = await openSession(deps, ctx, { userId: user.id, accountId: user.account_id, detail: 'with a password' }, still);
        answer = token === null ? null : { token };
      }
      if (!answer) throw unauthenticated(INVALID_CREDENTIALS);
      // Best effort, once signed in (the new hash must not void the password checked above): a full
      // queue must not turn a right password into a refusal.
      if (needsRehash(stored)) {
        void deps.hashing
          .run('rest', () => hashPassword(password))
          .then((fresh) => db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [user.id, fresh, stored]))
          .catch(() => {});
      }
      return { body: answer };
    },
  });

  const logout = route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'user',
    async handler({ ctx, caller }) {
      // The user's row is held first, as a deletion of the user takes it before their sessions: the
      // other order could deadlock. Only a session that this call ended is written down.
      const stood = await whileUserHeld(deps, caller.userId, async (tx) => {
        const [ended] = await tx.query('DELETE FROM auth_tokens WHERE token_hash = $1 RETURNING 1', [caller.tokenHash]);
        if (ended) await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'sign-out' }, tx);
        return true;
      });
      // A user deleted meanwhile has lost their sessions with them; this makes sure in any case.
      if (!stood) await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [caller.tokenHash]);
      return { status: 204 };
    },
  });

  const me = route({
    method: 'GET',
    path: '/api/auth/me',
    access: 'user',
    async handler({ caller }) {
      const yearMonth = yearMonthOf(deps.clock());
      const [row] = await db.query<{
        name: string;
        email: string;
        role: Role;
        onboarding_step: OnboardingStep;
        billing_status: BillingStatus;
        plan: string | null;
        used: number;
        time_zone: TimeZone;
        notifications: Notifications;
        pending_email: string | null;
      }>(
        `SELECT u.name, u.email, u.role, a.onboarding_step, a.billing_status, a.plan, ${sessionsUsedSql('$2')} AS used,
                u.time_zone, u.notifications,
                ${pendingEmailSql('u', '$3')} AS pending_email
           FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = $1`,
        [caller.userId, yearMonth, deps.clock()],
      );
      if (!row) throw unauthenticated();
      const plan = findPlan(row.plan);
      const answer: Me = {
        accountId: caller.accountId,
        userId: caller.userId,
        role: row.role,
        name: row.name,
        email: row.email,
        onboardingStep: row.onboarding_step,
        billingStatus: row.billing_status,
        timeZone: row.time_zone,
        notifications: row.notifications,
        pendingEmail: row.pending_email,
        billing: plan ? { plan: plan.name, sessionCount: row.used, sessionLimit: plan.sessions, yearMonth, provider: deps.config.billingProvider } : null,
      };
      return { body: answer };
    },
  });

  const requestPasswordReset = route({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    limit: (ctx) => [`reset:ip:${ctx.sender}`, L.resetPerIp],
    body: fields(resetRequestSchema),
    async handler({ ctx, body }) {
      const email = normaliseEmail(body.email);
      // Per email and address: a flood from elsewhere never gets the owner's own request refused.
      await limit(deps, `reset:email-ip:${email}:${ctx.sender}`, L.resetPerEmailIp);
      // The mail goes out after the answer, so neither the answer nor its timing tells whether the email exists.
      void sendResetMail(email).catch((err: Error) => deps.log({ level: 'error', msg: 'reset mail failed', error: err.message }));
      return { body: { success: true } };
    },
  });

  async function sendResetMail(email: string): Promise<void> {
    const [user] = await db.query<{ id: string; name: string }>(
      `SELECT id, name FROM users WHERE email = $1 AND status = 'USER_SETUP_COMPLETED'`,
      [email],
    );
    if (!user) return;
    // A link mailed under a minute ago stays the one to use: a burst of requests does not fill the
    // inbox. Past that, a new link, at most so many an hour; the earlier ones keep working until used.
    const [recent] = await db.query(
      `SELECT 1 FROM one_time_tokens WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL AND created_at > $2`,
      [user.id, new Date(deps.clock().getTime() - RESET_MAIL_GAP_MS)],
    );
    if (recent) return deps.log({ level: 'info', msg: 'reset mail skipped: one was sent under a minute ago', userId: user.id });
    if (await deps.limiter.hit(`reset:mails:${email}`, L.resetMailsPerEmail, HOUR_MS)) {
      return deps.log({ level: 'warn', msg: 'reset mail skipped: hourly limit for this email', userId: user.id });
    }
    const link = await issueSetPasswordLink(deps, db, user.id, 'reset');
    await deps.mailer.send({
      to: email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your account. To choose a new one, open this link within an hour:\n\n${link.url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      secrets: [link.secret],
    });
  }

  const setPassword = route({
    method: 'POST',
    path: '/api/auth/set-password',
    access: 'public',
    limit: (ctx) => [`set-password:ip:${ctx.sender}`, L.setPasswordPerIp],
    body: fields(setPasswordServerSchema),
    async handler({ ctx, body }) {
      const tokenHash = hashToken(body.token);
      // An unknown, used or expired link is refused before any hashing, so a made-up token costs no CPU.
      // Only a reset or an invitation sets a password: an email change's link confirms an address, and
      // whoever holds that mailbox has not shown they own the account.
      const [live] = await db.query(
        `SELECT 1 FROM one_time_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND t.purpose IN ('reset', 'invite') AND t.used_at IS NULL AND t.expires_at > $2 AND u.status <> 'DISABLED'`,
        [tokenHash, deps.clock()],
      );
      if (!live) throw invalidLink();
      const passwordHash = await deps.hashing.run('first', () => hashPassword(body.password));
      const now = deps.clock();
      const changed = await db.transaction(async (tx) => {
        await holdLinkUser(tx, tokenHash);
        // Claiming the token and using it happen together: a second use finds used_at set.
        const [claimed] = await tx.query<{ user_id: string; purpose: string }>(
          `UPDATE one_time_tokens SET used_at = $2
            WHERE token_hash = $1 AND purpose IN ('reset', 'invite') AND used_at IS NULL AND expires_at > $2
            RETURNING user_id, purpose`,
          [tokenHash, now],
        );
        if (!claimed) return null;
        const [updated] = await tx.query<{ email: string; account_id: string }>(
          `UPDATE users SET password_hash = $2,
                  status = CASE WHEN status = 'INVITED' THEN 'USER_SETUP_COMPLETED' ELSE status END
            WHERE id = $1 AND status <> 'DISABLED' RETURNING email, account_id`,
          [claimed.user_id, passwordHash],
        );
        if (!updated) return null;
        // A new password signs out every session, voids any other link still in a mailbox and any
        // two-factor ticket the old password earned.
        await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [claimed.user_id]);
        await tx.query('DELETE FROM mfa_challenges WHERE user_id = $1', [claimed.user_id]);
        await voidLinks(tx, claimed.user_id, now);
        await audit(deps, ctx, { accountId: updated.account_id, actorId: claimed.user_id, kind: 'password-set', detail: claimed.purpose === 'invite' ? 'from an invitation' : 'from a reset link' }, tx);
        return { email: updated.email, userId: claimed.user_id };
      });
      if (!changed) throw invalidLink();
      // The password is set whatever happens here: a pause left in place ends with its hour.
      await resumeCodes(deps, changed.userId).catch((err: Error) => deps.log({ level: 'error', msg: 'ending a two-factor pause failed', userId: changed.userId, error: err.message }));
      // The link came to this mailbox, so naming it tells the holder nothing new; sign-in shows it filled in.
      return { body: { success: true, email: changed.email } };
    },
  });

  return [register, login, logout, me, requestPasswordReset, setPassword];
}
