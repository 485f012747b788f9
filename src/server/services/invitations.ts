import { randomUUID } from 'node:crypto';
import type { inviteSchema } from '../../shared/team-validators.js';
import { normaliseEmail, type Fields } from '../../shared/validators.js';
import { accountPlan } from '../data/accounts.js';
import { writeAuditEvent } from '../data/audit.js';
import { addInvitedUser, deleteInvitedUser, EXPIRED_BATCH, expiredInvitations, withdrawInvitation } from '../data/users.js';
import type { Db } from '../db/types.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { conflict, failed, forbidden } from '../errors.js';
import { audit } from './audit.js';
import { limit } from './limits/limit.js';
import { HOUR_MS } from './limits/rate-limits.js';
import { issueSetPasswordLink, LINK_TTL_MS } from './links.js';
import type { NotedRequester, Requester } from './requester.js';
import type { Caller } from './sessions.js';
import { adminName, otherMember } from './team.js';
import { hashToken } from './tokens.js';

const EMAIL_TAKEN = 'A user with this email already exists';
const REINVITE_GAP_MS = 60_000;
/** Inviting sends mail in the account's name to any address: only a paying account does. */
export const INVITES_NEED_PLAN = 'Inviting team members needs a paid plan. Choose a plan first.';

/** Refused unless the account has a plan. */
async function mustHavePlan(deps: Deps, accountId: string): Promise<void> {
  if (!(await accountPlan(deps.db, accountId))) throw forbidden(INVITES_NEED_PLAN);
}

/**
 * Deletes the invitations made before `now` minus their link's life whose links all expired unused
 * (a re-sent one lives on), each with an event in its account's activity.
 */
export async function expireInvitations(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LINK_TTL_MS.invite);
  for (;;) {
    const expired = await expiredInvitations(db, before, now);
    for (const invited of expired) {
      await db.transaction(async (tx) => {
        if (await deleteInvitedUser(tx, invited.userId))
          await writeAuditEvent(tx, { accountId: invited.accountId, kind: 'user-deleted', detail: `${invited.email} (the invitation expired)`, at: now });
      });
    }
    if (expired.length < EXPIRED_BATCH) return;
  }
}

/** Issues a new invitation link (the earlier ones stop working) and mails it; answers the link's hash, whether the mail went or not. */
async function sendInvite(deps: Deps, userId: string, email: string, name: string, inviter: string): Promise<{ linkHash: string; mailed: Promise<void> }> {
  const link = await issueSetPasswordLink(deps, deps.db, userId, 'invite');
  const mailed = deps.mailer.send({
    to: email,
    subject: `${inviter} invited you to Store Shield`,
    text: `Hello ${name},\n\n${inviter} invited you to manage their protected stores on Store Shield. Choose your password within 7 days to join:\n\n${link.url}\n`,
    secrets: [link.secret],
  });
  return { linkHash: hashToken(link.secret), mailed };
}

/** Invites a new member to the caller's account with a role, and mails them their link. */
export async function invite(deps: Deps, from: NotedRequester, caller: Caller, input: Fields<typeof inviteSchema>): Promise<void> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  await mustHavePlan(deps, caller.accountId);
  await limit(deps, `invites:${caller.accountId}`, deps.limits.invitesPerAccount, HOUR_MS);
  const userId = randomUUID();
  try {
    await deps.db.transaction(async (tx) => {
      await addInvitedUser(tx, { id: userId, accountId: caller.accountId, email, name, role: input.role, createdAt: deps.clock() });
      // A role is given only here (nothing changes it later), so the invitation is the role's event.
      await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-invited', detail: `${email} as ${input.role}` }, tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw err;
  }
  const { linkHash, mailed } = await sendInvite(deps, userId, email, name, await adminName(deps, caller));
  try {
    await mailed;
  } catch (err) {
    // Nobody received it, so nobody was invited: the row goes (its link with it), and inviting again
    // works. Not once a re-sent invitation has replaced this one's link: that one may have arrived.
    const withdrawn = await deps.db
      .transaction(async (tx) => {
        const gone = await withdrawInvitation(tx, userId, linkHash);
        if (gone) await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-deleted', detail: `${email} (the invitation could not be mailed)` }, tx);
        return gone;
      })
      .catch(() => false);
    // The server's own message is the answer's; why the mail failed is the log's.
    from.log.cause = (err as Error).message;
    throw failed(`The invitation could not be mailed${withdrawn ? ', so nobody was invited' : ''}. Please try again later.`);
  }
}

/** Mails an invited member a new link (the earlier ones stop working). */
export async function resendInvitation(deps: Deps, from: Requester, caller: Caller, userId: string): Promise<void> {
  const user = await otherMember(deps, caller, userId, 're-invite');
  if (user.status !== 'INVITED') throw conflict('Only invited users can be re-invited');
  await mustHavePlan(deps, caller.accountId);
  // Mails cost the account's reputation with mail providers: one a minute per address, so many an hour in all.
  await limit(deps, `reinvite:${user.id}`, 1, REINVITE_GAP_MS);
  await limit(deps, `invites:${caller.accountId}`, deps.limits.invitesPerAccount, HOUR_MS);
  // The event first: an admin deleted meanwhile gets 401 before any mail goes.
  await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-reinvited', detail: user.email });
  await (await sendInvite(deps, user.id, user.email, user.name, await adminName(deps, caller))).mailed;
}
