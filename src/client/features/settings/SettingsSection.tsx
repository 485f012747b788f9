import { useId, type ReactNode } from 'react';
import { cx } from '../../ui/cx.js';
import styles from './settings.module.css';

/** One card of the Settings page, named by its heading; the Danger Zone's in the danger colour. */
export function SettingsSection({ title, danger = false, children }: { title: string; danger?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cx(styles.card, danger && styles.danger)} aria-labelledby={id}>
      <h2 id={id} className={cx(styles.sectionTitle, danger && styles.dangerTitle)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
