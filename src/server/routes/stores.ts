import { randomUUID } from 'node:crypto';
import type { AddStoresAnswer, Store } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { DUPLICATE_DOMAIN } from '../../shared/messages.js';
import { yearMonthOf } from '../../shared/plans.js';
import { newStoresBody, storeStateBody } from '../../shared/store-inputs.js';
import type { FieldErrors } from '../../shared/validators.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { beforePlan, lockedStep, markStoresAdded } from '../data/accounts.js';
import { inMonthSql } from '../data/metering.js';
import { audit } from '../services/audit.js';
import { route, type DeclaredRoute } from './route.js';

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

export function storeRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  const list = route({
    method: 'GET',
    path: '/api/stores',
    access: 'admin',
    async handler({ caller }) {
      const yearMonth = yearMonthOf(deps.clock());
      const rows = await listStores(db, caller.accountId, yearMonth);
      return { body: { stores: rows.map((r) => toStore(r, yearMonth)) } };
    },
  });

  const create = route({
    method: 'POST',
    path: '/api/stores',
    access: 'admin',
    body: newStoresBody,
    async handler({ ctx, caller, body: { stores } }) {
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
    },
  });

  const update = route({
    method: 'PATCH',
    path: '/api/stores/:storeId',
    access: 'admin',
    body: storeStateBody,
    async handler({ ctx, caller, params: { storeId }, body }) {
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
    },
  });

  return [list, create, update];
}
