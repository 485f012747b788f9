import type { AnalyticsAnswer, AnalyticsStore } from '../../shared/api-types.js';
import { addMonths, chartableMonths, daysInMonth, MONTH_PATTERN } from '../../shared/months.js';
import { findPlan, yearMonthOf } from '../../shared/plans.js';
import type { Deps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import type { Ctx, Route } from '../http/router.js';
import { authenticateAdmin } from '../services/sessions.js';

const DAY_MS = 86_400_000;
export const BAD_MONTH = 'Choose one of the last 12 months';

interface StoreRow {
  id: string;
  domain: string;
  disabled: boolean;
  sessions: number;
  rejected: number;
  last_month: number;
}

/**
 * GET /api/analytics?month=YYYY-MM (admins; this month when omitted): the account's stores with their
 * month and last-month counts, and the daily figures of both months, in one answer.
 */
export function analyticsRoutes(deps: Deps): Route[] {
  const { db } = deps;

  const overview = async (ctx: Ctx) => {
    const caller = await authenticateAdmin(deps, ctx);
    const now = deps.clock();
    const current = yearMonthOf(now);
    const month = ctx.url.searchParams.get('month') ?? current;
    const months = chartableMonths(current);
    if (!MONTH_PATTERN.test(month) || !months.includes(month)) throw badRequest(BAD_MONTH, { month: BAD_MONTH });
    const previous = addMonths(month, -1);

    const [account] = await db.query<{ plan: string | null }>('SELECT plan FROM accounts WHERE id = $1', [caller.accountId]);
    const stores = await db.query<StoreRow>(
      `SELECT s.id, s.domain, s.disabled, COALESCE(c.count, 0)::int AS sessions, COALESCE(c.rejected, 0)::int AS rejected,
              COALESCE(p.count, 0)::int AS last_month
         FROM stores s
         LEFT JOIN session_counts c ON c.store_id = s.id AND c.year_month = $2
         LEFT JOIN session_counts p ON p.store_id = s.id AND p.year_month = $3
        WHERE s.account_id = $1
        ORDER BY s.domain`,
      [caller.accountId, month, previous],
    );
    const days = await db.query<{ store_id: string; day: string; count: number; rejected: number }>(
      `SELECT d.store_id, to_char(d.day, 'YYYY-MM-DD') AS day, d.count, d.rejected
         FROM session_days d JOIN stores s ON s.id = d.store_id
        WHERE s.account_id = $1 AND d.day >= $2::date AND d.day < $3::date`,
      [caller.accountId, `${previous}-01`, `${addMonths(month, 1)}-01`],
    );

    const isCurrent = month === current;
    const today = isCurrent ? now.toISOString().slice(0, 10) : null;
    const length = daysInMonth(month);
    // The same days of the month before: up to today's day of the month, or all of them.
    const lastDayCompared = Math.min(today ? Number(today.slice(8)) : length, daysInMonth(previous));
    const byStore = new Map<string, AnalyticsStore>();
    const list = stores.map((r): AnalyticsStore => {
      const store = {
        storeId: r.id,
        domain: r.domain,
        disabled: r.disabled,
        sessions: r.sessions,
        lastMonth: r.last_month,
        rejected: r.rejected,
        daily: new Array<number>(length).fill(0),
        dailyRejected: new Array<number>(length).fill(0),
      };
      byStore.set(r.id, store);
      return store;
    });
    let sameDaysLastMonth = 0;
    for (const d of days) {
      const store = byStore.get(d.store_id)!;
      const dayOfMonth = Number(d.day.slice(8));
      if (d.day.startsWith(month)) {
        store.daily[dayOfMonth - 1] = d.count;
        store.dailyRejected[dayOfMonth - 1] = d.rejected;
      } else if (dayOfMonth <= lastDayCompared) sameDaysLastMonth += d.count;
    }

    const plan = findPlan(account?.plan);
    const monthStart = Date.parse(`${month}-01T00:00:00Z`);
    const answer: AnalyticsAnswer = {
      month,
      months,
      today,
      elapsed: isCurrent ? Math.min(1, (now.getTime() - monthStart) / (length * DAY_MS)) : 1,
      plan: plan ? { name: plan.name, sessions: plan.sessions } : null,
      sameDaysLastMonth,
      stores: list,
    };
    return { body: answer };
  };

  return [{ method: 'GET', path: '/api/analytics', handler: overview }];
}
