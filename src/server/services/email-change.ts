import { EMAIL_CHANGE_TTL_MS } from '../../shared/settings.js';
import { addLink, claimEmailLink, emailLinkAddress, holdLinkUser, spendEmailLink, voidLink, voidLinks } from '../data/links.js';
import { endSessionsExcept } from '../data/sessions.js';
import { changeEmail, emailTaken, type Contact } from '../data/users.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { failed } from '../errors.js';
import { audit } from './audit.js';
import type { NotedRequester, Requester } from './requester.js';
import { hashToken, newToken } from './tokens.js';

// A new sign-in email changes nothing until the link mailed to it (one use, 24 hours) is opened and
// confirmed; the old address is told meanwhile. So a stolen session cannot take the account's
// sign-in address. Whether another account has the address is told to nobody but that address's
// owner: the change is answered and shown waiting alike, and its link goes nowhere.

/** How opening a confirmation link ended: the email changed, the link was no longer live, or another account took the address meanwhile. */
export type EmailConfirmation = { outcome: 'changed'; email: string } | { outcome: 'expired' } | { outcome: 'taken' };

/**
 * Mails the new address its confirmation link (only the newest change waits: an earlier link stops
 * working) and tells the old one; `keptSession` is the session that asked, the one left signed in once
 * the change is confirmed. An address another user has gets a notice instead of the link, and the change
 * waits as any other does until it expires. When the mail cannot be sent, the change is withdrawn and
 * 'failed'.
 */
export async function startEmailChange(deps: Deps, from: NotedRequester, userId: string, user: Contact, email: string, now: Date, keptSession: string): Promise<void> {
  const token = newToken();
  const taken = await emailTaken(deps.db, email);
  await deps.db.transaction(async (tx) => {
    await voidLinks(tx, userId, now, 'email');
    const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
    await addLink(tx, { tokenHash: hashToken(token), userId, purpose: 'email', newEmail: email, keptSession, expiresAt, createdAt: now });
  });
  const url = `${deps.config.appUrl}/account/confirm-email/${token}`;
  try {
    await deps.mailer.send(
      taken
        ? {
            to: email,
            subject: 'Someone tried to use your email address',
            text: `Hello,\n\nSomeone signed in to another Store Shield account asked to sign in with this address. It is already yours, so nothing changed and nothing needs doing.\n`,
          }
        : {
            to: email,
            subject: 'Confirm your new email address',
            text: `Hello ${user.name},\n\nTo sign in to Store Shield with this address from now on, open this link within 24 hours:\n\n${url}\n\nIf you did not ask for this, ignore this mail: nothing changes.\n`,
            secrets: [token],
          },
    );
  } catch (err) {
    // A change that waited for a link nobody received would only stop the next save from mailing one.
    await voidLink(deps.db, hashToken(token), now).catch(() => {});
    from.log.cause = (err as Error).message;
    throw failed('The confirmation link could not be mailed, so nothing was saved. Please try again later.');
  }
  // The old address is told, as far as it still takes mail (it may be an employer's that is gone):
  // the change itself waits for the link, which only the new mailbox holds.
  await deps.mailer
    .send({
      to: user.email,
      subject: 'Your Store Shield email is about to change',
      text: `Hello ${user.name},\n\nSomeone signed in to your account asked to change its email to ${email}. It changes only when the link mailed there is opened.\n\nIf it was not you, change your password now: ${deps.config.appUrl}/ap/forgot-password\n`,
    })
    .catch((err: Error) => deps.log({ level: 'error', msg: 'mailing the old address of an email change failed', userId, error: err.message }));
}

/** The address a confirmation link would change the email to, or undefined when the link is not live. */
export const emailChangeOfLink = (deps: Deps, token: string): Promise<string | undefined> => emailLinkAddress(deps.db, hashToken(token), deps.clock());

/** Confirms the change of a link: the user signs in with its address from now on. */
export async function confirmEmailChange(deps: Deps, from: Requester, token: string): Promise<EmailConfirmation> {
  const now = deps.clock();
  try {
    const tokenHash = hashToken(token);
    const changed = await deps.db.transaction(async (tx) => {
      await holdLinkUser(tx, tokenHash);
      const claimed = await claimEmailLink(tx, tokenHash, now);
      if (!claimed) return undefined;
      const accountId = await changeEmail(tx, claimed.userId, claimed.newEmail, now);
      if (!accountId) return undefined;
      await audit(deps, from, { accountId, actorId: claimed.userId, kind: 'email-changed', detail: claimed.newEmail }, tx);
      // The mailbox the user moved away from keeps its links: a reset link there must not set the password now.
      await voidLinks(tx, claimed.userId, now);
      // As a new password does, a new sign-in address signs out every other session: one opened by
      // whoever used the old address must not outlive the change. The session that asked stays.
      await endSessionsExcept(tx, claimed.userId, claimed.keptSession ?? '');
      return claimed.newEmail;
    });
    return changed ? { outcome: 'changed', email: changed } : { outcome: 'expired' };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The change can never happen now: its link is spent, so Settings no longer shows it waiting.
    await spendEmailLink(deps.db, hashToken(token), now);
    return { outcome: 'taken' };
  }
}
