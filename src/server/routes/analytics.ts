import type { AnalyticsAnswer } from '../../shared/api-types.js';
import { chartableMonths, MONTH_PATTERN } from '../../shared/months.js';
import { yearMonthOf } from '../../shared/plans.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { monthOverview } from '../services/analytics.js';
import { route, type DeclaredRoute } from './route.js';

export const BAD_MONTH = 'Choose one of the last 12 months';

/**
 * GET /api/analytics?month=YYYY-MM (admins; this month when omitted): the account's stores with their
 * month and last-month counts, and the daily figures of both months, in one answer.
 */
export function analyticsRoutes(deps: Deps): DeclaredRoute[] {
  const overview = route({ method: 'GET', path: '/api/analytics', access: 'admin' }, async ({ ctx, caller }) => {
    const now = deps.clock();
    const current = yearMonthOf(now);
    const month = ctx.url.searchParams.get('month') ?? current;
    const months = chartableMonths(current);
    if (!MONTH_PATTERN.test(month) || !months.includes(month)) throw invalid(BAD_MONTH, { month: BAD_MONTH });
    const answer: AnalyticsAnswer = { month, months, ...(await monthOverview(deps.db, caller.accountId, month, now)) };
    return { body: answer };
  });

  return [overview];
}
