import { addMonths, KEPT_MONTHS } from '../../shared/months.js';
import { freeWhitelistedSessions, PLANS } from '../../shared/plans.js';
import { deleteInChunks } from '../db/delete-in-chunks.js';
import type { Queryable } from '../db/types.js';

// Sessions counted: session_days (each store's daily count, rejected starts and whitelisted sessions)
// and session_visits (the visit ids a month has counted, so each counts once).

/** The days of the month named by a 'YYYY-MM' parameter ('$2'), as a condition on a date column. */
export const inMonthSql = (column: string, yearMonthParam: string): string =>
  `${column} >= to_date(${yearMonthParam}, 'YYYY-MM') AND ${column} < (to_date(${yearMonthParam}, 'YYYY-MM') + interval '1 month')::date`;

/**
 * An account's sessions counted in one month across its stores, as a subquery on `accounts a`;
 * `yearMonthParam` names the query's parameter holding the month ('$2'). Summed store by store, each
 * over its own index range (an account's days are a few among every account's).
 */
export const sessionsUsedSql = (yearMonthParam: string): string =>
  `(SELECT COALESCE(sum((SELECT sum(d.count) FROM session_days d WHERE d.store_id = s.id AND ${inMonthSql('d.day', yearMonthParam)})), 0)::int
      FROM stores s WHERE s.account_id = a.id)`;

/** Whitelisted sessions the plan of `accounts a` leaves unbilled in a month (0 without a plan). */
const FREE_WHITELISTED = `CASE a.plan ${PLANS.map((p) => `WHEN '${p.name}' THEN ${freeWhitelistedSessions(p)}`).join(' ')} ELSE 0 END`;

/** A minute: the install status a store's row keeps is written at most this often. */
const NOTED_EVERY = "interval '1 minute'";

/** The visits of `incoming i` that pass `which`, kept so that each counts once in its month. */
const keptVisits = (which: string, visits: 'new' | 'any') => `
  INSERT INTO session_visits (store_id, year_month, visit_id)
  SELECT DISTINCT i.store_id, i.year_month, i.visit_id FROM incoming i
   WHERE i.accepted AND ${which} AND (i.neighbour_month = '' OR NOT EXISTS (
     SELECT 1 FROM session_visits v WHERE v.year_month = i.neighbour_month AND v.store_id = i.store_id AND v.visit_id = i.visit_id))
   ORDER BY i.year_month, i.store_id, i.visit_id
  ${visits === 'any' ? 'ON CONFLICT DO NOTHING' : ''}
  RETURNING store_id, year_month`;

/**
 * The meter's batch of beacons as one statement, limits included, so that a beacon costs one round
 * trip shared with its batch. Its eighteen parameters are batchArgs' (meter.ts).
 *
 * Every beacon is a hit on its address's minute window ('collect:ip:' and the address). A store
 * counts while it is enabled and its account paid (or, after a failed payment, within its grace);
 * the starts of a counting store are also hits on their (store, address) hour window, kept in
 * rate_limits like every limit, so processes sharing a database count together (a made-up store id
 * makes no window). Within the batch, beacons take their places in arrival order: each start carries
 * its place as an offset from the last of its address's beacons and of its pair's starts, so a
 * window's new total plus the offset is the count that start reached.
 *
 * A start within its address's minute, to a counting store, from a page on the store's domain or one
 * of its subdomains:
 * - from an address one of the account's whitelist entries covers, while the account's month, counted
 *   with the batch's whitelisted starts before it, stays within the whitelisted sessions its plan
 *   leaves free, is counted as whitelisted (not billed, not in the quota, never refused by the hourly
 *   allowance, though counted towards it);
 * - otherwise counts within its address's hourly allowance.
 * Each visit counts once (the visits not seen before are kept, and near a month's turn also looked
 * for in the neighbour month); the other starts are added up as rejected, in the same commit, on the
 * store's row of the batch's UTC day (kept within the visit's month). Rows are taken in key order so
 * that processes lock alike.
 *
 * A start's group (its pair, page host and address) is answered 'lift' when its snippet should lift
 * the anti-copy rules: the store does not count (disabled, or its account's protection ended) or the
 * address is whitelisted (past the free share too). Each store's row notes, at most once a minute,
 * the last start from its own pages and the last from another host's (its install status), skipping
 * a row another batch is noting. Answers the stores whose billed count grew (hits null), the address
 * windows, and the groups to lift ('lift', hits the group's number).
 *
 * Sent as it is, a prepared statement planned once per connection, rather than as a call of a stored
 * function: a function's own layer cost a batch 5 to 15% more on PostgreSQL, and what the statement
 * decides changes with the code that sends it.
 *
 * 'new' is for a batch whose visits are all new, as nearly all are (a tab sends one start; only a
 * retried beacon repeats one): its visits are inserted without ON CONFLICT, which would first look
 * each one up in the visit key's index and then go down it again to insert. A visit already kept
 * makes it fail with a unique violation (23505), having changed nothing; 'any' skips such a visit and
 * decides everything else alike.
 */
