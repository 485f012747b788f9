import { useSession } from '../../state/session.js';
import { ManageBillingButton } from '../../parts/ManageBillingButton.js';
import styles from './dashboard.module.css';

/** On every dashboard page while a payment has failed: what to do, and for admins the way to do it. */
export function PastDueBanner() {
  const { billingStatus, role } = useSession();
  if (billingStatus !== 'past_due') return null;
  return (
    <div className={styles.banner} role="alert">
      <p>Payment failed. Update your billing details to keep your stores protected.</p>
      {role === 'ADMIN' && <ManageBillingButton variant="primary" />}
    </div>
  );
}
