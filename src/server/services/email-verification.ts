import { DAY_MS } from '../../shared/months.js';
import { addLink, claimVerifyLink, holdLinkUser, voidLinks } from '../data/links.js';
import { newestMailTo } from '../data/outbox.js';
import { contactOf, markEmailVerified, type Contact } from '../data/users.js';
import { isLoopbackUrl } from '../config.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, invalid } from '../errors.js';
import { limit } from './limits/limit.js';
import { HOUR_MS, MINUTE_MS } from './limits/rate-limits.js';
import type { MailedLink } from './links.js';
import { outboxFile } from './mail.js';
import type { Caller } from './sessions.js';
import { hashToken, newToken } from './tokens.js';

// A registration holds its address only once the link mailed to it is opened. Until then its session
// can only wait (routes/route.ts), another registration of the address replaces it, and the purge
// removes it a day after it was made (services/purge.ts), whatever links were sent again meanwhile.

/** How long a registration waits for its address to be proven, and a link's life. */
export const UNVERIFIED_KEPT_MS = DAY_MS;
const SUBJECT = 'Confirm your email address';
/** Mails cost the sender's reputation: one a minute per user, a few an hour. */
const RESENDS_PER_HOUR = 5;

/** A new link that proves the user's address (the earlier ones stop working); mail it once `db` commits. */
export async function issueVerificationLink(deps: Deps, db: Queryable, userId: string): Promise<MailedLink> {
  const token = newToken();
  const now = deps.clock();
  await voidLinks(db, userId, now, 'verify');
  await addLink(db, { tokenHash: hashToken(token), userId, purpose: 'verify', expiresAt: new Date(now.getTime() + UNVERIFIED_KEPT_MS), createdAt: now });
  return { url: `${deps.config.appUrl}/ap/verify-email?token=${encodeURIComponent(token)}`, secret: token };
}

export const mailVerificationLink = (deps: Deps, to: Contact, link: MailedLink): Promise<void> =>
  deps.mailer.send({
    to: to.email,
    subject: SUBJECT,
    text: `Hello ${to.name},\n\nTo finish creating your Store Shield account, confirm that this address is yours within 24 hours:\n\n${link.url}\n\nIf you did not create an account, ignore this mail: nothing is kept.\n`,
    secrets: [link.secret],
  });

/** Proves the address of the link's user; answers that address. */
export async function verifyEmail(deps: Deps, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const now = deps.clock();
  const verified = await deps.db.transaction(async (tx) => {
    await holdLinkUser(tx, tokenHash);
    const userId = await claimVerifyLink(tx, tokenHash, now);
    if (!userId) return undefined;
    return (await markEmailVerified(tx, userId, now))?.email;
  });
  if (!verified) throw invalid('This link is invalid or has expired. Sign in to have a new one mailed.', { token: 'This link is invalid or has expired' });
  return verified;
}

/** Mails a signed-in user whose address is not proven yet a new link. */
export async function resendVerification(deps: Deps, caller: Caller): Promise<void> {
  if (caller.emailVerified) throw conflict('Your email address is already confirmed.');
  await limit(deps, `verify-mail:${caller.userId}`, 1, MINUTE_MS);
  await limit(deps, `verify-mail-hour:${caller.userId}`, RESENDS_PER_HOUR, HOUR_MS);
  const user = await contactOf(deps.db, caller.userId);
  if (!user) return;
  const link = await deps.db.transaction((tx) => issueVerificationLink(deps, tx, caller.userId));
  await mailVerificationLink(deps, user, link);
}

/**
 * Where the newest link's mail was saved, when mail is not sent but saved (no SMTP_URL) on this machine
 * (a loopback APP_URL: a one-command trial, whose only user reads DATA_DIR/outbox); null otherwise.
 */
export async function verificationMailFile(deps: Deps, email: string): Promise<string | null> {
  if (deps.config.smtpUrl || !isLoopbackUrl(deps.config.appUrl)) return null;
  const mail = await newestMailTo(deps.db, email, SUBJECT);
  return mail ? outboxFile(deps.config.dataDir, mail.createdAt, mail.id) : null;
}
