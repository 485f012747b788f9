import type { AnalyticsAnswer, AnalyticsStore } from '../../shared/api-types.js';
import { addMonths, chartableMonths, DAY_MS, daysInMonth, MONTH_PATTERN } from '../../shared/months.js';
import { findPlan, yearMonthOf } from '../../shared/plans.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { route, type DeclaredRoute } from './route.js';

export const BAD_MONTH = 'Choose one of the last 12 months';

interface StoreRow {
  id: string;
  domain: string;
  disabled: boolean;
  sessions: number;
  rejected: number;
  last_month: number;
  /** The month's days with figures, as days after its 1st, and their figures; null when none. */
  days: number[] | null;
  counts: number[] | null;
  rejects: number[] | null;
  same_days: number;
}

// One row a store, its days gathered into arrays by the store's own index range: an account's
// stores are a few of many, and every row more costs far more to read than to aggregate. $2 is the
// month's 1st, $3 how many days of the month before are compared with it, $4..$5 the range of both
// months.
const OVERVIEW = `
SELECT s.id, s.domain, s.disabled, d.*
  FROM stores s
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(count) FILTER (WHERE day >= $2::date), 0)::int AS sessions,
           COALESCE(sum(rejected) FILTER (WHERE day >= $2::date), 0)::int AS rejected,
           COALESCE(sum(count) FILTER (WHERE day < $2::date), 0)::int AS last_month,
           COALESCE(sum(count) FILTER (WHERE day < $4::date + $3::int), 0)::int AS same_days,
           array_agg(day - $2::date ORDER BY day) FILTER (WHERE day >= $2::date) AS days,
           array_agg(count ORDER BY day) FILTER (WHERE day >= $2::date) AS counts,
           array_agg(rejected ORDER BY day) FILTER (WHERE day >= $2::date) AS rejects
      FROM session_days WHERE store_id = s.id AND day >= $4::date AND day < $5::date) d
 WHERE s.account_id = $1
 ORDER BY s.domain`;

/**
 * GET /api/analytics?month=YYYY-MM (admins; this month when omitted): the account's stores with their
 * month and last-month counts, and the daily figures of both months, in one answer.
 */
export function analyticsRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  const overview = route({
    method: 'GET',
    path: '/api/analytics',
    access: 'admin',
    async handler({ ctx, caller }) {
      const now = deps.clock();
      const current = yearMonthOf(now);
      const month = ctx.url.searchParams.get('month') ?? current;
      const months = chartableMonths(current);
      if (!MONTH_PATTERN.test(month) || !months.includes(month)) throw invalid(BAD_MONTH, { month: BAD_MONTH });
      const previous = addMonths(month, -1);

      const [account] = await db.query<{ plan: string | null }>('SELECT plan FROM accounts WHERE id = $1', [caller.accountId]);
      const isCurrent = month === current;
      const today = isCurrent ? now.toISOString().slice(0, 10) : null;
      const length = daysInMonth(month);
      // The same days of the month before: up to today's day of the month; for a past month, all of them.
      const comparedDays = Math.min(today ? Number(today.slice(8)) : Infinity, daysInMonth(previous));
      const rows = await db.query<StoreRow>(OVERVIEW, [
        caller.accountId,
        `${month}-01`,
        comparedDays,
        `${previous}-01`,
        `${addMonths(month, 1)}-01`,
      ]);
      let sameDaysLastMonth = 0;
      const stores = rows.map((r): AnalyticsStore => {
        const daily = new Array<number>(length).fill(0);
        const dailyRejected = new Array<number>(length).fill(0);
        r.days?.forEach((day, i) => {
          daily[day] = r.counts![i]!;
          dailyRejected[day] = r.rejects![i]!;
        });
        sameDaysLastMonth += r.same_days;
        return { storeId: r.id, domain: r.domain, disabled: r.disabled, sessions: r.sessions, lastMonth: r.last_month, rejected: r.rejected, daily, dailyRejected };
      });

      const plan = findPlan(account?.plan);
      const monthStart = Date.parse(`${month}-01T00:00:00Z`);
      const answer: AnalyticsAnswer = {
        month,
        months,
        today,
        elapsed: isCurrent ? Math.min(1, (now.getTime() - monthStart) / (length * DAY_MS)) : 1,
        plan: plan ? { name: plan.name, sessions: plan.sessions } : null,
        sameDaysLastMonth,
        stores,
      };
      return { body: answer };
    },
  });

  return [overview];
}
