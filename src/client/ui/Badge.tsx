import type { HTMLAttributes } from 'react';
import styles from './Badge.module.css';
import { cx } from './cx.js';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small pill for a status or a kind: platform, ENABLED/DISABLED, a user's status. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)} data-tone={tone} {...props} />;
}
