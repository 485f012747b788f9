import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import { Field, SelectField } from '../../ui/Field.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { useMutation } from '../../api/ApiProvider.js';
import { unsubscribe as unsubscribeCall } from '../billing/api.js';
import { ManageBillingButton } from '../billing/ManageBillingButton.js';
import { ConfirmUnsubscribeDialog } from './ConfirmUnsubscribeDialog.js';
import { PageHeader } from '../../ui/PageHeader.js';
import styles from './settings.module.css';
import { cx } from '../../ui/cx.js';

export const TIME_ZONES = ['UTC', 'EST', 'PST'] as const;
export const NOTIFICATION_OPTIONS = [
  { value: 'all', label: 'All notifications' },
  { value: 'important', label: 'Important only' },
  { value: 'none', label: 'None' },
] as const;

/**
 * /settings: Manage Billing opens the billing portal in a new tab; Unsubscribe (admins only) ends the
 * subscription after the Confirm Unsubscribe dialog. The preferences are not saved yet.
 */
export function SettingsPage() {
  const billingId = useId();
  const preferencesId = useId();
  const dangerId = useId();
  const { email, userRole, billing, refreshAccount } = useSession();
  const [endSubscription, ending] = useMutation(unsubscribeCall);
  const failureToast = useFailureToast();
  const toast = useToast();
  const [timeZone, setTimeZone] = useState<string>('UTC');
  const [notifications, setNotifications] = useState<string>('all');
  const [confirming, setConfirming] = useState(false);
  // The server lets only account admins open the portal.
  const canManageBilling = userRole !== 'STANDARD';

  const save = (e: FormEvent) => {
    e.preventDefault();
    toast({ title: 'These preferences are not saved yet', description: 'Saving settings is coming soon.', kind: 'info', durationMs: 4000 });
  };

  const unsubscribe = async () => {
    try {
      await endSubscription();
    } catch {
      failureToast('Could not unsubscribe');
      setConfirming(false);
      return;
    }
    toast({ title: 'Your subscription has ended', description: 'Your stores are disabled. Choose a plan to protect them again.', kind: 'info', durationMs: 6000 });
    // The account now chooses a plan: the dashboard hands over to the plan step.
    await refreshAccount();
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Settings" subtitle="Your billing, email and notification preferences." />

      <section className={styles.card} aria-labelledby={billingId}>
        <h2 id={billingId} className={styles.sectionTitle}>
          Billing &amp; Subscription
        </h2>
        <p className={styles.text}>
          {billing?.plan ? (
            <>
              You are on the <strong>{billing.plan}</strong> plan.{' '}
            </>
          ) : null}
          View your plan and invoices in the billing portal, which opens in a new tab.
        </p>
        {!canManageBilling && <p className={styles.text}>Only an admin of your account can open the billing portal.</p>}
        <div className={styles.actions}>
          <ManageBillingButton disabled={!canManageBilling} />
        </div>
      </section>

      <section className={styles.card} aria-labelledby={preferencesId}>
        <h2 id={preferencesId} className={styles.sectionTitle}>
          Preferences
        </h2>
        <form className={styles.form} onSubmit={save} noValidate>
          <Field label="Email" type="email" className={styles.readOnly} value={email ?? ''} readOnly hint="The address you sign in with." />
          <SelectField label="Time Zone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
          <SelectField label="Email Notifications" value={notifications} onChange={(e) => setNotifications(e.target.value)}>
            {NOTIFICATION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <div className={styles.actions}>
            <Button type="submit">Save Changes</Button>
          </div>
        </form>
      </section>

      {canManageBilling && (
        <section className={cx(styles.card, styles.danger)} aria-labelledby={dangerId}>
          <h2 id={dangerId} className={cx(styles.sectionTitle, styles.dangerTitle)}>
            Danger Zone
          </h2>
          <p className={styles.text}>Unsubscribing ends your plan and the protection of your stores.</p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Unsubscribe
            </Button>
          </div>
        </section>
      )}

      {confirming && <ConfirmUnsubscribeDialog busy={ending.isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void unsubscribe()} />}
    </div>
  );
}
