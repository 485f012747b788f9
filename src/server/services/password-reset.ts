import { normaliseEmail } from '../../shared/validators.js';
import { resetLinkSince } from '../data/links.js';
import { signedUpUserByEmail } from '../data/users.js';
import type { Deps } from '../deps.js';
import { limit } from './limits/limit.js';
import { HOUR_MS } from './limits/rate-limits.js';
import { issueSetPasswordLink } from './links.js';
import type { Requester } from './requester.js';

const RESET_MAIL_GAP_MS = 60_000;

/** Asks for a reset link by email; the answer is the same whether the email is a user's or not. */
export async function requestPasswordReset(deps: Deps, from: Requester, emailInput: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  // Per email and address: a flood from elsewhere never gets the owner's own request refused.
  await limit(deps, `reset:email-ip:${email}:${from.sender}`, deps.limits.resetPerEmailIp);
  // The mail goes out after the answer, so neither the answer nor its timing tells whether the email exists.
  void sendResetMail(deps, email).catch((err: Error) => deps.log({ level: 'error', msg: 'reset mail failed', error: err.message }));
}

async function sendResetMail(deps: Deps, email: string): Promise<void> {
  const user = await signedUpUserByEmail(deps.db, email);
  if (!user) return;
  // A link mailed under a minute ago stays the one to use: a burst of requests does not fill the
  // inbox. Past that, a new link, at most so many an hour; the earlier ones keep working until used.
  if (await resetLinkSince(deps.db, user.id, new Date(deps.clock().getTime() - RESET_MAIL_GAP_MS))) {
    return deps.log({ level: 'info', msg: 'reset mail skipped: one was sent under a minute ago', userId: user.id });
  }
  if (await deps.limiter.hit(`reset:mails:${email}`, deps.limits.resetMailsPerEmail, HOUR_MS)) {
    return deps.log({ level: 'warn', msg: 'reset mail skipped: hourly limit for this email', userId: user.id });
  }
  const link = await issueSetPasswordLink(deps, deps.db, user.id, 'reset');
  await deps.mailer.send({
    to: email,
    subject: 'Reset your password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your account. To choose a new one, open this link within an hour:\n\n${link.url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    secrets: [link.secret],
  });
}
