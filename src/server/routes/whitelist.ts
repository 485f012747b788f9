import { randomUUID } from 'node:crypto';
import type { WhitelistIp } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { ipEditSchema, ipSchema } from '../../shared/ip-validators.js';
import { INVALID_FIELDS } from '../../shared/messages.js';
import { fields } from '../../shared/validators.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound } from '../errors.js';
import { canonicalAddress } from '../http/canonical-address.js';
import type { Ctx } from '../http/router.js';
import { audit } from '../services/audit.js';
import type { Caller } from '../services/sessions.js';
import { route, type DeclaredRoute } from './route.js';

const DUPLICATE = 'This IP address is already whitelisted';

const tagOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);


/** The account's whitelisted visitor addresses: every member, ADMIN or STANDARD, manages them. */
export function whitelistRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  /** Whitelists an address for the caller's account, under the adder's name, and notes it in the activity. */
  async function add(ctx: Ctx, caller: Caller, ipAddress: string, tag: string | null): Promise<void> {
    await db.transaction(async (tx) => {
      // The event first: an adder deleted since the request was authenticated gets its 401 there, and
      // its row, held from then on, cannot go before the address names it.
      await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-added', detail: ipAddress }, tx);
      await tx.query(
        `INSERT INTO whitelist_ips (id, account_id, ip_address, tag, added_by_user_id, added_by_name, created_at)
         VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT name FROM users WHERE id = $5), ''), $6)`,
        [randomUUID(), caller.accountId, ipAddress, tag, caller.userId, deps.clock()],
      );
    });
  }

  const list = route({
    method: 'GET',
    path: '/api/whitelist',
    access: 'user',
    async handler({ caller }) {
      const rows = await db.query<{ id: string; ip_address: string; tag: string | null; added_by_name: string; added_by_user_id: string | null; created_at: Date }>(
        `SELECT w.id, w.ip_address, w.tag, COALESCE(u.name, w.added_by_name) AS added_by_name, w.added_by_user_id, w.created_at
           FROM whitelist_ips w LEFT JOIN users u ON u.id = w.added_by_user_id
          WHERE w.account_id = $1 ORDER BY w.created_at DESC, w.ip_address`,
        [caller.accountId],
      );
      return {
        body: {
          success: true,
          ips: rows.map((r): WhitelistIp => ({
            ipId: r.id,
            ipAddress: r.ip_address,
            tag: r.tag,
            addedBy: r.added_by_name,
            userId: r.added_by_user_id,
            createdAt: new Date(r.created_at).toISOString(),
          })),
        },
      };
    },
  });

  const create = route({
    method: 'POST',
    path: '/api/whitelist',
    access: 'user',
    body: fields(ipSchema),
    async handler({ ctx, caller, body }) {
      try {
        await add(ctx, caller, body.ipAddress.trim(), tagOf(body.tag));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(DUPLICATE, { ipAddress: DUPLICATE });
        throw err;
      }
      return { status: 201, body: { success: true } };
    },
  });

  const addMine = route({
    method: 'POST',
    path: '/api/whitelist/me',
    access: 'user',
    async handler({ ctx, caller }) {
      const address = canonicalAddress(ctx.ip);
      if (!address) throw invalid('Your IP address could not be determined');
      try {
        await add(ctx, caller, address, null);
      } catch (err) {
        if (isUniqueViolation(err)) return { body: { success: true, message: `Your IP address ${address} is already whitelisted` } };
        throw err;
      }
      return { body: { success: true, message: `Your IP address ${address} has been whitelisted` } };
    },
  });

  const update = route({
    method: 'PATCH',
    path: '/api/whitelist/:ipId',
    access: 'user',
    body: fields(ipEditSchema),
    async handler({ ctx, caller, params: { ipId }, body }) {
      // Sync My IP may have added an IPv6 address, so an edit accepts either family.
      const ipAddress = canonicalAddress(body.ipAddress.trim());
      if (!ipAddress) throw invalid(INVALID_FIELDS, { ipAddress: 'Invalid IP address format' });
      if (!isUuid(ipId)) throw notFound('IP address not found');
      try {
        await db.transaction(async (tx) => {
          const updated = await tx.query('UPDATE whitelist_ips SET ip_address = $3, tag = $4 WHERE id = $1 AND account_id = $2 RETURNING id', [
            ipId,
            caller.accountId,
            ipAddress,
            tagOf(body.tag),
          ]);
          if (!updated.length) throw notFound('IP address not found');
          await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-changed', detail: ipAddress }, tx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(DUPLICATE, { ipAddress: DUPLICATE });
        throw err;
      }
      return { body: { success: true } };
    },
  });

  const remove = route({
    method: 'DELETE',
    path: '/api/whitelist/:ipId',
    access: 'user',
    async handler({ ctx, caller, params: { ipId } }) {
      if (!isUuid(ipId)) throw notFound('IP address not found');
      await db.transaction(async (tx) => {
        const [deleted] = await tx.query<{ ip_address: string }>('DELETE FROM whitelist_ips WHERE id = $1 AND account_id = $2 RETURNING ip_address', [
          ipId,
          caller.accountId,
        ]);
        if (!deleted) throw notFound('IP address not found');
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-removed', detail: deleted.ip_address }, tx);
      });
      return { body: { success: true } };
    },
  });

  return [list, create, addMine, update, remove];
}
