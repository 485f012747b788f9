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
  /** Sessions in the compared days of the month before. */
  sameDays: number;
  /** The month's days in order, 0 on a day without figures. */
  daily: number[];
  dailyRejected: number[];
  dailyWhitelisted: number[];
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
  /** The month's days with figures, as days after its 1st, and their figures; null when none. */
  days: number[] | null;
  counts: number[] | null;
  rejects: number[] | null;
  whitelists: number[] | null;
  same_days: number;
}

// One row a store, its days gathered into arrays by the store's own index range: an account's
// stores are a few of many, and every row more costs far more to read than to aggregate. $2 is the
// month's 1st, $3 how many days of the month before are compared with it, $4..$5 the range of both
// months.
const OVERVIEW = `
SELECT s.id, s.domain, s.disabled, ${STARTS_SEEN_SQL}, d.*
  FROM stores s
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(count) FILTER (WHERE day >= $2::date), 0)::int AS sessions,
           COALESCE(sum(rejected) FILTER (WHERE day >= $2::date), 0)::int AS rejected,
           COALESCE(sum(whitelisted) FILTER (WHERE day >= $2::date), 0)::int AS whitelisted,
           COALESCE(sum(count) FILTER (WHERE day < $2::date), 0)::int AS last_month,
           COALESCE(sum(count) FILTER (WHERE day < $4::date + $3::int), 0)::int AS same_days,
           array_agg(day - $2::date ORDER BY day) FILTER (WHERE day >= $2::date) AS days,
           array_agg(count ORDER BY day) FILTER (WHERE day >= $2::date) AS counts,
           array_agg(rejected ORDER BY day) FILTER (WHERE day >= $2::date) AS rejects,
           array_agg(whitelisted ORDER BY day) FILTER (WHERE day >= $2::date) AS whitelists
      FROM session_days WHERE store_id = s.id AND day >= $4::date AND day < $5::date) d
 WHERE s.account_id = $1
 ORDER BY s.domain`;

/** The account's stores by domain, with their figures for `month` ('YYYY-MM') and the first `comparedDays` days of the month before. */
export async function storeMonths(q: Queryable, accountId: string, month: string, comparedDays: number): Promise<StoreMonth[]> {
  const rows = await q.query<StoreRow>(OVERVIEW, [accountId, `${month}-01`, comparedDays, `${addMonths(month, -1)}-01`, `${addMonths(month, 1)}-01`]);
  const length = daysInMonth(month);
  return rows.map((r) => {
    const daily = new Array<number>(length).fill(0);
    const dailyRejected = new Array<number>(length).fill(0);
    const dailyWhitelisted = new Array<number>(length).fill(0);
    r.days?.forEach((day, i) => {
      daily[day] = r.counts![i]!;
      dailyRejected[day] = r.rejects![i]!;
      dailyWhitelisted[day] = r.whitelists![i]!;
    });
    return {
      id: r.id,
      domain: r.domain,
      disabled: r.disabled,
      sessions: r.sessions,
      rejected: r.rejected,
      whitelisted: r.whitelisted,
      lastMonth: r.last_month,
      sameDays: r.same_days,
      daily,
      dailyRejected,
      dailyWhitelisted,
      ...startsSeen(r),
    };
  });
}
