import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { NewStore, OnboardingStep } from '../../../shared/api-types.js';
import { DUPLICATE_DOMAIN } from '../../../shared/messages.js';
import { DEFAULT_PLATFORM, newStoreId } from '../../../shared/stores.js';
import type { FieldErrors } from '../../../shared/validators.js';
import { useSession } from '../../state/session.js';
import { Spinner } from '../../ui/Spinner.js';
import { Stepper } from '../../ui/Stepper.js';
import { StoreForm } from '../../parts/StoreForm.js';
import { DoneStep } from './DoneStep.js';
import { OnboardingLayout } from './OnboardingLayout.js';
import { PlanStep } from './PlanStep.js';
import { StoresStep, storeLabel } from './StoresStep.js';
import styles from './onboarding.module.css';

export const ONBOARDING_STEPS = [
  { title: 'Plan', description: 'Choose your plan' },
  { title: 'Stores', description: 'Add your stores' },
  { title: 'Contact Account Manager', description: "We'll handle the rest" },
] as const;

type WizardStep = 0 | 1 | 2;

/** Where a returning account starts. */
const stepFor = (step: OnboardingStep | undefined): WizardStep => (step === 'SUBSCRIBED' || step === 'SETUP_STORE' ? 1 : 0);

/** The server's word for the same clash, said before the stores are sent. */

const blankDraft = (): NewStore => ({ id: newStoreId(), domain: '', platform: DEFAULT_PLATFORM, countries: [] });

/** /onboarding, for a signed-in account: the wizard, plan (0), stores (1), done (2), then the dashboard. */
export function OnboardingPage() {
  const { onboardingStep } = useSession();
  // Decided on arrival only: saving the stores completes onboarding before step 2 shows, and that
  // must not send the user away from it.
  const [completedOnArrival] = useState(() => onboardingStep === 'COMPLETED');
  if (completedOnArrival) return <Redirect to="/" replace />;
  return (
    <OnboardingLayout>
      <Wizard />
    </OnboardingLayout>
  );
}

/** The store being edited: its id (a new draft is not in the list until saved) and whether others exist. */
interface Selection {
  draft: NewStore;
  /** Opened with no other store: no Cancel, and Back returns to the plan step. */
  first: boolean;
}

function Wizard() {
  const { onboardingStep, billing, billingStatus, refreshAccount } = useSession();
  const [, navigate] = useLocation();
  const returningFromCheckout = new URLSearchParams(useSearch()).get('checkout') === 'success';

  const [step, setStep] = useState<WizardStep>(() => stepFor(onboardingStep));
  const [drafts, setDrafts] = useState<NewStore[]>(() => (stepFor(onboardingStep) === 1 ? [blankDraft()] : []));
  const [selected, setSelected] = useState<Selection | null>(null);
  const [confirming, setConfirming] = useState(returningFromCheckout);

  const toStores = () => {
    setStep(1);
    setSelected(null);
    setDrafts((list) => (list.length ? list : [blankDraft()]));
  };
  const toPlan = () => {
    setStep(0);
    setSelected(null);
    setDrafts([]);
  };

  // Back from checkout: drop ?checkout=success from the address, fetch the account afresh (it is
  // now subscribed), then carry on with the stores.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returningFromCheckout || handledReturn.current) return;
    handledReturn.current = true;
    setConfirming(true);
    navigate('/onboarding', { replace: true });
    void refreshAccount().finally(() => {
      setConfirming(false);
      toStores();
    });
    // Once, on the return from checkout.
  }, [returningFromCheckout]);

  // Each new screen of the wizard takes focus to its heading, so a screen reader announces it.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!selected) heading.current?.focus();
  }, [step, selected, confirming]);

  const saveDraft = (values: Omit<NewStore, 'id'>, form: { setErrors: (errors: FieldErrors) => void }) => {
    if (!selected) return;
    const id = selected.draft.id;
    if (drafts.some((d) => d.id !== id && d.domain === values.domain)) {
      form.setErrors({ domain: DUPLICATE_DOMAIN });
      return;
    }
    // Merge into the selected store (or add it when new), then clear the selection.
    setDrafts((list) => (list.some((d) => d.id === id) ? list.map((d) => (d.id === id ? { ...d, ...values } : d)) : [...list, { ...selected.draft, ...values }]));
    setSelected(null);
  };

  const plan = billing?.plan;
  let body;
  if (confirming) {
    body = (
      <div className={styles.confirming}>
        <Spinner label="Confirming your subscription" />
        <p>Confirming your subscription...</p>
      </div>
    );
  } else if (step === 0) {
    body = (
      <PlanStep
        headingRef={heading}
        currentPlan={onboardingStep === 'SUBSCRIBED' || onboardingStep === 'SETUP_STORE' ? plan : undefined}
        onContinue={toStores}
        subscriptionEnded={billingStatus === 'canceled'}
      />
    );
  } else if (step === 1) {
    const editedIndex = selected ? drafts.findIndex((d) => d.id === selected.draft.id) : -1;
    body = (
      <section aria-labelledby="onboarding-step-title">
        <h1 id="onboarding-step-title" ref={heading} tabIndex={-1} className={styles.title}>
          Add Your Stores
        </h1>
        <p className={styles.subtitle}>Add the stores you want to protect with your {plan ?? 'selected'} plan</p>
        {selected ? (
          <StoreForm
            key={selected.draft.id}
            description={editedIndex >= 0 && selected.draft.domain ? `Editing ${storeLabel(selected.draft, editedIndex)}` : undefined}
            initialValues={selected.draft}
            onSubmit={saveDraft}
            onBack={selected.first ? toPlan : () => setSelected(null)}
            onCancel={selected.first ? undefined : () => setSelected(null)}
            secondaryAction={{ label: 'Back to plan', onClick: toPlan }}
            autoFocus
          />
        ) : (
          <StoresStep
            drafts={drafts}
            onAdd={() => setSelected({ draft: blankDraft(), first: drafts.length === 0 })}
            onEdit={(draft) => setSelected({ draft, first: drafts.length === 1 && !draft.domain })}
            onDelete={(id) => setDrafts((list) => list.filter((d) => d.id !== id))}
            onSaved={() => setStep(2)}
          />
        )}
      </section>
    );
  } else {
    body = (
      <DoneStep
        headingRef={heading}
        onDone={async () => {
          await refreshAccount();
          navigate('/', { replace: true });
        }}
      />
    );
  }

  return (
    <div className={styles.wizard}>
      <Stepper steps={ONBOARDING_STEPS} current={confirming ? 1 : step} label="Onboarding progress" />
      {body}
    </div>
  );
}