export const batchStatement = (visits: 'new' | 'any') => `
WITH store AS (
  SELECT p.pair_no, p.store_id, p.ip, p.starts, s.domain, s.account_id, s.last_start_at, s.foreign_start_at,
         NOT s.disabled AND (a.protected_until IS NULL OR a.protected_until > $14::timestamptz) AS counting,
         ${FREE_WHITELISTED} AS free_whitelisted
    FROM unnest($1::uuid[], $2::text[], $3::int[]) WITH ORDINALITY AS p (store_id, ip, starts, pair_no)
    JOIN stores s ON s.id = p.store_id
    JOIN accounts a ON a.id = s.account_id
), listed AS (
  SELECT c.account_id FROM (SELECT DISTINCT account_id FROM store WHERE counting) AS c
   WHERE EXISTS (SELECT 1 FROM whitelist_ips w WHERE w.account_id = c.account_id)
), hit AS (
  SELECT 'collect:ip:' || ip AS key, hits, 60000 AS window_ms FROM unnest($4::text[], $5::int[]) AS a (ip, hits)
  UNION ALL
  SELECT 'collect:sessions:' || store_id || ':' || ip, starts, 3600000 FROM store WHERE counting
), windows AS (
  INSERT INTO rate_limits AS r (key, hits, reset_at)
  SELECT h.key, h.hits, $14::timestamptz + h.window_ms * interval '1 millisecond' FROM hit h ORDER BY h.key
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= $14::timestamptz THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
    reset_at = CASE WHEN r.reset_at <= $14::timestamptz THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING r.key, r.hits, r.reset_at
), grp AS (
  SELECT g.group_no, p.store_id, p.account_id, p.counting, p.free_whitelisted, g.year_month, g.neighbour_month, g.page_host,
         address.hits AS address_hits, allowance.hits AS allowance_hits,
         (g.page_host = p.domain OR right(g.page_host, length(p.domain) + 1) = '.' || p.domain) AS on_domain,
         CASE WHEN p.counting AND p.account_id IN (SELECT account_id FROM listed) THEN EXISTS (
           SELECT 1 FROM whitelist_ips w WHERE w.account_id = p.account_id AND w.ip_address >>= NULLIF(g.address, '')::inet
         ) ELSE false END AS whitelisted,
         p.last_start_at, p.foreign_start_at
    FROM unnest($6::int[], $7::text[], $8::text[], $9::text[], $18::text[]) WITH ORDINALITY AS g (pair_no, year_month, neighbour_month, page_host, address, group_no)
    JOIN store p ON p.pair_no = g.pair_no
    JOIN windows address ON address.key = 'collect:ip:' || p.ip
    LEFT JOIN windows allowance ON allowance.key = 'collect:sessions:' || p.store_id || ':' || p.ip
), candidate AS (
  SELECT b.start_no, g.account_id, g.year_month, g.free_whitelisted,
         row_number() OVER (PARTITION BY g.account_id, g.year_month ORDER BY b.start_no) AS place
    FROM unnest($10::uuid[], $11::int[], $12::int[]) WITH ORDINALITY AS b (visit_id, group_no, ip_offset, start_no)
    JOIN grp g ON g.group_no = b.group_no AND g.whitelisted AND g.on_domain
   WHERE g.address_hits + b.ip_offset <= $15::bigint AND EXISTS (SELECT 1 FROM listed)
), unbilled AS (
  SELECT c.start_no FROM candidate c
    JOIN (SELECT u.account_id, u.year_month,
                 u.free_whitelisted - (SELECT COALESCE(sum(d.whitelisted), 0) FROM stores s JOIN session_days d ON d.store_id = s.id
                                        WHERE s.account_id = u.account_id AND ${inMonthSql('d.day', 'u.year_month')}) AS room
            FROM (SELECT DISTINCT account_id, year_month, free_whitelisted FROM candidate) AS u) AS r
      ON r.account_id = c.account_id AND r.year_month = c.year_month
   WHERE c.place <= r.room
), incoming AS (
  SELECT g.store_id, g.year_month, b.visit_id, g.neighbour_month, u.start_no IS NOT NULL AS whitelisted,
         g.on_domain AND (u.start_no IS NOT NULL OR g.allowance_hits + b.pair_offset <= $16::bigint) AS accepted
    FROM unnest($10::uuid[], $11::int[], $12::int[], $13::int[]) WITH ORDINALITY AS b (visit_id, group_no, ip_offset, pair_offset, start_no)
    JOIN grp g ON g.group_no = b.group_no
    LEFT JOIN unbilled u ON u.start_no = b.start_no
   WHERE g.counting AND g.address_hits + b.ip_offset <= $15::bigint
), fresh AS (${keptVisits('NOT i.whitelisted', visits)}
), fresh_whitelisted AS (${keptVisits('i.whitelisted', visits)}
), totals AS (
  SELECT t.store_id, t.year_month, count(*) FILTER (WHERE t.kind = 'counted')::int AS counted,
         count(*) FILTER (WHERE t.kind = 'rejected')::int AS rejected, count(*) FILTER (WHERE t.kind = 'whitelisted')::int AS whitelisted
    FROM (SELECT f.store_id, f.year_month, 'counted' AS kind FROM fresh f
          UNION ALL
          SELECT f.store_id, f.year_month, 'whitelisted' FROM fresh_whitelisted f
          UNION ALL
          SELECT i.store_id, i.year_month, 'rejected' FROM incoming i WHERE NOT i.accepted) AS t
   GROUP BY t.store_id, t.year_month
), written AS (
  INSERT INTO session_days AS d (store_id, day, count, rejected, whitelisted)
  SELECT t.store_id, LEAST(GREATEST($17::date, t.first), (t.first + interval '1 month' - interval '1 day')::date), t.counted, t.rejected, t.whitelisted
    FROM (SELECT *, to_date(year_month, 'YYYY-MM') AS first FROM totals) AS t
   ORDER BY t.store_id, t.year_month
  ON CONFLICT (store_id, day)
  DO UPDATE SET count = d.count + EXCLUDED.count, rejected = d.rejected + EXCLUDED.rejected, whitelisted = d.whitelisted + EXCLUDED.whitelisted
), seen AS (
  SELECT g.store_id, bool_or(g.on_domain) AS own, max(g.page_host) FILTER (WHERE NOT g.on_domain) AS foreign_host
    FROM grp g
   WHERE (g.on_domain AND (g.last_start_at IS NULL OR g.last_start_at < $14::timestamptz - ${NOTED_EVERY}))
      OR (NOT g.on_domain AND g.page_host <> '' AND (g.foreign_start_at IS NULL OR g.foreign_start_at < $14::timestamptz - ${NOTED_EVERY}))
   GROUP BY g.store_id
), noting AS (
  SELECT s.id, n.own, n.foreign_host FROM stores s JOIN seen n ON n.store_id = s.id
   WHERE (n.own AND (s.last_start_at IS NULL OR s.last_start_at < $14::timestamptz - ${NOTED_EVERY}))
      OR (n.foreign_host IS NOT NULL AND (s.foreign_start_at IS NULL OR s.foreign_start_at < $14::timestamptz - ${NOTED_EVERY}))
   ORDER BY s.id
     FOR NO KEY UPDATE OF s SKIP LOCKED
), noted AS (
  UPDATE stores s SET last_start_at = CASE WHEN n.own THEN $14::timestamptz ELSE s.last_start_at END,
         foreign_host = COALESCE(n.foreign_host, s.foreign_host),
         foreign_start_at = CASE WHEN n.foreign_host IS NULL THEN s.foreign_start_at ELSE $14::timestamptz END
    FROM noting n WHERE s.id = n.id
)
SELECT t.store_id::text AS key, NULL::int AS hits, NULL::timestamptz AS reset_at FROM totals t WHERE t.counted > 0
UNION ALL
SELECT w.key, w.hits, w.reset_at FROM windows w WHERE w.key LIKE 'collect:ip:%'
UNION ALL
SELECT 'lift', g.group_no::int, NULL FROM grp g WHERE NOT g.counting OR g.whitelisted`;

