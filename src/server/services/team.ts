import { isUuid } from '../../shared/ids.js';
import { lockedStep } from '../data/accounts.js';
import { turnOffTwoFactor } from '../data/two-factor.js';
import { PASSWORD_FOR_ADMIN_RESET, PASSWORD_FOR_HANDOVER } from '../../shared/team-validators.js';
import { contactOf, deleteMember, holdMember, isAdmin, memberOf, ownerOf, setOwner } from '../data/users.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, forbidden, invalid, notFound, SESSION_EXPIRED, unauthenticated } from '../errors.js';
import { audit } from './audit.js';
import { confirmPassword } from './confirm-password.js';
import type { Requester } from './requester.js';
import type { Caller } from './sessions.js';
import { mailTwoFactorChange } from './two-factor/change-mail.js';

// An ADMIN's work on the other members of their account. Invitations are services/invitations.ts.
// The account has one owner, its creator until they hand it over: nobody else can delete the owner or
// reset the owner's two-factor sign-in (the owner changes their own in Settings).

export const OWNER_KEPT = "Only the account's owner can do this to the owner";

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

/** 403 when the user is the account's owner (read while the account's row is held). */
async function notTheOwner(tx: Queryable, caller: Caller, userId: string): Promise<void> {
  if ((await ownerOf(tx, caller.accountId)) === userId) throw forbidden(OWNER_KEPT);
}

export async function removeMember(deps: Deps, from: Requester, caller: Caller, userId: string): Promise<void> {
  const user = await otherMember(deps, caller, userId, 'delete');
  await deps.db.transaction(async (tx) => {
    await holdAsAdmin(tx, caller);
    await notTheOwner(tx, caller, user.id);
    // Their tokens and links go with them (ON DELETE CASCADE): any open session stops at once.
    if (!(await deleteMember(tx, caller.accountId, user.id))) throw notFound('User not found');
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-deleted', detail: user.email }, tx);
  });
}

/**
 * Turns off a member's two-factor sign-in, for one who lost both their phone and their recovery
 * codes: they sign in with their password alone until they turn it on again. They are mailed. Another
 * admin's takes the acting admin's password; the owner's, nobody's but the owner's.
 */
export async function resetMemberTwoFactor(deps: Deps, from: Requester, caller: Caller, userId: string, password: string): Promise<void> {
  const user = await otherMember(deps, caller, userId, 'reset two-factor sign-in for');
  if (user.owner) throw forbidden(OWNER_KEPT);
  if (user.role === 'ADMIN') await confirmPassword(deps, from.sender, caller.userId, password, PASSWORD_FOR_ADMIN_RESET);
  const wasOn = await deps.db.transaction(async (tx) => {
    await holdAsAdmin(tx, caller);
    await notTheOwner(tx, caller, user.id);
    if (!(await holdMember(tx, caller.accountId, user.id))) throw notFound('User not found');
    if (!(await turnOffTwoFactor(tx, user.id, deps.clock()))) return false;
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-reset', detail: user.email }, tx);
    return true;
  });
  if (!wasOn) throw conflict('Two-factor sign-in is already off for this user');
  await deps.limiter.clear(`2fa:code:${user.id}`);
  void mailTwoFactorChange(deps, user.id, { resetBy: await adminName(deps, caller) });
}

/**
 * The owner hands the account over to another ADMIN who has set up their sign-in, with their password.
 * Both are mailed; the former owner stays an ADMIN.
 */
export async function handOver(deps: Deps, from: Requester, caller: Caller, userId: string, password: string): Promise<void> {
  const user = await otherMember(deps, caller, userId, 'hand the account over to');
  if (user.role !== 'ADMIN' || user.status !== 'USER_SETUP_COMPLETED') throw invalid('Choose an admin who has set up their sign-in', { userId: 'Choose an admin who has set up their sign-in' });
  await confirmPassword(deps, from.sender, caller.userId, password, PASSWORD_FOR_HANDOVER);
  await deps.db.transaction(async (tx) => {
    await holdAsAdmin(tx, caller);
    if ((await ownerOf(tx, caller.accountId)) !== caller.userId) throw forbidden("Only the account's owner can hand it over");
    if (!(await holdMember(tx, caller.accountId, user.id))) throw notFound('User not found');
    await setOwner(tx, caller.accountId, user.id);
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'owner-changed', detail: user.email }, tx);
  });
  const formerOwner = await contactOf(deps.db, caller.userId);
  const mails = [
    { to: user.email, subject: 'You now own your Store Shield account', text: `Hello ${user.name},\n\n${formerOwner?.name ?? 'The owner'} handed the Store Shield account over to you: you are its owner now. Nobody else can remove you or reset your two-factor sign-in.\n` },
    ...(formerOwner ? [{ to: formerOwner.email, subject: 'You handed your Store Shield account over', text: `Hello ${formerOwner.name},\n\nYou handed the Store Shield account over to ${user.name} (${user.email}). You stay an admin.\n\nIf it was not you, change your password now: ${deps.config.appUrl}/ap/forgot-password\n` }] : []),
  ];
  for (const mail of mails) {
    void deps.mailer.send(mail).catch((err: Error) => deps.log({ level: 'error', msg: 'mailing a handover failed', error: err.message }));
  }
}
