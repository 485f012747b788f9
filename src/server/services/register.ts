import { randomUUID } from 'node:crypto';
import { EMAIL_TAKEN } from '../../shared/messages.js';
import type { registerSchema } from '../../shared/password-validators.js';
import { normaliseEmail, type Fields } from '../../shared/validators.js';
import { addAccount } from '../data/accounts.js';
import { addFirstAdmin, addressHolder, deleteInvitedUser, deleteUnverifiedAccount, setOwner } from '../data/users.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict } from '../errors.js';
import { audit } from './audit.js';
import { issueVerificationLink, mailVerificationLink } from './email-verification.js';
import { hashPassword } from './passwords.js';
import type { Requester } from './requester.js';
import { issueAuthToken } from './sessions.js';

const taken = () => conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });

/**
 * Makes room for a registration of `email`: a registration whose address nobody proved goes (with its
 * account, which nothing else holds), and so does an unused invitation, which the inviting account's
 * activity then tells. Refused when a user proved the address (or was disabled).
 */
async function freeAddress(deps: Deps, tx: Queryable, from: Requester, email: string): Promise<void> {
  const holder = await addressHolder(tx, email);
  if (!holder) return;
  if (holder.kind === 'proven') throw taken();
  if (holder.kind === 'unverified') {
    if (!(await deleteUnverifiedAccount(tx, holder.accountId, holder.userId))) throw taken();
    return;
  }
  if (!(await deleteInvitedUser(tx, holder.userId))) throw taken();
  await audit(deps, from, { accountId: holder.accountId, kind: 'user-deleted', detail: `${email} (they registered an account of their own, so the invitation is void)` }, tx);
}

/**
 * A new account with its first user, its ADMIN and owner, signed in at once: answers the session's
 * token. The address is theirs once they open the link mailed to it; until then the session can only
 * wait for that.
 */
export async function register(deps: Deps, from: Requester, input: Fields<typeof registerSchema>): Promise<string> {
  const email = normaliseEmail(input.email);
  // Refused before hashing: a proven address costs no CPU (the 409 says as much as it did after).
  if ((await addressHolder(deps.db, email))?.kind === 'proven') throw taken();
  const passwordHash = await deps.hashing.run('rest', () => hashPassword(input.password));
  const accountId = randomUUID();
  const userId = randomUUID();
  const name = input.name.trim();
  const now = deps.clock();
  let registered;
  try {
    registered = await deps.db.transaction(async (tx) => {
      await freeAddress(deps, tx, from, email);
      await addAccount(tx, { id: accountId, company: input.company.trim() || null, createdAt: now });
      await addFirstAdmin(tx, { id: userId, accountId, email, name, passwordHash, createdAt: now });
      await setOwner(tx, accountId, userId);
      const link = await issueVerificationLink(deps, tx, userId);
      return { link, token: await issueAuthToken(deps, userId, from, tx) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  // The account stands whether this mail goes or not: its screen offers to send it again.
  await mailVerificationLink(deps, { email, name }, registered.link).catch((err: Error) =>
    deps.log({ level: 'error', msg: 'mailing a registration its link failed', userId, error: err.message }),
  );
  return registered.token;
}
