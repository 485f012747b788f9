import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Billing } from '../../../shared/api-types.js';
import { QUOTA_WARNING_RATIO } from '../../../shared/plans.js';
import { buttonClass } from '../../ui/Button.js';
import styles from './stores.module.css';
import { cx } from '../../ui/cx.js';

const n = (x: number) => x.toLocaleString('en-US');

/** The month's sessions against the plan: shown once there is a plan and a session counted. */
export function QuotaPanel({ billing }: { billing: Billing | null | undefined }) {
  const tipId = useId();
  const [tip, setTip] = useState(false);
  if (!billing || billing.sessionCount <= 0) return null;
  const ratio = billing.sessionLimit > 0 ? billing.sessionCount / billing.sessionLimit : 1;
  const warning = ratio >= QUOTA_WARNING_RATIO;
  return (
    <section className={styles.quota} aria-labelledby={`${tipId}-title`}>
      <div className={styles.quotaHead}>
        <div>
          <h2 id={`${tipId}-title`} className={styles.quotaTitle}>
            Total monthly sessions for {billing.yearMonth}
          </h2>
          <p className={styles.muted}>Quota resets 1st of every month.</p>
        </div>
        <Link href="/upgrade" className={buttonClass('secondary')}>
          Upgrade Plan
        </Link>
      </div>
      <p className={styles.quotaLine}>
        Your Plan: {billing.plan}. {n(billing.sessionCount)} / {n(billing.sessionLimit)} sessions.
      </p>
      <div
        className={styles.barWrap}
        onMouseEnter={() => setTip(true)}
        onMouseLeave={() => setTip(false)}
        onFocus={() => setTip(true)}
        onBlur={() => setTip(false)}
      >
        <div
          role="progressbar"
          aria-label="Monthly sessions used"
          aria-valuemin={0}
          aria-valuemax={billing.sessionLimit}
          aria-valuenow={billing.sessionCount}
          aria-valuetext={`${Math.round(ratio * 100)}% of the monthly quota`}
          aria-describedby={warning ? tipId : undefined}
          tabIndex={warning ? 0 : undefined}
          data-state={warning ? 'warning' : 'ok'}
          className={cx(styles.bar, warning ? styles.barWarning : styles.barOk)}
        >
          <span className={styles.barFill} style={{ width: `${Math.min(100, ratio * 100)}%` }} />
        </div>
        {warning && (
          <span id={tipId} role="tooltip" className={cx(styles.tooltip, tip && styles.tooltipShown)}>
            You're approaching your quota limit
          </span>
        )}
      </div>
    </section>
  );
}
