import styles from './Spinner.module.css';
import { cx } from './cx.js';

export function Spinner({ label = 'Loading', large = false }: { label?: string; large?: boolean }) {
  return <span role="status" aria-label={label} className={cx(styles.spinner, large && styles.large)} />;
}

/** A small spinner in the current text colour, for a button or a line whose text already says what is under way. */
export function BusyMark() {
  return <span className={styles.inline} aria-hidden="true" />;
}

/** Shown while the account data, or the first screen, loads. */
export function FullPageSpinner({ label = 'Loading your account' }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner large label={label} />
    </div>
  );
}

/** Shown in a page's place while its screen loads. */
export function PageSpinner() {
  return (
    <div className={styles.pagePart}>
      <Spinner large label="Loading page" />
    </div>
  );
}
