import { randomUUID } from 'node:crypto';
import type { WhitelistIp } from '../../shared/api-types.js';
import { ipEditSchema, ipSchema } from '../../shared/ip-validators.js';
import type { Deps } from '../deps.js';
import { canonicalAddress } from '../http/canonical-address.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { Ctx, Route } from '../http/router.js';
import { INVALID_FIELDS, isUniqueViolation, isUuid, readValid } from '../http/validate.js';
import { authenticate, type Caller } from '../services/sessions.js';
import { audit } from '../services/audit.js';

const DUPLICATE = 'This IP address is already whitelisted';

const tagOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);


/** The account's whitelisted visitor addresses: every member, ADMIN or STANDARD, manages them. */
export function whitelistRoutes(deps: Deps): Route[] {
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

  const list = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
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
  };

  const create = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
    const body = await readValid(ctx, ipSchema);
    try {
      await add(ctx, caller, String(body.ipAddress).trim(), tagOf(body.tag));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE, { ipAddress: DUPLICATE });
      throw err;
    }
    return { status: 201, body: { success: true } };
  };

  const addMine = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
    const address = canonicalAddress(ctx.ip);
    if (!address) throw badRequest('Your IP address could not be determined');
    try {
      await add(ctx, caller, address, null);
    } catch (err) {
      if (isUniqueViolation(err)) return { body: { success: true, message: `Your IP address ${address} is already whitelisted` } };
      throw err;
    }
    return { body: { success: true, message: `Your IP address ${address} has been whitelisted` } };
  };

  const update = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
    const body = await readValid(ctx, ipEditSchema);
    // Sync My IP may have added an IPv6 address, so an edit accepts either family.
    const ipAddress = canonicalAddress(String(body.ipAddress).trim());
    if (!ipAddress) throw badRequest(INVALID_FIELDS, { ipAddress: 'Invalid IP address format' });
    if (!isUuid(ctx.params.ipId)) throw notFound('IP address not found');
    try {
      await db.transaction(async (tx) => {
        const updated = await tx.query('UPDATE whitelist_ips SET ip_address = $3, tag = $4 WHERE id = $1 AND account_id = $2 RETURNING id', [
          ctx.params.ipId,
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
  };

  const remove = async (ctx: Ctx) => {
    const caller = await authenticate(deps, ctx);
    if (!isUuid(ctx.params.ipId)) throw notFound('IP address not found');
    await db.transaction(async (tx) => {
      const [deleted] = await tx.query<{ ip_address: string }>('DELETE FROM whitelist_ips WHERE id = $1 AND account_id = $2 RETURNING ip_address', [
        ctx.params.ipId,
        caller.accountId,
      ]);
      if (!deleted) throw notFound('IP address not found');
      await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-removed', detail: deleted.ip_address }, tx);
    });
    return { body: { success: true } };
  };

  return [
    { method: 'GET', path: '/api/whitelist', handler: list },
    { method: 'POST', path: '/api/whitelist', handler: create },
    { method: 'POST', path: '/api/whitelist/me', handler: addMine },
    { method: 'PATCH', path: '/api/whitelist/:ipId', handler: update },
    { method: 'DELETE', path: '/api/whitelist/:ipId', handler: remove },
  ];
}
