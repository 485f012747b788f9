import { addMonths, daysInMonth } from '../../shared/months.js';
import type { Queryable } from '../db/types.js';
import { startsSeen, STARTS_SEEN_SQL, type StartsSeen } from './stores.js';

/** A store's figures for one month and the month before, and what its row keeps of its starts. */
export interface StoreMonth extends StartsSeen {
  id: string;
  domain: string;
  disabled: boolean;
  sessions: number;
  rejected: number;
  whitelisted: number;
  lastMonth: number;
}

/** Per day of a month, the 1st first (0 on a day without figures): sessions counted, starts rejected, whitelisted sessions. */
export interface MonthDays {
  daily: number[];
  dailyRejected: number[];
  dailyWhitelisted: number[];
}

/** The whole account's month: its stores, their sums, the month before's and the days. */
export interface AccountMonth extends MonthDays {
  stores: number;
  enabled: number;
  sessions: number;
  rejected: number;
  whitelisted: number;
  lastMonth: number;
  /** Sessions in the compared days of the month before. */
  sameDays: number;
}

interface StoreRow {
  id: string;
  domain: string;
  disabled: boolean;
  last_start_at: Date | null;
  foreign_host: string | null;
  foreign_start_at: Date | null;
  sessions: number;
  rejected: number;
  whitelisted: number;
  last_month: number;
}

// One row a store of the page, summed by the store's own index range: an account's stores are a few
// of many, and every row more costs far more to read than to aggregate. $2 is the month's 1st, $3..$4
// the range of it and the month before, $5 and $6 the page's size and offset.
const STORE_PAGE = `
SELECT s.id, s.domain, s.disabled, ${STARTS_SEEN_SQL}, d.*
  FROM stores s
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(count) FILTER (WHERE day >= $2::date), 0)::int AS sessions,
           COALESCE(sum(rejected) FILTER (WHERE day >= $2::date), 0)::int AS rejected,
           COALESCE(sum(whitelisted) FILTER (WHERE day >= $2::date), 0)::int AS whitelisted,
           COALESCE(sum(count) FILTER (WHERE day < $2::date), 0)::int AS last_month
      FROM session_days WHERE store_id = s.id AND day >= $3::date AND day < $4::date) d
 WHERE s.account_id = $1
 ORDER BY s.domain, s.id
 LIMIT $5 OFFSET $6`;

/** The first days of a month and the month before: `${month}-01` of each, and of the month after. */
const bounds = (month: string) => ({ first: `${month}-01`, before: `${addMonths(month, -1)}-01`, after: `${addMonths(month, 1)}-01` });

/** A page of the account's stores by domain, with their figures for `month` ('YYYY-MM') and the month before. */
export async function storeMonths(q: Queryable, accountId: string, month: string, page: { limit: number; offset: number }): Promise<StoreMonth[]> {
  const { first, before, after } = bounds(month);
  const rows = await q.query<StoreRow>(STORE_PAGE, [accountId, first, before, after, page.limit, page.offset]);
  return rows.map((r) => ({
    id: r.id,
    domain: r.domain,
    disabled: r.disabled,
    sessions: r.sessions,
    rejected: r.rejected,
    whitelisted: r.whitelisted,
    lastMonth: r.last_month,
    ...startsSeen(r),
  }));
}

/** Figures by day, as days after the first day asked for. */
type DayRow = { day: number; count: number; rejected: number; whitelisted: number };

/** Spreads day rows (days after the month's 1st) over the month's days. */
function spread(rows: DayRow[], month: string): MonthDays {
  const length = daysInMonth(month);
  const days: MonthDays = { daily: new Array(length).fill(0), dailyRejected: new Array(length).fill(0), dailyWhitelisted: new Array(length).fill(0) };
  for (const r of rows) {
    if (r.day < 0 || r.day >= length) continue;
    days.daily[r.day] = r.count;
    days.dailyRejected[r.day] = r.rejected;
    days.dailyWhitelisted[r.day] = r.whitelisted;
  }
  return days;
}

/** The account's month at a glance: its stores, the month's and the month before's sums (`comparedDays` of its days) and the month's days. */
export async function accountMonth(q: Queryable, accountId: string, month: string, comparedDays: number): Promise<AccountMonth> {
  const { first, before, after } = bounds(month);
  const [counts] = await q.query<{ stores: number; enabled: number }>(
    'SELECT count(*)::int AS stores, (count(*) FILTER (WHERE NOT disabled))::int AS enabled FROM stores WHERE account_id = $1',
    [accountId],
  );
  // Both months' days, as days after the month's 1st (the month before's are negative).
  const rows = await q.query<DayRow>(
    `SELECT d.day - $2::date AS day, sum(d.count)::int AS count, sum(d.rejected)::int AS rejected, sum(d.whitelisted)::int AS whitelisted
       FROM stores s JOIN session_days d ON d.store_id = s.id AND d.day >= $3::date AND d.day < $4::date
      WHERE s.account_id = $1
      GROUP BY d.day`,
    [accountId, first, before, after],
  );
  const beforeLength = daysInMonth(addMonths(month, -1));
  const thisMonth = rows.filter((r) => r.day >= 0);
  const monthBefore = rows.filter((r) => r.day < 0);
  const sum = (list: DayRow[], key: 'count' | 'rejected' | 'whitelisted') => list.reduce((total, r) => total + r[key], 0);
  return {
    stores: counts!.stores,
    enabled: counts!.enabled,
    sessions: sum(thisMonth, 'count'),
    rejected: sum(thisMonth, 'rejected'),
    whitelisted: sum(thisMonth, 'whitelisted'),
    lastMonth: sum(monthBefore, 'count'),
    sameDays: sum(monthBefore.filter((r) => r.day + beforeLength < comparedDays), 'count'),
    ...spread(thisMonth, month),
  };
}

/** One store's days of `month`, or undefined when the account has no such store. */
export async function storeDays(q: Queryable, accountId: string, storeId: string, month: string): Promise<MonthDays | undefined> {
  const { first, after } = bounds(month);
  const [store] = await q.query('SELECT 1 FROM stores WHERE id = $1 AND account_id = $2', [storeId, accountId]);
  if (!store) return undefined;
  const rows = await q.query<DayRow>(
    `SELECT day - $2::date AS day, count, rejected, whitelisted FROM session_days WHERE store_id = $1 AND day >= $2::date AND day < $3::date`,
    [storeId, first, after],
  );
  return spread(rows, month);
}

/** Every store's days of `month` up to `lastDay` (YYYY-MM-DD), by domain then day, zeros included: the rows of the CSV. */
export async function monthRows(q: Queryable, accountId: string, month: string, lastDay: string): Promise<{ domain: string; date: string; count: number; rejected: number; whitelisted: number }[]> {
  return q.query(
    `SELECT s.domain, to_char(g.day, 'YYYY-MM-DD') AS date, COALESCE(d.count, 0)::int AS count,
            COALESCE(d.rejected, 0)::int AS rejected, COALESCE(d.whitelisted, 0)::int AS whitelisted
       FROM stores s
       CROSS JOIN generate_series($2::date, $3::date, interval '1 day') g(day)
       LEFT JOIN session_days d ON d.store_id = s.id AND d.day = g.day::date
      WHERE s.account_id = $1
      ORDER BY s.domain, s.id, g.day`,
    [accountId, `${month}-01`, lastDay],
  );
}
