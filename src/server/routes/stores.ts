import { randomUUID } from 'node:crypto';
import type { AddStoresAnswer, NewStore, Store } from '../../shared/api-types.js';
import { DUPLICATE_DOMAIN } from '../../shared/messages.js';
import { yearMonthOf } from '../../shared/plans.js';
import { normaliseDomain, STORE_ID_PATTERN, validateStore } from '../../shared/stores.js';
import type { FieldErrors } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import type { Queryable } from '../db/types.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { readJson } from '../http/json.js';
import type { Ctx, Route } from '../http/router.js';
import { INVALID_FIELDS, isUniqueViolation, isUuid } from '../http/validate.js';
import { beforePlan, inMonthSql, lockedStep, markStoresAdded } from '../services/accounts.js';
import { authenticateAdmin } from '../services/sessions.js';
import { audit } from '../services/audit.js';

const MAX_STORES_PER_CALL = 50;

interface StoreRow {
  id: string;
  domain: string;
  platform: string;
  created_at: Date;
  countries: string[];
  disabled: boolean;
  sessions: number;
}

const toStore = (row: StoreRow, yearMonth: string): Store => ({
  storeId: row.id,
  domain: row.domain,
  platform: row.platform,
  createdAt: new Date(row.created_at).toISOString(),
  countriesServed: row.countries,
  disabled: row.disabled,
  sessionsThisMonth: Number(row.sessions),
  yearMonth,
});

async function listStores(db: Queryable, accountId: string, yearMonth: string, ids?: string[]): Promise<StoreRow[]> {
  return db.query<StoreRow>(
    `SELECT s.id, s.domain, s.platform, s.created_at, s.countries, s.disabled,
            COALESCE((SELECT sum(d.count) FROM session_days d WHERE d.store_id = s.id AND ${inMonthSql('d.day', '$2')}), 0)::int AS sessions
       FROM stores s
      WHERE s.account_id = $1 ${ids ? 'AND s.id = ANY($3::uuid[])' : ''}
      ORDER BY s.created_at DESC, s.domain`,
    ids ? [accountId, yearMonth, ids] : [accountId, yearMonth],
  );
}

/** A checked store of a POST /stores body; `id` is the caller's, the row's id once added. */
type CheckedStore = NewStore;

/** Checks every store of a POST /stores body; field errors are keyed `stores.<index>.<field>`. */
function parseNewStores(body: Record<string, unknown>): CheckedStore[] {
  const list = body.stores;
  if (!Array.isArray(list) || list.length === 0) throw badRequest('Add at least one store', { stores: 'Add at least one store' });
  if (list.length > MAX_STORES_PER_CALL) throw badRequest(`At most ${MAX_STORES_PER_CALL} stores at a time`);
  const errors: FieldErrors = {};
  const stores = list.map((item: unknown, i): CheckedStore => {
    const s = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    for (const [field, message] of Object.entries(validateStore(s))) errors[`stores.${i}.${field}`] = message;
    if (typeof s.id !== 'string' || !STORE_ID_PATTERN.test(s.id)) errors[`stores.${i}.id`] = 'Each store needs an id';
    return { id: String(s.id), domain: normaliseDomain(s.domain), platform: String(s.platform), countries: s.countries as string[] };
  });
  stores.forEach((s, i) => {
    if (stores.findIndex((o) => o.domain === s.domain) !== i) errors[`stores.${i}.domain`] ??= DUPLICATE_DOMAIN;
    if (stores.findIndex((o) => o.id === s.id) !== i) errors[`stores.${i}.id`] ??= 'Each store needs its own id';
  });
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
  return stores;
}

export function storeRoutes(deps: Deps): Route[] {
  const { db } = deps;

  const list = async (ctx: Ctx) => {
    const caller = await authenticateAdmin(deps, ctx);
    const yearMonth = yearMonthOf(deps.clock());
    const rows = await listStores(db, caller.accountId, yearMonth);
    return { body: { stores: rows.map((r) => toStore(r, yearMonth)) } };
  };

  const create = async (ctx: Ctx) => {
    const caller = await authenticateAdmin(deps, ctx);
    const stores = parseNewStores(await readJson(ctx.req));
    const now = deps.clock();
    const yearMonth = yearMonthOf(now);
    let ids: string[];
    try {
      ids = await db.transaction(async (tx) => {
        if (beforePlan(await lockedStep(tx, caller.accountId))) throw conflict('Choose a plan and complete checkout before adding stores');
        const existing = await tx.query<{ id: string; client_id: string; domain: string }>(
          'SELECT id, client_id, domain FROM stores WHERE account_id = $1 AND (client_id = ANY($2::text[]) OR domain = ANY($3::text[]))',
          [caller.accountId, stores.map((s) => s.id), stores.map((s) => s.domain)],
        );
        const result: string[] = [];
        const errors: FieldErrors = {};
        for (const [i, s] of stores.entries()) {
          // The same id again is a retry of a request that already succeeded: answer the store it made.
          const replay = existing.find((e) => e.client_id === s.id);
          if (replay) result.push(replay.id);
          else if (existing.some((e) => e.domain === s.domain)) errors[`stores.${i}.domain`] = DUPLICATE_DOMAIN;
        }
        if (Object.keys(errors).length) throw conflict(DUPLICATE_DOMAIN, errors);
        const added: string[] = [];
        for (const s of stores.filter((s) => !existing.some((e) => e.client_id === s.id))) {
          const id = randomUUID();
          await tx.query(
            `INSERT INTO stores (id, account_id, client_id, domain, platform, countries, created_at)
             VALUES ($1, $2, $3, $4, $5, $6::text[], $7)`,
            [id, caller.accountId, s.id, s.domain, s.platform, s.countries, now],
          );
          result.push(id);
          added.push(s.domain);
        }
        await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'store-added', detail: added }, tx);
        await markStoresAdded(tx, caller.accountId);
        return result;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_DOMAIN);
      throw err;
    }
    const rows = await listStores(db, caller.accountId, yearMonth, ids);
    const answer: AddStoresAnswer = { success: true, stores: rows.map((r) => toStore(r, yearMonth)) };
    return { status: 201, body: answer };
  };

  const update = async (ctx: Ctx) => {
    const caller = await authenticateAdmin(deps, ctx);
    const body = await readJson(ctx.req);
    if (typeof body.disabled !== 'boolean') throw badRequest(INVALID_FIELDS, { disabled: 'disabled must be true or false' });
    const storeId = ctx.params.storeId;
    if (!isUuid(storeId)) throw notFound('Store not found');
    await db.transaction(async (tx) => {
      // An ended subscription disabled every store: protection comes back only with a new plan.
      if (!body.disabled && beforePlan(await lockedStep(tx, caller.accountId))) throw conflict('Choose a plan and complete checkout before enabling stores');
      const [row] = await tx.query<{ domain: string }>('UPDATE stores SET disabled = $3 WHERE id = $1 AND account_id = $2 RETURNING domain', [
        storeId,
        caller.accountId,
        body.disabled,
      ]);
      if (!row) throw notFound('Store not found');
      await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: body.disabled ? 'store-disabled' : 'store-enabled', detail: row.domain }, tx);
    });
    return { body: { success: true } };
  };

  return [
    { method: 'GET', path: '/api/stores', handler: list },
    { method: 'POST', path: '/api/stores', handler: create },
    { method: 'PATCH', path: '/api/stores/:storeId', handler: update },
  ];
}
