import { settingsBody } from '../../shared/request-bodies.js';
import type { Deps } from '../deps.js';
import { escapeHtml, htmlPage } from '../http/html-page.js';
import type { Answer } from '../http/router.js';
import { confirmEmailChange, emailChangeOfLink } from '../services/email-change.js';
import { saveSettings } from '../services/settings.js';
import { route, type DeclaredRoute } from './route.js';

const page = (status: number, title: string, body: string) => htmlPage(status, 'Store Shield', title, body);
const EXPIRED = () =>
  page(404, 'Link expired', '<p>This confirmation link has expired or was already used. Change your email again from Settings.</p><a href="/settings">Back to Store Shield</a>');

/**
 * A user's own settings (services/settings.ts), and the page of the link that confirms a new email
 * address (services/email-change.ts).
 */
export function settingsRoutes(deps: Deps): DeclaredRoute[] {
  const save = route({ method: 'PUT', path: '/api/settings', access: 'user', body: settingsBody }, async ({ ctx, caller, body }) => ({
    body: { success: true, message: await saveSettings(deps, ctx, caller, body) },
  }));

  // Opening the link only asks: a mail scanner that follows links changes nothing.
  const confirmPage = route(
    { method: 'GET', path: '/account/confirm-email/:token', access: 'public', secretParams: ['token'] },
    async ({ params: { token } }): Promise<Answer> => {
      const newEmail = await emailChangeOfLink(deps, token);
      if (newEmail === undefined) return EXPIRED();
      return page(
        200,
        'Confirm your new email',
        `<p>Sign in to Store Shield with <strong>${escapeHtml(newEmail)}</strong> from now on?</p><form method="post"><button type="submit">Confirm new email</button></form>`,
      );
    },
  );

  const confirm = route(
    { method: 'POST', path: '/account/confirm-email/:token', access: 'public', secretParams: ['token'] },
    async ({ ctx, params: { token } }): Promise<Answer> => {
      const confirmed = await confirmEmailChange(deps, ctx, token);
      if (confirmed.outcome === 'expired') return EXPIRED();
      if (confirmed.outcome === 'taken') {
        return page(409, 'Email taken', '<p>Another account took this email meanwhile. Choose another one in Settings.</p><a href="/settings">Back to Store Shield</a>');
      }
      return page(200, 'Email changed', `<p>You now sign in with <strong>${escapeHtml(confirmed.email)}</strong>.</p><a href="/settings">Back to Store Shield</a>`);
    },
  );

  return [save, confirmPage, confirm];
}