const NEW_VISITS = batchStatement('new');
const ANY_VISITS = batchStatement('any');

/** A batch's answer as the statement gives it, read by batchOutcome. */
export type BatchRows = { key: string; hits: number | null; reset_at: Date | null }[];

/** Writes a batch of beacons (args: batchArgs' in meter.ts), with the statement for new visits or for any. */
export const writeBeaconBatch = (q: Queryable, visits: 'new' | 'any', args: unknown[]): Promise<BatchRows> =>
  q.query<BatchRows[number]>(visits === 'new' ? NEW_VISITS : ANY_VISITS, args);

/** An address's minute window, as the batch statement names it: this and the address. */
const IP_KEY = 'collect:ip:';

/** What a batch answered: the stores whose billed count grew, each sender address's minute window after it, and the groups whose snippets lift their rules. */
export function batchOutcome(rows: BatchRows): { grown: string[]; windows: Map<string, { hits: number; resetAt: number }>; lifted: Set<number> } {
  const grown: string[] = [];
  const windows = new Map<string, { hits: number; resetAt: number }>();
  const lifted = new Set<number>();
  for (const row of rows) {
    if (row.hits === null) grown.push(row.key);
    else if (row.key === 'lift') lifted.add(row.hits);
    else windows.set(row.key.slice(IP_KEY.length), { hits: row.hits, resetAt: new Date(row.reset_at!).getTime() });
  }
  return { grown, windows, lifted };
}

