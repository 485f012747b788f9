import type { AnalyticsAnswer, MonthDays } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { chartableMonths, MONTH_PATTERN } from '../../shared/months.js';
import { yearMonthOf } from '../../shared/plans.js';
import { storeDays } from '../data/analytics.js';
import type { Deps } from '../deps.js';
import { invalid, notFound } from '../errors.js';
import type { Ctx } from '../http/router.js';
import { monthCsv, monthOverview } from '../services/analytics.js';
import { route, type DeclaredRoute } from './route.js';

export const BAD_MONTH = 'Choose one of the last 12 months';
const BAD_PAGE = 'The page is a whole number from 1';

/** The `month` a request asks for (this month when none), if it is one of the months that can be chosen; else 400. */
function askedMonth(ctx: Ctx, now: Date): { month: string; months: string[] } {
  const current = yearMonthOf(now);
  const month = ctx.url.searchParams.get('month') ?? current;
  const months = chartableMonths(current);
  if (!MONTH_PATTERN.test(month) || !months.includes(month)) throw invalid(BAD_MONTH, { month: BAD_MONTH });
  return { month, months };
}

/**
 * The Analytics page's calls (admins; this month when `month` is omitted): the month at a glance with
 * a page of stores, one store's days, and the month's days of every store as CSV.
 */
export function analyticsRoutes(deps: Deps): DeclaredRoute[] {
  const overview = route({ method: 'GET', path: '/api/analytics', access: 'admin' }, async ({ ctx, caller }) => {
    const now = deps.clock();
    const { month, months } = askedMonth(ctx, now);
    const page = Number(ctx.url.searchParams.get('page') ?? 1);
    if (!Number.isInteger(page) || page < 1) throw invalid(BAD_PAGE, { page: BAD_PAGE });
    const answer: AnalyticsAnswer = { month, months, ...(await monthOverview(deps.db, caller.accountId, month, now, page)) };
    return { body: answer };
  });

  const oneStore = route({ method: 'GET', path: '/api/analytics/stores/:storeId', access: 'admin' }, async ({ ctx, caller, params }) => {
    const { month } = askedMonth(ctx, deps.clock());
    const days: MonthDays | undefined = isUuid(params.storeId) ? await storeDays(deps.db, caller.accountId, params.storeId, month) : undefined;
    if (!days) throw notFound('Store not found');
    return { body: days };
  });

  const csv = route({ method: 'GET', path: '/api/analytics/csv', access: 'admin' }, async ({ ctx, caller }) => {
    const now = deps.clock();
    const { month } = askedMonth(ctx, now);
    return { csv: await monthCsv(deps.db, caller.accountId, month, now), headers: { 'Content-Disposition': `attachment; filename="sessions-${month}.csv"` } };
  });

  return [overview, oneStore, csv];
}
