import { randomUUID } from 'node:crypto';
import type { Role, SubUser, UserStatus } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { inviteSchema } from '../../shared/team-validators.js';
import { fields, normaliseEmail } from '../../shared/validators.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, failed, invalid, notFound, SESSION_EXPIRED, unauthenticated } from '../errors.js';
import { lockedStep } from '../data/accounts.js';
import { limit } from '../services/limits/limit.js';
import { HOUR_MS } from '../services/limits/rate-limits.js';
import { issueSetPasswordLink } from '../services/links.js';
import { hashToken } from '../services/tokens.js';
import type { Caller } from '../services/sessions.js';
import { audit } from '../services/audit.js';
import { mailTwoFactorChange } from '../services/two-factor/change-mail.js';
import { turnOffTwoFactor } from '../data/two-factor.js';
import { route, type DeclaredRoute } from './route.js';

const EMAIL_TAKEN = 'A user with this email already exists';
const REINVITE_GAP_MS = 60_000;

/** The account's members: invite, re-invite, reset two-factor sign-in and remove (ADMIN only). */
export function teamRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  /** Issues a new invitation link (the earlier ones stop working) and mails it; answers the link's hash, whether the mail went or not. */
  async function sendInvite(userId: string, email: string, name: string, inviter: string): Promise<{ linkHash: string; mailed: Promise<void> }> {
    const link = await issueSetPasswordLink(deps, db, userId, 'invite');
    const mailed = deps.mailer.send({
      to: email,
      subject: `${inviter} invited you to Store Shield`,
      text: `Hello ${name},\n\n${inviter} invited you to manage their protected stores on Store Shield. Choose your password within 7 days to join:\n\n${link.url}\n`,
      secrets: [link.secret],
    });
    return { linkHash: hashToken(link.secret), mailed };
  }

  const inviterName = async (caller: Caller) =>
    (await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [caller.userId]))[0]?.name ?? 'Your team';

  /** A member of the caller's account other than the caller: 404 for anyone else's. */
  async function member(caller: Caller, userId: string | undefined, action: string) {
    if (!isUuid(userId)) throw notFound('User not found');
    if (userId === caller.userId) throw invalid(`You cannot ${action} yourself`);
    const [row] = await db.query<{ id: string; email: string; name: string; status: UserStatus }>(
      'SELECT id, email, name, status FROM users WHERE id = $1 AND account_id = $2',
      [userId, caller.accountId],
    );
    if (!row) throw notFound('User not found');
    return row;
  }

  /**
   * In a transaction changing another member: the account's row is locked, so two admins acting on
   * each other at once go one after the other, and the second, deleted meanwhile, gets 401.
   */
  async function holdAsAdmin(tx: Queryable, caller: Caller): Promise<void> {
    await lockedStep(tx, caller.accountId);
    const [stillAdmin] = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'ADMIN'`, [caller.userId]);
    if (!stillAdmin) throw unauthenticated(SESSION_EXPIRED);
  }

  const list = route({
    method: 'GET',
    path: '/api/sub-user',
    access: 'admin',
    async handler({ caller }) {
      const rows = await db.query<{ id: string; email: string; name: string; role: Role; status: UserStatus; created_at: Date; two_factor: boolean }>(
        `SELECT id, email, name, role, status, created_at, totp_secret IS NOT NULL AS two_factor
           FROM users WHERE account_id = $1 ORDER BY created_at, email`,
        [caller.accountId],
      );
      return {
        body: {
          users: rows.map((r): SubUser => ({
            userId: r.id,
            email: r.email,
            name: r.name,
            role: r.role,
            status: r.status,
            createdAt: new Date(r.created_at).toISOString(),
            twoFactor: r.two_factor,
          })),
        },
      };
    },
  });

  const invite = route({
    method: 'POST',
    path: '/api/sub-user/invite',
    access: 'admin',
    body: fields(inviteSchema),
    async handler({ ctx, caller, body }) {
      const email = normaliseEmail(body.email);
      const name = body.name.trim();
      await limit(deps, `invites:${caller.accountId}`, deps.limits.invitesPerAccount, HOUR_MS);
      const userId = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO users (id, account_id, email, name, role, status, created_at) VALUES ($1, $2, $3, $4, $5, 'INVITED', $6)`,
            [userId, caller.accountId, email, name, body.role, deps.clock()],
          );
          // A role is given only here (nothing changes it later), so the invitation is the role's event.
          await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-invited', detail: `${email} as ${body.role}` }, tx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw err;
      }
      const { linkHash, mailed } = await sendInvite(userId, email, name, await inviterName(caller));
      try {
        await mailed;
      } catch (err) {
        // Nobody received it, so nobody was invited: the row goes (its link with it), and inviting again
        // works. Not once a re-sent invitation has replaced this one's link: that one may have arrived.
        const withdrawn = await db
          .transaction(async (tx) => {
            const [row] = await tx.query(
              `DELETE FROM users u WHERE u.id = $1 AND u.status = 'INVITED'
                  AND EXISTS (SELECT 1 FROM one_time_tokens t WHERE t.user_id = u.id AND t.token_hash = $2 AND t.used_at IS NULL)
               RETURNING u.id`,
              [userId, linkHash],
            );
            if (row) await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-deleted', detail: `${email} (the invitation could not be mailed)` }, tx);
            return Boolean(row);
          })
          .catch(() => false);
        // The server's own message is the answer's; why the mail failed is the log's.
        ctx.log.cause = (err as Error).message;
        throw failed(`The invitation could not be mailed${withdrawn ? ', so nobody was invited' : ''}. Please try again later.`);
      }
      return { status: 201, body: { success: true } };
    },
  });

  const remove = route({
    method: 'DELETE',
    path: '/api/sub-user/delete/:userId',
    access: 'admin',
    async handler({ ctx, caller, params }) {
      const user = await member(caller, params.userId, 'delete');
      await db.transaction(async (tx) => {
        await holdAsAdmin(tx, caller);
        // Their tokens and links go with them (ON DELETE CASCADE): any open session stops at once.
        const deleted = await tx.query('DELETE FROM users WHERE id = $1 AND account_id = $2 RETURNING id', [user.id, caller.accountId]);
        if (!deleted.length) throw notFound('User not found');
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-deleted', detail: user.email }, tx);
      });
      return { body: { success: true } };
    },
  });

  const resend = route({
    method: 'POST',
    path: '/api/sub-user/invite/resend/:userId',
    access: 'admin',
    async handler({ ctx, caller, params }) {
      const user = await member(caller, params.userId, 're-invite');
      if (user.status !== 'INVITED') throw conflict('Only invited users can be re-invited');
      // Mails cost the account's reputation with mail providers: one a minute per address, so many an hour in all.
      await limit(deps, `reinvite:${user.id}`, 1, REINVITE_GAP_MS);
      await limit(deps, `invites:${caller.accountId}`, deps.limits.invitesPerAccount, HOUR_MS);
      // The event first: an admin deleted meanwhile gets 401 before any mail goes.
      await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'user-reinvited', detail: user.email });
      await (await sendInvite(user.id, user.email, user.name, await inviterName(caller))).mailed;
      return { body: { success: true } };
    },
  });

  /**
   * Turns off a member's two-factor sign-in, for one who lost both their phone and their recovery
   * codes: they sign in with their password alone until they turn it on again. They are mailed.
   */
  const resetTwoFactor = route({
    method: 'POST',
    path: '/api/sub-user/two-factor/reset/:userId',
    access: 'admin',
    async handler({ ctx, caller, params }) {
      const user = await member(caller, params.userId, 'reset two-factor sign-in for');
      const wasOn = await db.transaction(async (tx) => {
        await holdAsAdmin(tx, caller);
        const [stillThere] = await tx.query('SELECT 1 FROM users WHERE id = $1 AND account_id = $2 FOR UPDATE', [user.id, caller.accountId]);
        if (!stillThere) throw notFound('User not found');
        if (!(await turnOffTwoFactor(tx, user.id, deps.clock()))) return false;
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'two-factor-reset', detail: user.email }, tx);
        return true;
      });
      if (!wasOn) throw conflict('Two-factor sign-in is already off for this user');
      await deps.limiter.clear(`2fa:code:${user.id}`);
      void mailTwoFactorChange(deps, user.id, { resetBy: await inviterName(caller) });
      return { body: { success: true } };
    },
  });

  return [list, resetTwoFactor, invite, remove, resend];
}
