import { findPlan, QUOTA_WARNING_RATIO, yearMonthOf } from '../../shared/plans.js';
import { adminsToNotify } from '../data/users.js';
import { paidAccountsUsage } from '../data/metering.js';
import { claimQuotaNotice } from '../data/quota-notices.js';
import type { Deps } from '../deps.js';

// The first mail goes where the quota bar turns red.
const THRESHOLDS = [QUOTA_WARNING_RATIO * 100, 100];

/**
 * Mails an account's ADMINs once a month when it crosses 80% and again 100% of its plan's sessions,
 * as each admin's notifications setting asks: all = both mails, important = the 100% one, none = none.
 * Counted stores are gathered and checked at most once per interval, off the request path; the
 * quota_notices row makes each mail go out once even with several server processes.
 */
export function quotaWatcher(deps: Deps, intervalMs = 1000) {
  const touched = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;

  async function check(storeIds: string[]): Promise<void> {
    const yearMonth = yearMonthOf(deps.clock());
    const accounts = await paidAccountsUsage(deps.db, storeIds, yearMonth);
    for (const account of accounts) {
      const plan = findPlan(account.plan);
      if (!plan) continue;
      for (const threshold of THRESHOLDS) {
        if (account.used * 100 < threshold * plan.sessions) continue;
        if (await claimQuotaNotice(deps.db, account.accountId, yearMonth, threshold, deps.clock())) {
          await mailAdmins(account.accountId, threshold, account.used, plan.sessions, plan.name);
        }
      }
    }
  }

  async function mailAdmins(accountId: string, threshold: number, used: number, limit: number, planName: string): Promise<void> {
    const admins = await adminsToNotify(deps.db, accountId, threshold >= 100);
    const subject = threshold >= 100 ? 'You have reached your monthly session quota' : `You have used ${threshold}% of your monthly sessions`;
    for (const admin of admins) {
      await deps.mailer.send({
        to: admin.email,
        subject,
        text: `Hello ${admin.name},\n\nYour stores have had ${used.toLocaleString('en-US')} of the ${limit.toLocaleString('en-US')} sessions your ${planName} plan includes this month. The quota resets on the 1st of every month.\n\nTo raise it, upgrade your plan:\n\n${deps.config.appUrl}/upgrade\n`,
      });
    }
  }

  function run(): void {
    timer = undefined;
    const ids = [...touched];
    touched.clear();
    running = check(ids)
      .catch((err: Error) => deps.log({ level: 'error', msg: 'quota check failed', error: err.message }))
      .finally(() => {
        running = undefined;
        if (touched.size && !timer) timer = setTimeout(run, intervalMs);
      });
  }

  return {
    touched(storeIds: string[]): void {
      for (const id of storeIds) touched.add(id);
      if (!timer && !running) timer = setTimeout(run, intervalMs);
    },
    async close(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