/** Forgets the visit ids of the months before `yearMonth`: a visit id only has to be remembered for its own month. */
export async function deleteVisitsBefore(db: Queryable, yearMonth: string): Promise<void> {
  await deleteInChunks(db, 'session_visits', 'year_month, store_id, visit_id', 'year_month < $1', [yearMonth]);
}

/** Deletes the daily figures no longer charted once `yearMonth` has begun. */
export async function deleteDaysNotKept(db: Queryable, yearMonth: string): Promise<void> {
  await db.query('DELETE FROM session_days WHERE day < $1::date', [`${addMonths(yearMonth, 1 - KEPT_MONTHS)}-01`]);
}

/** The paid accounts holding any of these stores, with the plan and the sessions counted in `yearMonth` across all their stores. */
export async function paidAccountsUsage(q: Queryable, storeIds: string[], yearMonth: string): Promise<{ accountId: string; plan: string; used: number }[]> {
  const rows = await q.query<{ account_id: string; plan: string; used: number }>(
    `SELECT a.id AS account_id, a.plan, ${sessionsUsedSql('$2')} AS used
       FROM accounts a
      WHERE a.plan IS NOT NULL AND a.id IN (SELECT account_id FROM stores WHERE id = ANY($1::uuid[]))`,
    [storeIds, yearMonth],
  );
  return rows.map((r) => ({ accountId: r.account_id, plan: r.plan, used: r.used }));
}
