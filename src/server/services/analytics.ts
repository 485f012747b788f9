import type { AnalyticsAnswer } from '../../shared/api-types.js';
import { addMonths, DAY_MS, daysInMonth } from '../../shared/months.js';
import { findPlan, freeWhitelistedSessions, yearMonthOf } from '../../shared/plans.js';
import { accountPlan } from '../data/accounts.js';
import { storeMonths } from '../data/analytics.js';
import type { Queryable } from '../db/types.js';
import { installStatus } from './install-status.js';

/** The account's stores' figures for `month` at `now`, beside the month before's and the plan's quota. */
export async function monthOverview(db: Queryable, accountId: string, month: string, now: Date): Promise<Omit<AnalyticsAnswer, 'month' | 'months'>> {
  const plan = findPlan(await accountPlan(db, accountId));
  const isCurrent = month === yearMonthOf(now);
  const today = isCurrent ? now.toISOString().slice(0, 10) : null;
  const length = daysInMonth(month);
  // The same days of the month before: up to today's day of the month; for a past month, all of them.
  const comparedDays = Math.min(today ? Number(today.slice(8)) : Infinity, daysInMonth(addMonths(month, -1)));
  const stores = await storeMonths(db, accountId, month, comparedDays);
  const monthStart = Date.parse(`${month}-01T00:00:00Z`);
  return {
    today,
    elapsed: isCurrent ? Math.min(1, (now.getTime() - monthStart) / (length * DAY_MS)) : 1,
    plan: plan ? { name: plan.name, sessions: plan.sessions } : null,
    sameDaysLastMonth: stores.reduce((sum, s) => sum + s.sameDays, 0),
    whitelistAllowance: plan ? { free: freeWhitelistedSessions(plan), used: stores.reduce((sum, s) => sum + s.whitelisted, 0) } : null,
    stores: stores.map((s) => ({
      storeId: s.id,
      domain: s.domain,
      disabled: s.disabled,
      sessions: s.sessions,
      lastMonth: s.lastMonth,
      rejected: s.rejected,
      whitelisted: s.whitelisted,
      daily: s.daily,
      dailyRejected: s.dailyRejected,
      dailyWhitelisted: s.dailyWhitelisted,
      install: installStatus(s),
    })),
  };
}
