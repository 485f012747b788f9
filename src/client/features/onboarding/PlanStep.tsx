import { useState, type Ref } from 'react';
import { PLANS, type PlanName } from '../../../shared/plans.js';
import { useMutation } from '../../api/ApiProvider.js';
import { startCheckout } from './api.js';
import { Badge } from '../../ui/Badge.js';
import { useFailureToast } from '../../ui/Toasts.js';
import { PlanCard, planStyles } from '../../parts/PlanCard.js';
import styles from './onboarding.module.css';

interface PlanStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** The plan already paid for, when the user came back here from the stores step. */
  currentPlan?: string | undefined;
  /** The account had a subscription that has ended: its stores wait, disabled. */
  subscriptionEnded?: boolean;
  onContinue: () => void;
}

/** Step 0: a card per plan; choosing one starts a checkout and the browser goes to its page. */
export function PlanStep({ headingRef, currentPlan, subscriptionEnded, onContinue }: PlanStepProps) {
  const [checkout] = useMutation(startCheckout);
  const [choosing, setChoosing] = useState<string | null>(null);
  const failureToast = useFailureToast();

  const choose = async (plan: PlanName) => {
    // Already subscribed to it: nothing to pay again, carry on to the stores.
    if (plan === currentPlan) return onContinue();
    setChoosing(plan);
    try {
      const answer = await checkout({ plan });
      if (answer?.url) {
        // Stays busy while the browser leaves for the checkout page.
        window.location.assign(answer.url);
        return;
      }
      console.error('Checkout answered without a url', answer);
    } catch (err) {
      console.error('Checkout could not start', err);
    }
    failureToast('Could not start checkout');
    setChoosing(null);
  };

  return (
    <section aria-labelledby="onboarding-step-title">
      <h1 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        Choose Your Plan
      </h1>
      <p className={styles.subtitle}>Every plan includes unlimited stores, done-for-you installation and a dedicated account manager.</p>
      {subscriptionEnded && !currentPlan && (
        <p className={styles.notice} role="note">
          Your subscription has ended and your stores are disabled. Choose a plan to protect them again.
        </p>
      )}
      {currentPlan && (
        <p className={styles.notice} role="note">
          You're subscribed to {currentPlan}. Continue with it to add your stores; you can upgrade from the dashboard later.
        </p>
      )}
      <div className={planStyles.grid}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            actionLabel={`Choose ${plan.name}`}
            onAction={() => void choose(plan.name)}
            busy={choosing === plan.name}
            // A subscribed account cannot start another checkout: only its own plan goes on.
            disabled={choosing !== null || (currentPlan !== undefined && plan.name !== currentPlan)}
            // The setup fee is paid once: an account coming back after its subscription ended owes none.
            showSetupFee={!subscriptionEnded}
            badge={plan.name === currentPlan ? <Badge tone="success">Current plan</Badge> : undefined}
          />
        ))}
      </div>
    </section>
  );
}
