import type { InstallStatus } from '../../shared/api-types.js';
import { cx } from '../ui/cx.js';
import { describeInstall } from './install-status.js';
import styles from './install-status.module.css';

/** A store's install status (My Stores' rows, the install dialog, Analytics): a coloured dot and the words. */
export function InstallStatusLine({ install, disabled, className }: { install: InstallStatus; disabled: boolean; className?: string }) {
  const { text, tone } = describeInstall(install, disabled, Date.now());
  return (
    <span className={cx(styles.status, styles[tone], className)} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </span>
  );
}
