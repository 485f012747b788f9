import type { Me } from '../../shared/api-types.js';
import { findPlan, yearMonthOf } from '../../shared/plans.js';
import { registerSchema, resetRequestSchema, setPasswordServerSchema, verifyEmailSchema } from '../../shared/password-validators.js';
import { fields, loginSchema } from '../../shared/validators.js';
import { profileOf } from '../data/users.js';
import type { Deps } from '../deps.js';
import { unauthenticated } from '../errors.js';
import { resendVerification, verificationMailFile, verifyEmail } from '../services/email-verification.js';
import { requestPasswordReset } from '../services/password-reset.js';
import { register as registerAccount } from '../services/register.js';
import { setPasswordFromLink } from '../services/set-password.js';
import { signIn } from '../services/sign-in.js';
import { signOut } from '../services/sign-out.js';
import { perAddress, route, type DeclaredRoute } from './route.js';

export function authRoutes(deps: Deps): DeclaredRoute[] {
  const L = deps.limits;

  const register = route(
    { method: 'POST', path: '/api/auth/register', access: 'public', limit: perAddress('register', L.registerPerIp), body: fields(registerSchema) },
    async ({ ctx, body }) => ({ status: 201, body: { token: await registerAccount(deps, ctx, body) } }),
  );

  const login = route(
    { method: 'POST', path: '/api/auth/login', access: 'public', limit: perAddress('login', L.loginPerIp), body: fields(loginSchema) },
    async ({ ctx, body }) => ({ body: await signIn(deps, ctx, body.email, body.password) }),
  );

  const logout = route({ method: 'POST', path: '/api/auth/logout', access: 'user', unverified: true }, async ({ ctx, caller }) => {
    await signOut(deps, ctx, caller);
    return { status: 204 };
  });

  const me = route({ method: 'GET', path: '/api/auth/me', access: 'user', unverified: true }, async ({ caller }) => {
    const yearMonth = yearMonthOf(deps.clock());
    const profile = await profileOf(deps.db, caller.userId, yearMonth, deps.clock());
    if (!profile) throw unauthenticated();
    const plan = findPlan(profile.plan);
    const answer: Me = {
      accountId: caller.accountId,
      userId: caller.userId,
      role: profile.role,
      name: profile.name,
      email: profile.email,
      onboardingStep: profile.onboardingStep,
      billingStatus: profile.billingStatus,
      timeZone: profile.timeZone,
      notifications: profile.notifications,
      pendingEmail: profile.pendingEmail,
      owner: profile.owner,
      emailVerified: profile.emailVerified,
      verificationMailFile: profile.emailVerified ? null : await verificationMailFile(deps, profile.email),
      billing: plan ? { plan: plan.name, sessionCount: profile.used, sessionLimit: plan.sessions, yearMonth, provider: deps.config.billingProvider } : null,
    };
    return { body: answer };
  });

  const requestReset = route(
    { method: 'POST', path: '/api/auth/request-password-reset', access: 'public', limit: perAddress('reset', L.resetPerIp), body: fields(resetRequestSchema) },
    async ({ ctx, body }) => {
      await requestPasswordReset(deps, ctx, body.email);
      return { body: { success: true } };
    },
  );

  const setPassword = route(
    { method: 'POST', path: '/api/auth/set-password', access: 'public', limit: perAddress('set-password', L.setPasswordPerIp), body: fields(setPasswordServerSchema) },
    async ({ ctx, body }) => {
      const email = await setPasswordFromLink(deps, ctx, body.token, body.password);
      // The link came to this mailbox, so naming it tells the holder nothing new; sign-in shows it filled in.
      return { body: { success: true, email } };
    },
  );

  const confirmEmail = route(
    { method: 'POST', path: '/api/auth/verify-email', access: 'public', limit: perAddress('verify-email', L.registerPerIp), body: fields(verifyEmailSchema) },
    async ({ body }) => ({ body: { success: true, email: await verifyEmail(deps, body.token) } }),
  );

  const resend = route({ method: 'POST', path: '/api/auth/resend-verification', access: 'user', unverified: true }, async ({ caller }) => {
    await resendVerification(deps, caller);
    return { body: { success: true } };
  });

  return [register, login, logout, me, requestReset, setPassword, confirmEmail, resend];
}
