import { isUuid } from '../../shared/ids.js';
import { lockedStep } from '../data/accounts.js';
import { turnOffTwoFactor } from '../data/two-factor.js';
import { contactOf, deleteMember, holdMember, isAdmin, memberOf } from '../data/users.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound, SESSION_EXPIRED, unauthenticated } from '../errors.js';
import { audit } from './audit.js';
import type { Requester } from './requester.js';
import type { Caller } from './sessions.js';
import { mailTwoFactorChange } from './two-factor/change-mail.js';

// An ADMIN's work on the other members of their account. Invitations are services/invitations.ts.

/** The name an admin signs their mails to members with. */
export const adminName = async (deps: Deps, caller: Caller): Promise<string> => (await contactOf(deps.db, caller.userId))?.name ?? 'Your team';

/** A member of the caller's account other than the caller: 404 for anyone else's. */
export async function otherMember(deps: Deps, caller: Caller, userId: string | undefined, action: string) {
  if (!isUuid(userId)) throw notFound('User not found');
  if (userId === caller.userId) throw invalid(`You cannot ${action} yourself`);
  const row = await memberOf(deps.db, caller.accountId, userId);
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * In a transaction changing another member: the account's row is locked, so two admins acting on
 * each other at once go one after the other, and the second, deleted meanwhile, gets 401.
 */
async function holdAsAdmin(tx: Queryable, caller: Caller): Promise<void> {
  await lockedStep(tx, caller.accountId);
  if (!(await isAdmin(tx, caller.userId))) throw unauthenticated(SESSION_EXPIRED);
}

export async function removeMember(deps: Deps, from: Requester, caller: Caller, userId: string): Promise<void> {
  const user = await otherMember(deps, caller, userId, 'delete');
  await deps.db.transaction(async (tx) => {
    await holdAsAdmin(tx, caller);
    // Their tokens and links go with them (ON DELETE CASCADE): any open session stops at once.
    if (!(await deleteMember(tx, caller.accountId, user.id))) throw notFound('User not found');
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-deleted', detail: user.email }, tx);
  });
}

/**
 * Turns off a member's two-factor sign-in, for one who lost both their phone and their recovery
 * codes: they sign in with their password alone until they turn it on again. They are mailed.
 */
export async function resetMemberTwoFactor(deps: Deps, from: Requester, caller: Caller, userId: string): Promise<void> {
  const user = await otherMember(deps, caller, userId, 'reset two-factor sign-in for');
  const wasOn = await deps.db.transaction(async (tx) => {
    await holdAsAdmin(tx, caller);
    if (!(await holdMember(tx, caller.accountId, user.id))) throw notFound('User not found');
    if (!(await turnOffTwoFactor(tx, user.id, deps.clock()))) return false;
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-reset', detail: user.email }, tx);
    return true;
  });
  if (!wasOn) throw conflict('Two-factor sign-in is already off for this user');
  await deps.limiter.clear(`2fa:code:${user.id}`);
  void mailTwoFactorChange(deps, user.id, { resetBy: await adminName(deps, caller) });
}
