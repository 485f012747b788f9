import { ANALYTICS_PAGE_SIZE } from '../../shared/analytics.js';
import type { AnalyticsAnswer } from '../../shared/api-types.js';
import { addMonths, DAY_MS, daysInMonth } from '../../shared/months.js';
import { findPlan, freeWhitelistedSessions, yearMonthOf } from '../../shared/plans.js';
import { accountPlan } from '../data/accounts.js';
import { accountMonth, monthRows, storeMonths } from '../data/analytics.js';
import type { Queryable } from '../db/types.js';
import { installStatus } from './install-status.js';

/** Today (UTC, YYYY-MM-DD) when `month` is the one under way at `now`; null for a past month. */
const todayIn = (month: string, now: Date): string | null => (month === yearMonthOf(now) ? now.toISOString().slice(0, 10) : null);

/**
 * The account's figures for `month` at `now`, beside the month before's and the plan's quota: the
 * whole account's days and sums, and the `asked` page of its stores (the last one when past it).
 */
export async function monthOverview(db: Queryable, accountId: string, month: string, now: Date, asked: number): Promise<Omit<AnalyticsAnswer, 'month' | 'months'>> {
  const plan = findPlan(await accountPlan(db, accountId));
  const today = todayIn(month, now);
  const length = daysInMonth(month);
  // The same days of the month before: up to today's day of the month; for a past month, all of them.
  const comparedDays = Math.min(today ? Number(today.slice(8)) : Infinity, daysInMonth(addMonths(month, -1)));
  const account = await accountMonth(db, accountId, month, comparedDays);
  const pages = Math.max(1, Math.ceil(account.stores / ANALYTICS_PAGE_SIZE));
  const page = Math.min(asked, pages);
  const stores = await storeMonths(db, accountId, month, { limit: ANALYTICS_PAGE_SIZE, offset: (page - 1) * ANALYTICS_PAGE_SIZE });
  const monthStart = Date.parse(`${month}-01T00:00:00Z`);
  return {
    today,
    elapsed: today ? Math.min(1, (now.getTime() - monthStart) / (length * DAY_MS)) : 1,
    plan: plan ? { name: plan.name, sessions: plan.sessions } : null,
    totals: { stores: account.stores, enabled: account.enabled, sessions: account.sessions, rejected: account.rejected, whitelisted: account.whitelisted },
    sameDaysLastMonth: account.sameDays,
    whitelistAllowance: plan ? { free: freeWhitelistedSessions(plan), used: account.whitelisted } : null,
    daily: account.daily,
    dailyRejected: account.dailyRejected,
    dailyWhitelisted: account.dailyWhitelisted,
    page,
    pages,
    stores: stores.map((s) => ({
      storeId: s.id,
      domain: s.domain,
      disabled: s.disabled,
      sessions: s.sessions,
      lastMonth: s.lastMonth,
      rejected: s.rejected,
      whitelisted: s.whitelisted,
      install: installStatus(s),
    })),
  };
}

const csvCell = (value: string | number): string => (/[",\n\r]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));

/** The month's figures as CSV, a row a store and day (up to today in the month under way). */
export async function monthCsv(db: Queryable, accountId: string, month: string, now: Date): Promise<string> {
  const lastDay = todayIn(month, now) ?? `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const rows = await monthRows(db, accountId, month, lastDay);
  const lines = ['date,store domain,sessions,rejected,whitelisted'];
  for (const r of rows) lines.push([r.date, r.domain, r.count, r.rejected, r.whitelisted].map(csvCell).join(','));
  return `${lines.join('\n')}\n`;
}
