import { useState, type Ref } from 'react';
import { Button } from '../../ui/Button.js';
import { planStyles } from '../../parts/PlanCard.js';
import { cx } from '../../ui/cx.js';
import styles from './onboarding.module.css';
import { Disc } from '../../ui/Disc.js';
import { BusyMark } from '../../ui/Spinner.js';

/** Step 2: the stores are in; the account manager takes it from here. */
export function DoneStep({ headingRef, onDone }: { headingRef: Ref<HTMLHeadingElement>; onDone: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const go = async () => {
    setLeaving(true);
    try {
      await onDone();
    } catch {
      setLeaving(false);
    }
  };
  return (
    <section aria-labelledby="onboarding-step-title" className={cx(styles.done, planStyles.endCard)}>
      <Disc size={64} tone="success">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Disc>
      <h1 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        Your Account Manager Has You Covered
      </h1>
      <p className={styles.subtitle}>We'll stealth parts of your store.</p>
      <ul className={styles.nextSteps}>
        <li>We install the protection on your stores for you.</li>
        <li>Your account manager sets up custom stealth rules.</li>
        <li>Follow your monthly sessions from the dashboard.</li>
      </ul>
      <Button onClick={() => void go()} disabled={leaving} aria-busy={leaving || undefined}>
        {leaving && <BusyMark />}
        Go to Dashboard
      </Button>
    </section>
  );
}
