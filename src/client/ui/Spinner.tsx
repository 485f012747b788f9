import styles from './Spinner.module.css';
import { cx } from './cx.js';

export function Spinner({ label = 'Loading', large }: { label?: string; large?: boolean }) {
  return <span role="status" aria-label={label} className={cx(styles.spinner, large && styles.large)} />;
}

/** A small spinner in the current text colour, for a button or a line whose text already says what is under way. */
export function BusyMark() {
  return <span className={styles.inline} aria-hidden="true" />;
}

/** Shown while the account data or the first screen loads (the whole window), or in a page's place while its screen loads. */
export function PageSpinner({ label = 'Loading page', whole }: { label?: string; whole?: boolean }) {
  return (
    <div className={whole ? styles.page : styles.pagePart}>
      <Spinner large label={label} />
    </div>
  );
}
