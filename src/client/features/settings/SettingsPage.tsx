import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../state/session.js';
import { Button, buttonClass } from '../../ui/Button.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { useMutation } from '../../api/ApiProvider.js';
import { ManageBillingButton } from '../../parts/ManageBillingButton.js';
import { unsubscribe as unsubscribeCall } from './api.js';
import { ConfirmUnsubscribeDialog } from './ConfirmUnsubscribeDialog.js';
import { PreferencesForm } from './PreferencesForm.js';
import { SecuritySection } from './SecuritySection.js';
import { SettingsSection } from './SettingsSection.js';
import { ActiveSessions } from './ActiveSessions.js';
import { OwnerSection } from './OwnerSection.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Spinner } from '../../ui/Spinner.js';
import styles from './settings.module.css';

/**
 * /settings: Manage Billing opens the billing portal in a new tab; Unsubscribe (admins only) ends the
 * subscription after the Confirm Unsubscribe dialog; the preferences save with Save Changes; Security
 * turns two-factor sign-in on and off; the account's owner can hand the account over.
 */
export function SettingsPage() {
  const { email, role, billing, owner, refreshAccount } = useSession();
  const [endSubscription, ending] = useMutation(unsubscribeCall);
  const failureToast = useFailureToast();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  // The server lets only account admins open the portal.
  const canManageBilling = role !== 'STANDARD';

  // Handing the account over takes the owner's section away, and the focus in it: focus goes to the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOwner = useRef(owner);
  useEffect(() => {
    const active = document.activeElement;
    if (wasOwner.current && !owner && (!active || active === document.body || !active.isConnected)) heading.current?.focus();
    wasOwner.current = owner;
  }, [owner]);

  const unsubscribe = async () => {
    try {
      await endSubscription();
    } catch {
      failureToast('Could not unsubscribe');
      setConfirming(false);
      return;
    }
    toast({ title: 'Your subscription has ended', description: 'Your stores are disabled. Choose a plan to protect them again.', kind: 'info', durationMs: 5000 });
    // The account now chooses a plan: the dashboard hands over to the plan step.
    await refreshAccount();
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Settings" titleRef={heading} subtitle="Your billing, email and notification preferences, and how you sign in." />

      <SettingsSection title="Billing & Subscription">
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
          {canManageBilling && billing?.plan && (
            <Link href="/upgrade" className={buttonClass('secondary')}>
              Upgrade Plan
            </Link>
          )}
        </div>
      </SettingsSection>

      <SettingsSection title="Preferences">
        {/* Filled from the account: shown once it has loaded (the dashboard waits for it anyway). */}
        {email === undefined ? <Spinner label="Loading settings" /> : <PreferencesForm />}
      </SettingsSection>

      <SecuritySection />
      <ActiveSessions />
      {owner && <OwnerSection />}

      {canManageBilling && (
        <SettingsSection title="Danger Zone" danger>
          <p className={styles.text}>Unsubscribing ends your plan and the protection of your stores.</p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Unsubscribe
            </Button>
          </div>
        </SettingsSection>
      )}

      {confirming && <ConfirmUnsubscribeDialog busy={ending.isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void unsubscribe()} />}
    </div>
  );
}
