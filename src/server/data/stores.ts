import type { NewStore } from '../../shared/store-inputs.js';
import type { Queryable } from '../db/types.js';
import { inMonthSql } from './metering.js';

/** What a store's row keeps of its starts (the batch statement notes them at most once a minute). */
export interface StartsSeen {
  /** The last start from a page of the store's own domain. */
  lastStartAt: Date | null;
  /** The host of the last start from a page of another site, and when. */
  foreignHost: string | null;
  foreignStartAt: Date | null;
}

/** A store with its sessions counted in one month, and what its row keeps of its starts. */
export interface StoreSummary extends StartsSeen {
  id: string;
  domain: string;
  platform: string;
  createdAt: Date;
  countries: string[];
  disabled: boolean;
  sessions: number;
}

/** The columns a store's row keeps of its starts, as a select list of `stores s`. */
export const STARTS_SEEN_SQL = 's.last_start_at, s.foreign_host, s.foreign_start_at';

interface StartsSeenRow {
  last_start_at: Date | null;
  foreign_host: string | null;
  foreign_start_at: Date | null;
}

const date = (value: Date | null): Date | null => (value === null ? null : new Date(value));

/** StartsSeen from a row holding STARTS_SEEN_SQL's columns. */
export const startsSeen = (r: StartsSeenRow): StartsSeen => ({
  lastStartAt: date(r.last_start_at),
  foreignHost: r.foreign_host,
  foreignStartAt: date(r.foreign_start_at),
});

/** The account's stores (only `ids` when given), newest first, with their sessions in `yearMonth`. */
export async function listStores(q: Queryable, accountId: string, yearMonth: string, ids?: string[]): Promise<StoreSummary[]> {
  const rows = await q.query<{ id: string; domain: string; platform: string; created_at: Date; countries: string[]; disabled: boolean; sessions: number } & StartsSeenRow>(
    `SELECT s.id, s.domain, s.platform, s.created_at, s.countries, s.disabled, ${STARTS_SEEN_SQL},
            COALESCE((SELECT sum(d.count) FROM session_days d WHERE d.store_id = s.id AND ${inMonthSql('d.day', '$2')}), 0)::int AS sessions
       FROM stores s
      WHERE s.account_id = $1 ${ids ? 'AND s.id = ANY($3::uuid[])' : ''}
      ORDER BY s.created_at DESC, s.domain`,
    ids ? [accountId, yearMonth, ids] : [accountId, yearMonth],
  );
  return rows.map((r) => ({
    id: r.id,
    domain: r.domain,
    platform: r.platform,
    createdAt: new Date(r.created_at),
    countries: r.countries,
    disabled: r.disabled,
    sessions: Number(r.sessions),
    ...startsSeen(r),
  }));
}

/** What the account's store's row keeps of its starts; undefined when the account has no such store. */
export async function storeStartsSeen(q: Queryable, accountId: string, storeId: string): Promise<StartsSeen | undefined> {
  const [row] = await q.query<StartsSeenRow>(`SELECT ${STARTS_SEEN_SQL} FROM stores s WHERE s.id = $1 AND s.account_id = $2`, [storeId, accountId]);
  return row && startsSeen(row);
}

/** The account's stores added under any of these idempotency keys (`clientIds`) or holding any of these domains. */
export async function storesMatching(q: Queryable, accountId: string, clientIds: string[], domains: string[]): Promise<{ id: string; clientId: string; domain: string }[]> {
  const rows = await q.query<{ id: string; client_id: string; domain: string }>(
    'SELECT id, client_id, domain FROM stores WHERE account_id = $1 AND (client_id = ANY($2::text[]) OR domain = ANY($3::text[]))',
    [accountId, clientIds, domains],
  );
  return rows.map((r) => ({ id: r.id, clientId: r.client_id, domain: r.domain }));
}

/** How many stores the account has. */
export async function storeCount(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM stores WHERE account_id = $1', [accountId]);
  return row!.n;
}

/** Adds a store under its id; `store.id` is the caller's idempotency key. */
export async function insertStore(q: Queryable, id: string, accountId: string, store: NewStore, createdAt: Date): Promise<void> {
  await q.query(
    `INSERT INTO stores (id, account_id, client_id, domain, platform, countries, created_at)
               VALUES ($1, $2, $3, $4, $5, $6::text[], $7)`,
    [id, accountId, store.id, store.domain, store.platform, store.countries, createdAt],
  );
}

/** Disables or enables the account's store; answers its domain, or undefined when the account has no such store. */
export async function setStoreDisabled(q: Queryable, accountId: string, storeId: string, disabled: boolean): Promise<string | undefined> {
  const [row] = await q.query<{ domain: string }>('UPDATE stores SET disabled = $3 WHERE id = $1 AND account_id = $2 RETURNING domain', [
    storeId,
    accountId,
    disabled,
  ]);
  return row?.domain;
}
