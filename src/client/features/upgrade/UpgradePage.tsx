import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PLANS, findPlan, type Plan } from '../../../shared/plans.js';
import { useMutation } from '../../api/ApiProvider.js';
import { upgradePlan } from './api.js';
import { ConfirmUpgradeDialog } from './ConfirmUpgradeDialog.js';
import { useSession } from '../../state/session.js';
import { Badge } from '../../ui/Badge.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { PlanCard, planStyles } from '../../parts/PlanCard.js';
import styles from './upgrade.module.css';
import { Disc } from '../../ui/Disc.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { cx } from '../../ui/cx.js';

/** /upgrade: the plans ranked above the current one (a plan only ever goes up). */
export function UpgradePage() {
  const { billing, refreshAccount } = useSession();
  const [, navigate] = useLocation();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [upgrade] = useMutation(upgradePlan);
  const [upgrading, setUpgrading] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Plan | null>(null);

  const current = findPlan(billing?.plan);
  const higher = PLANS.filter((p) => p.rank > (current?.rank ?? 0));

  const choose = async (newPlan: string) => {
    setUpgrading(newPlan);
    try {
      await upgrade({ newPlan });
    } catch {
      failureToast('Error upgrading plan');
      setUpgrading(null);
      setConfirming(null);
      // The plan may have moved meanwhile (another tab, another admin): the plans offered follow it.
      void refreshAccount();
      return;
    }
    toast({ title: `Plan upgraded to ${newPlan}`, kind: 'success', durationMs: 5000 });
    await refreshAccount();
    navigate('/');
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Upgrade Your Plan" subtitle="All plans include full protection, expert setup and tailored stealth rules.">
        {current && (
          <p className={styles.current}>
            Current plan{' '}
            <Badge tone="primary">
              <span aria-hidden="true">{current.emoji}</span> {current.name}
            </Badge>
          </p>
        )}
      </PageHeader>
      {higher.length === 0 ? (
        <div className={cx(styles.top, planStyles.endCard)} role="status">
          <Disc size={56} className={styles.topIcon}>
            {current?.emoji ?? '👑'}
          </Disc>
          <p className={styles.topText}>You're already on the highest plan.</p>
          <Link href="/" className={styles.back}>
            Back to dashboard
          </Link>
        </div>
      ) : (
        <div className={cx(planStyles.grid, higher.length < 4 && planStyles.narrow)}>
          {higher.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              actionLabel={`Upgrade to ${plan.name}`}
              onAction={() => setConfirming(plan)}
              disabled={upgrading !== null}
            />
          ))}
        </div>
      )}
      {confirming && current && billing && (
        <ConfirmUpgradeDialog
          from={current}
          to={confirming}
          provider={billing.provider}
          busy={upgrading !== null}
          onConfirm={() => void choose(confirming.name)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
