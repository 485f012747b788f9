import type { AnalyticsAnswer, AnalyticsStore } from '../../../shared/api-types.js';
import { addMonths, monthName } from '../../../shared/months.js';
import { QUOTA_WARNING_RATIO } from '../../../shared/plans.js';

const number = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => number.format(n);

/** A figure to two significant digits, for an estimate: 61,234 → 61,000; 87 → 87. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** "+12%", "−5%", "0%"; null when there is nothing to compare with. */
export function change(now: number, before: number): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${-percent}%` : '0%';
}

export const sumOf = (list: number[]): number => list.reduce((a, b) => a + b, 0);

/** The month's sessions at the month's end if they keep the pace so far; null when too little of it has gone. */
export function projectedTotal(sessions: number, elapsed: number): number | null {
  return elapsed > 0 && elapsed < 1 ? sessions / elapsed : null;
}

/** The tone of a count against the quota: the quota bar's rule (at 80% it turns red). */
export const overPace = (count: number, quota: number): boolean => count >= quota * QUOTA_WARNING_RATIO;

export interface Card {
  label: string;
  value: string;
  /** A second line under the value (a change, a share); '' for none. */
  note: string;
  /** What the card counts. */
  detail: string;
  tone?: 'danger';
}

/** The four cards of the Analytics Overview. */
export function cardsOf(answer: AnalyticsAnswer): Card[] {
  const { plan } = answer;
  const { enabled, sessions, rejected, whitelisted } = answer.totals;
  const all = answer.totals.stores;
  const month = monthName(answer.month);
  const before = monthName(addMonths(answer.month, -1)).split(' ')[0];
  // A whitelisted start is accepted, only not billed.
  const accepted = sessions + whitelisted;
  const received = accepted + rejected;
  const delta = change(sessions, answer.sameDaysLastMonth);
  const used = plan ? sessions / plan.sessions : 0;
  return [
    {
      label: 'Total Stores',
      value: `${enabled} of ${all}`,
      note: all - enabled ? `${all - enabled} disabled` : '',
      detail: 'Stores enabled, of all the stores added',
    },
    {
      label: 'Total Sessions',
      value: formatCount(sessions),
      note: delta ? `${delta} on the same days of ${before}` : `No sessions on the same days of ${before}`,
      detail: `Sessions counted in ${month}`,
    },
    {
      label: 'Active Plans',
      value: plan ? plan.name : 'None',
      note: plan ? `${Math.round(used * 100)}% of ${formatCount(plan.sessions)} sessions used` : 'No active subscription',
      detail: `Your plan, and the share of its quota used in ${month}`,
      ...(plan && overPace(sessions, plan.sessions) ? { tone: 'danger' as const } : {}),
    },
    {
      label: 'Success Rate',
      value: received ? `${((accepted / received) * 100).toFixed(1)}%` : '—',
      note: received ? `${formatCount(rejected)} of ${formatCount(received)} starts rejected` : 'No session starts received',
      detail: `Session starts accepted (counted or whitelisted), of all received in ${month}`,
    },
  ];
}

/**
 * How much of the plan's free whitelisted visits the month used, and, once all of them, that further
 * ones are billed; null between subscriptions, and in a month without whitelisted visits.
 */
export function allowanceLines(answer: AnalyticsAnswer): { used: string; usedUp: string | null } | null {
  const allowance = answer.whitelistAllowance;
  if (!allowance || allowance.used === 0) return null;
  const current = answer.today !== null;
  const month = current ? 'this month' : `in ${monthName(answer.month)}`;
  return {
    used: `Whitelisted visits: ${formatCount(allowance.used)} of ${formatCount(allowance.free)} free ${month}`,
    usedUp:
      allowance.used < allowance.free
        ? null
        : current
          ? 'Free whitelisted visits used up: further whitelisted visits are counted and billed.'
          : 'Free whitelisted visits used up: further whitelisted visits were counted and billed.',
  };
}

/** Change against last month for the per-store table: "+12%", "New", or "—". */
export function storeChange(store: AnalyticsStore): string {
  return change(store.sessions, store.lastMonth) ?? (store.sessions ? 'New' : '—');
}
