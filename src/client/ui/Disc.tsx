import type { CSSProperties, ReactNode } from 'react';
import styles from './Disc.module.css';
import { cx } from './cx.js';

/** A round, decorative mark (hidden from screen readers): initials or an icon. */
export function Disc({ size = 36, tone = 'primary', className, children }: { size?: number; tone?: 'primary' | 'success'; className?: string; children: ReactNode }) {
  return (
    <span className={cx(styles.disc, tone === 'success' && styles.success, className)} style={{ '--disc-size': `${size}px` } as CSSProperties} aria-hidden="true">
      {children}
    </span>
  );
}
