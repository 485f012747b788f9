import { usd, type Plan } from '../../../shared/plans.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

/** What a provider takes when the plan goes up, said before it does. */
function chargeLine(plan: Plan, provider: 'local' | 'stripe'): string {
  return provider === 'stripe'
    ? `Nothing is charged now: Stripe adds the difference for the rest of this billing period to your next invoice.`
    : `Charged now: ${usd(plan.price)}, a test payment (the test provider takes no money).`;
}

/** Upgrade asks first: the new plan, its monthly price, the difference, and what is charged now. */
export function ConfirmUpgradeDialog({
  from,
  to,
  provider,
  busy,
  onConfirm,
  onCancel,
}: {
  from: Plan;
  to: Plan;
  provider: 'local' | 'stripe';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Upgrade to ${to.name}?`}
      description={
        <>
          {`${to.name} is ${usd(to.price)} a month, ${usd(to.price - from.price)} more than ${from.name} (${usd(from.price)}), with ${to.sessions.toLocaleString('en-US')} sessions a month. `}
          {chargeLine(to, provider)}
        </>
      }
      confirmLabel={`Upgrade to ${to.name}`}
      tone="primary"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
