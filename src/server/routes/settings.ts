import { EMAIL_TAKEN } from '../../shared/messages.js';
import { settingsBodySchema } from '../../shared/request-bodies.js';
import { EMAIL_CHANGE_TTL_MS, PASSWORD_FOR_EMAIL } from '../../shared/settings.js';
import { fields, normaliseEmail } from '../../shared/validators.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { conflict, failed } from '../errors.js';
import { escapeHtml, htmlPage } from '../http/html-page.js';
import type { Answer } from '../http/router.js';
import { audit } from '../services/audit.js';
import { confirmPassword } from '../services/confirm-password.js';
import { limit } from '../services/limits/limit.js';
import { HOUR_MS } from '../services/limits/rate-limits.js';
import { addLink, claimEmailLink, emailLinkAddress, holdLinkUser, pendingEmailSql, spendEmailLink, voidLink, voidLinks } from '../data/links.js';
import { hashToken, newToken } from '../services/tokens.js';
import { route, type DeclaredRoute } from './route.js';

const page = (status: number, title: string, body: string) => htmlPage(status, 'Store Shield', title, body);
const EXPIRED = () =>
  page(404, 'Link expired', '<p>This confirmation link has expired or was already used. Change your email again from Settings.</p><a href="/settings">Back to Store Shield</a>');

/**
 * A user's own settings. Time zone and notifications apply at once; a new email address takes the
 * user's password, and is only mailed a confirmation link (one use, 24 hours) while the old address is
 * told: nothing changes until the link is opened, so a stolen session cannot take the account's
 * sign-in address.
 */
export function settingsRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  const save = route({
    method: 'PUT',
    path: '/api/settings',
    access: 'user',
    body: fields(settingsBodySchema),
    async handler({ ctx, caller, body }) {
      const email = normaliseEmail(body.email);
      const now = deps.clock();
      const [user] = await db.query<{ email: string; name: string; pending_email: string | null }>(
        `SELECT u.email, u.name, ${pendingEmailSql('u', '$2')} AS pending_email FROM users u WHERE u.id = $1`,
        [caller.userId, now],
      );
      // The address already waiting for its link is no new change: saving the form again mails nothing.
      const newChange = email !== user!.email && email !== user!.pending_email;
      if (email !== user!.email) {
        const [taken] = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
        if (taken) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      if (newChange) {
        // Counted first, so the password cannot be guessed faster than changes may be asked for.
        await limit(deps, `email-change:${caller.userId}`, deps.limits.emailChangesPerUser, HOUR_MS);
        await confirmPassword(deps, ctx.sender, caller.userId, body.password, PASSWORD_FOR_EMAIL);
      }
      const saveTheRest = () => db.query('UPDATE users SET time_zone = $2, notifications = $3 WHERE id = $1', [caller.userId, body.timeZone, body.notifications]);
      if (!newChange) {
        await saveTheRest();
        // The current address again withdraws a change still waiting: its link stops working.
        if (email === user!.email) await voidLinks(db, caller.userId, now, 'email');
        return { body: { success: true, message: 'Settings saved' } };
      }

      const token = newToken();
      await db.transaction(async (tx) => {
        // Only the newest change waits: an earlier link stops working.
        await voidLinks(tx, caller.userId, now, 'email');
        await addLink(tx, { tokenHash: hashToken(token), userId: caller.userId, purpose: 'email', newEmail: email, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS), createdAt: now });
      });
      const url = `${deps.config.appUrl}/account/confirm-email/${token}`;
      try {
        await deps.mailer.send({
          to: email,
          subject: 'Confirm your new email address',
          text: `Hello ${user!.name},\n\nTo sign in to Store Shield with this address from now on, open this link within 24 hours:\n\n${url}\n\nIf you did not ask for this, ignore this mail: nothing changes.\n`,
          secrets: [token],
        });
      } catch (err) {
        // A change that waited for a link nobody received would only stop the next save from mailing one.
        await voidLink(db, hashToken(token), now).catch(() => {});
        ctx.log.cause = (err as Error).message;
        throw failed('The confirmation link could not be mailed, so nothing was saved. Please try again later.');
      }
      // The old address is told, as far as it still takes mail (it may be an employer's that is gone):
      // the change itself waits for the link, which only the new mailbox holds.
      await deps.mailer
        .send({
          to: user!.email,
          subject: 'Your Store Shield email is about to change',
          text: `Hello ${user!.name},\n\nSomeone signed in to your account asked to change its email to ${email}. It changes only when the link mailed there is opened.\n\nIf it was not you, change your password now: ${deps.config.appUrl}/ap/forgot-password\n`,
        })
        .catch((err: Error) => deps.log({ level: 'error', msg: 'mailing the old address of an email change failed', userId: caller.userId, error: err.message }));
      await saveTheRest();
      return { body: { success: true, message: `Settings saved. We sent a confirmation link to ${email}: your email changes when you open it.` } };
    },
  });

  // Opening the link only asks: a mail scanner that follows links changes nothing.
  const confirmPage = route({
    method: 'GET',
    path: '/account/confirm-email/:token',
    access: 'public',
    secretParams: ['token'],
    async handler({ params: { token } }): Promise<Answer> {
      const newEmail = await emailLinkAddress(db, hashToken(token), deps.clock());
      if (newEmail === undefined) return EXPIRED();
      return page(
        200,
        'Confirm your new email',
        `<p>Sign in to Store Shield with <strong>${escapeHtml(newEmail)}</strong> from now on?</p><form method="post"><button type="submit">Confirm new email</button></form>`,
      );
    },
  });

  const confirm = route({
    method: 'POST',
    path: '/account/confirm-email/:token',
    access: 'public',
    secretParams: ['token'],
    async handler({ ctx, params: { token } }): Promise<Answer> {
      const now = deps.clock();
      try {
        const tokenHash = hashToken(token);
        const changed = await db.transaction(async (tx) => {
          await holdLinkUser(tx, tokenHash);
          const claimed = await claimEmailLink(tx, tokenHash, now);
          if (!claimed) return undefined;
          const [user] = await tx.query<{ account_id: string }>('UPDATE users SET email = $2 WHERE id = $1 RETURNING account_id', [claimed.userId, claimed.newEmail]);
          if (!user) return undefined;
          await audit(deps, ctx, { accountId: user.account_id, actorId: claimed.userId, kind: 'email-changed', detail: claimed.newEmail }, tx);
          // The mailbox the user moved away from keeps its links: a reset link there must not set the password now.
          await voidLinks(tx, claimed.userId, now);
          return claimed.newEmail;
        });
        if (!changed) return EXPIRED();
        return page(200, 'Email changed', `<p>You now sign in with <strong>${escapeHtml(changed)}</strong>.</p><a href="/settings">Back to Store Shield</a>`);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The change can never happen now: its link is spent, so Settings no longer shows it waiting.
        await spendEmailLink(db, hashToken(token), now);
        return page(409, 'Email taken', '<p>Another account took this email meanwhile. Choose another one in Settings.</p><a href="/settings">Back to Store Shield</a>');
      }
    },
  });

  return [save, confirmPage, confirm];
}
