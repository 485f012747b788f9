import type { settingsBody } from '../../shared/request-bodies.js';
import { PASSWORD_FOR_EMAIL } from '../../shared/settings.js';
import { normaliseEmail, type BodyOf } from '../../shared/validators.js';
import { voidLinks } from '../data/links.js';
import { contactWithPendingEmail, saveUserSettings } from '../data/users.js';
import type { Deps } from '../deps.js';
import { confirmPassword } from './confirm-password.js';
import { startEmailChange } from './email-change.js';
import { limit } from './limits/limit.js';
import { HOUR_MS } from './limits/rate-limits.js';
import type { NotedRequester } from './requester.js';
import type { Caller } from './sessions.js';

/**
 * Saves a user's own settings: time zone and notifications at once; a new email address takes the
 * user's password and waits for its confirmation link (services/email-change.ts). Answers what to
 * tell the user, the same whether another account has the new address or not.
 */
export async function saveSettings(deps: Deps, from: NotedRequester, caller: Pick<Caller, 'userId' | 'tokenHash'>, input: BodyOf<typeof settingsBody>): Promise<string> {
  const { userId } = caller;
  const email = normaliseEmail(input.email);
  const now = deps.clock();
  const user = (await contactWithPendingEmail(deps.db, userId, now))!;
  // The address already waiting for its link is no new change: saving the form again mails nothing.
  const newChange = email !== user.email && email !== user.pendingEmail;
  if (newChange) {
    // Counted first, per user and per address, so that neither the password nor which addresses have
    // accounts can be guessed faster than changes may be asked for.
    await limit(deps, `email-change:${userId}`, deps.limits.emailChangesPerUser, HOUR_MS);
    await limit(deps, `email-change:ip:${from.sender}`, deps.limits.emailChangesPerIp, HOUR_MS);
    await confirmPassword(deps, from.sender, userId, input.password, PASSWORD_FOR_EMAIL);
  }
  const saveTheRest = () => saveUserSettings(deps.db, userId, input);
  if (!newChange) {
    await saveTheRest();
    // The current address again withdraws a change still waiting: its link stops working.
    if (email === user.email) await voidLinks(deps.db, userId, now, 'email');
    return 'Settings saved';
  }
  await startEmailChange(deps, from, userId, user, email, now, caller.tokenHash);
  await saveTheRest();
  return `Settings saved. We sent a confirmation link to ${email}: your email changes when you open it.`;
}
