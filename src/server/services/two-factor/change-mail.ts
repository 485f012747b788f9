import { contactOf } from '../../data/users.js';
import type { Deps } from '../../deps.js';

/** How the user's two-factor sign-in changed: by themselves, or turned off by an admin of their account. */
export type TwoFactorChange = 'on' | 'off' | { resetBy: string };

/**
 * Mails the user that their two-factor sign-in changed: whoever did it, the owner hears of it. Not
 * awaited, and a mail that fails is logged: the change is made, and its answer (the recovery codes)
 * must arrive, however slow the mail server.
 */
export async function mailTwoFactorChange(deps: Deps, userId: string, change: TwoFactorChange): Promise<void> {
  try {
    const user = await contactOf(deps.db, userId);
    if (!user) return;
    const subject = `Two-factor sign-in is ${change === 'on' ? 'on' : 'off'}`;
    await deps.mailer.send({ to: user.email, subject, text: `Hello ${user.name},\n\n${changeText(deps, change)}\n` });
  } catch (err) {
    deps.log({ level: 'error', msg: 'mailing a two-factor change failed', userId, error: (err as Error).message });
  }
}

function changeText(deps: Deps, change: TwoFactorChange): string {
  const reset = `${deps.config.appUrl}/ap/forgot-password`;
  // Turning it on took the password, so whoever did it has that; turning it off took a session and a code.
  if (change === 'on') {
    return `Two-factor sign-in was turned on for your Store Shield account: signing in now takes a code from an authenticator app as well as your password.\n\nIf it was not you, someone else has your password: reset it now at ${reset} and tell your account's admin.`;
  }
  if (change === 'off') {
    return `Two-factor sign-in was turned off for your Store Shield account: signing in now takes only your password.\n\nIf it was not you, reset your password now at ${reset}, then turn two-factor sign-in on again in Settings.`;
  }
  return `${change.resetBy}, an admin of your Store Shield account, turned off your two-factor sign-in: signing in now takes only your password, and your recovery codes no longer work. Turn it on again in Settings → Security.\n\nIf you did not ask for this, reset your password now at ${reset} and speak to your account's admins.`;
}
