import styles from './Stepper.module.css';
import { cx } from './cx.js';

export interface StepperStep {
  title: string;
  description?: string;
}

/**
 * Progress through a wizard: done steps are ticked, the current one carries aria-current="step".
 * An ordered list, so a screen reader says "step 2 of 3" on its own.
 */
export function Stepper({ steps, current, label = 'Progress' }: { steps: readonly StepperStep[]; current: number; label?: string }) {
  return (
    <ol className={styles.stepper} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={step.title} className={cx(styles.step, styles[state])} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.title}>
                {step.title}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
              {step.description && <span className={styles.description}>{step.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
