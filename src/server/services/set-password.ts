import { claimPasswordLink, holdLinkUser, passwordLinkLive, voidLinks } from '../data/links.js';
import { endSessionsOf } from '../data/sessions.js';
import { deleteMfaChallenges } from '../data/two-factor.js';
import { setPasswordHash } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { audit } from './audit.js';
import { hashPassword } from './passwords.js';
import type { Requester } from './requester.js';
import { hashToken } from './tokens.js';
import { resumeCodes } from './two-factor/code-pause.js';

const invalidLink = () => invalid('This link is invalid or has expired. Please request a new one.', { token: 'This link is invalid or has expired' });

/** Sets a password from a mailed reset or invitation link; answers the user's email. */
export async function setPasswordFromLink(deps: Deps, from: Requester, token: string, password: string): Promise<string> {
  const tokenHash = hashToken(token);
  // An unknown, used or expired link is refused before any hashing, so a made-up token costs no CPU.
  // Only a reset or an invitation sets a password: an email change's link confirms an address, and
  // whoever holds that mailbox has not shown they own the account.
  if (!(await passwordLinkLive(deps.db, tokenHash, deps.clock()))) throw invalidLink();
  const passwordHash = await deps.hashing.run('first', () => hashPassword(password));
  const now = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    await holdLinkUser(tx, tokenHash);
    // Claiming the token and using it happen together: a second use finds used_at set.
    const claimed = await claimPasswordLink(tx, tokenHash, now);
    if (!claimed) return null;
    const updated = await setPasswordHash(tx, claimed.userId, passwordHash, now);
    if (!updated) return null;
    // A new password signs out every session, voids any other link still in a mailbox and any
    // two-factor ticket the old password earned.
    await endSessionsOf(tx, claimed.userId);
    await deleteMfaChallenges(tx, claimed.userId);
    await voidLinks(tx, claimed.userId, now);
    const detail = claimed.purpose === 'invite' ? 'from an invitation' : 'from a reset link';
    await audit(deps, from, { accountId: updated.accountId, actorId: claimed.userId, kind: 'password-set', detail }, tx);
    return { email: updated.email, userId: claimed.userId };
  });
  if (!changed) throw invalidLink();
  // The password is set whatever happens here: a pause left in place ends with its hour.
  await resumeCodes(deps, changed.userId).catch((err: Error) =>
    deps.log({ level: 'error', msg: 'ending a two-factor pause failed', userId: changed.userId, error: err.message }),
  );
  return changed.email;
}
