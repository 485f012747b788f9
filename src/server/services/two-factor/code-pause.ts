import { contactOf } from '../../data/users.js';
import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';
import { HOUR_MS } from '../limits/rate-limits.js';
import { CODES_PAUSED } from '../../../shared/two-factor.js';

const codesKey = (userId: string) => `2fa:codes:${userId}`;
const mailedKey = (userId: string) => `2fa:paused-mail:${userId}`;

/**
 * Counts a code tried on the user's two-factor step; 429 once the user's codes of the hour are used
 * up, whoever sends them. Only a holder of the password gets a ticket to try codes on, but from many
 * addresses at once they could try a great many: the per-address limits would not stop them, and the
 * account's slowdown does not stop guesses sent in parallel. The owner is mailed once an hour, and a
 * new password ends the pause (resumeCodes). The right code counts too: it is refused while paused.
 */
export async function countCode(deps: Deps, userId: string): Promise<void> {
  const wait = await deps.limiter.hit(codesKey(userId), deps.limits.codesPerUserPerHour, HOUR_MS);
  if (!wait) return;
  void mailPaused(deps, userId);
  throw tooManyRequests(wait, CODES_PAUSED);
}

/** The pause ends with a new password: whoever tried the codes no longer holds the one that signs in. */
export async function resumeCodes(deps: Deps, userId: string): Promise<void> {
  await Promise.all([deps.limiter.clear(codesKey(userId)), deps.limiter.clear(mailedKey(userId))]);
}

/** Not awaited: the 429 goes at once; a mail that fails is logged. */
async function mailPaused(deps: Deps, userId: string): Promise<void> {
  try {
    if (await deps.limiter.hit(mailedKey(userId), 1, HOUR_MS)) return;
    const user = await contactOf(deps.db, userId);
    if (!user) return;
    await deps.mailer.send({
      to: user.email,
      subject: 'Signing in to your Store Shield account is paused',
      text:
        `Hello ${user.name},\n\n${deps.limits.codesPerUserPerHour} two-factor codes were tried on your account within an hour, and only someone who knows ` +
        `your password gets to that step, so signing in to your account is paused for up to an hour.\n\nReset your password now at ${deps.config.appUrl}/ap/forgot-password: ` +
        `that ends the pause, and the old password stops working.\n`,
    });
  } catch (err) {
    deps.log({ level: 'error', msg: 'mailing a two-factor pause failed', userId, error: (err as Error).message });
  }
}
