import { useId, type ReactNode } from 'react';
import { PLAN_FEATURES, type Plan } from '../../shared/plans.js';
import { Button } from '../ui/Button.js';
import styles from './plans.module.css';
import { BusyMark } from '../ui/Spinner.js';

const count = (n: number) => n.toLocaleString('en-US');

export interface PlanCardProps {
  plan: Plan;
  actionLabel: string;
  onAction: () => void;
  /** This card's call is under way: a spinner on its button. */
  busy?: boolean;
  disabled?: boolean;
  /** Adds the one-time setup fee line (new subscriptions only). */
  showSetupFee?: boolean;
  badge?: ReactNode;
}

/** One plan with the features every plan shares; the onboarding and upgrade pages use it. */
export function PlanCard({ plan, actionLabel, onAction, busy, disabled, showSetupFee, badge }: PlanCardProps) {
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={id} data-plan={plan.name}>
      <div className={styles.head}>
        <span className={styles.emoji} aria-hidden="true">
          {plan.emoji}
        </span>
        <h2 id={id} className={styles.name}>
          {plan.name}
        </h2>
        {badge}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>${plan.price}</span>
        <span className={styles.per}>/month</span>
      </p>
      <p className={styles.sessions}>
        <strong>{count(plan.sessions)}</strong> sessions/month
      </p>
      {showSetupFee && <p className={styles.fee}>+ ${plan.setupFee} one-time setup fee</p>}
      <ul className={styles.features} aria-label={`${plan.name} features`}>
        {PLAN_FEATURES.map((feature) => (
          <li key={feature}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.tick}>
              <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <Button block className={styles.action} onClick={onAction} disabled={disabled || busy} aria-busy={busy || undefined}>
        {busy && <BusyMark />}
        {actionLabel}
      </Button>
    </article>
  );
}

export const planStyles = styles;
