import { randomUUID } from 'node:crypto';
import type { Me, OnboardingStep, Role } from '../../shared/api-types.js';
import { findPlan, yearMonthOf } from '../../shared/plans.js';
import {
  loginSchema,
  normaliseEmail,
  registerSchema,
  resetRequestSchema,
  setPasswordServerSchema,
} from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { badRequest, conflict, unauthorized } from '../http/errors.js';
import type { Ctx, Route } from '../http/router.js';
import { isUniqueViolation, limit, readValid } from '../http/validate.js';
import { dummyHash, hashPassword, verifyPassword } from '../services/passwords.js';
import { authenticate, issueAuthToken } from '../services/sessions.js';
import { issueSetPasswordLink } from '../services/links.js';
import { hashToken } from '../services/tokens.js';

export function authRoutes(deps: Deps): Route[] {
  const { db } = deps;

  const register = async (ctx: Ctx) => {
    await limit(deps, `register:ip:${ctx.ip}`, deps.limits.registerPerIp);
    const body = await readValid(ctx, registerSchema);
    const email = normaliseEmail(body.email);
    const passwordHash = await hashPassword(String(body.password));
    const accountId = randomUUID();
    const userId = randomUUID();
    const now = deps.clock();
    try {
      await db.transaction(async (tx) => {
        const company = typeof body.company === 'string' && body.company.trim() ? body.company.trim() : null;
        await tx.query('INSERT INTO accounts (id, company, created_at) VALUES ($1, $2, $3)', [accountId, company, now]);
        await tx.query(
          `INSERT INTO users (id, account_id, email, name, role, status, password_hash, created_at)
           VALUES ($1, $2, $3, $4, 'ADMIN', 'USER_SETUP_COMPLETED', $5, $6)`,
          [userId, accountId, email, String(body.name).trim(), passwordHash, now],
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('An account with this email already exists', { email: 'An account with this email already exists' });
      throw err;
    }
    return { status: 201, body: { token: await issueAuthToken(deps, userId) } };
  };

  const login = async (ctx: Ctx) => {
    await limit(deps, `login:ip:${ctx.ip}`, deps.limits.loginPerIp);
    const body = await readValid(ctx, loginSchema);
    const email = normaliseEmail(body.email);
    await limit(deps, `login:email:${email}`, deps.limits.loginPerEmail);
    const [user] = await db.query<{ id: string; password_hash: string | null }>(
      `SELECT id, password_hash FROM users WHERE email = $1 AND status = 'USER_SETUP_COMPLETED'`,
      [email],
    );
    const ok = await verifyPassword(String(body.password), user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) throw unauthorized('Invalid credentials');
    return { body: { token: await issueAuthToken(deps, user.id) } };
  };

  const logout = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
    await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [caller.tokenHash]);
    return { status: 204 };
  };

  const me = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
    const yearMonth = yearMonthOf(deps.clock());
    const [row] = await db.query<{ name: string; email: string; role: Role; onboarding_step: OnboardingStep; plan: string | null; used: number }>(
      `SELECT u.name, u.email, u.role, a.onboarding_step, a.plan,
              (SELECT COALESCE(sum(c.count), 0)::int FROM session_counts c JOIN stores s ON s.id = c.store_id
                WHERE s.account_id = a.id AND c.year_month = $2) AS used
         FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = $1`,
      [caller.userId, yearMonth],
    );
    if (!row) throw unauthorized();
    const plan = findPlan(row.plan);
    const answer: Me = {
      accountId: caller.accountId,
      userId: caller.userId,
      role: row.role,
      name: row.name,
      email: row.email,
      onboardingStep: row.onboarding_step,
      billing: plan ? { plan: plan.name, sessionCount: row.used, sessionLimit: plan.sessions, yearMonth } : null,
    };
    return { body: answer };
  };

  const requestPasswordReset = async (ctx: Ctx) => {
    await limit(deps, `reset:ip:${ctx.ip}`, deps.limits.resetPerIp);
    const body = await readValid(ctx, resetRequestSchema);
    const email = normaliseEmail(body.email);
    await limit(deps, `reset:email:${email}`, deps.limits.resetPerEmail);
    // The mail goes out after the answer, so neither the answer nor its timing tells whether the email exists.
    void sendResetMail(email).catch((err: Error) => deps.log({ level: 'error', msg: 'reset mail failed', error: err.message }));
    return { body: { success: true } };
  };

  async function sendResetMail(email: string): Promise<void> {
    const [user] = await db.query<{ id: string; name: string }>(
      `SELECT id, name FROM users WHERE email = $1 AND status = 'USER_SETUP_COMPLETED'`,
      [email],
    );
    if (!user) return;
    const link = await issueSetPasswordLink(deps, db, user.id, 'reset');
    await deps.mailer.send({
      to: email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your account. To choose a new one, open this link within an hour:\n\n${link.url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      secrets: [link.secret],
    });
  }

  const setPassword = async (ctx: Ctx) => {
    const body = await readValid(ctx, setPasswordServerSchema);
    const tokenHash = hashToken(String(body.token));
    const passwordHash = await hashPassword(String(body.password));
    const now = deps.clock();
    const done = await db.transaction(async (tx) => {
      // Claiming the token and using it happen together: a second use finds used_at set.
      const [claimed] = await tx.query<{ user_id: string; purpose: string }>(
        `UPDATE one_time_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id, purpose`,
        [tokenHash, now],
      );
      if (!claimed) return false;
      const updated = await tx.query(
        `UPDATE users SET password_hash = $2,
                status = CASE WHEN status = 'INVITED' THEN 'USER_SETUP_COMPLETED' ELSE status END
          WHERE id = $1 AND status <> 'DISABLED' RETURNING id`,
        [claimed.user_id, passwordHash],
      );
      if (!updated.length) return false;
      // A new password signs out every session and voids any other link still in a mailbox.
      await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [claimed.user_id]);
      await tx.query('UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [claimed.user_id, now]);
      return true;
    });
    if (!done) throw badRequest('This link is invalid or has expired. Please request a new one.', { token: 'This link is invalid or has expired' });
    return { body: { success: true } };
  };

  return [
    { method: 'POST', path: '/api/auth/register', handler: register },
    { method: 'POST', path: '/api/auth/login', handler: login },
    { method: 'POST', path: '/api/auth/logout', handler: logout },
    { method: 'GET', path: '/api/auth/me', handler: me },
    { method: 'POST', path: '/api/auth/request-password-reset', handler: requestPasswordReset },
    { method: 'POST', path: '/api/auth/set-password', handler: setPassword },
  ];
}
