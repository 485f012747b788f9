import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import { cx } from './cx.js';
import { BusyMark } from './Spinner.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  block?: boolean;
  /**
   * Its call is under way: dimmed and aria-busy, and aria-disabled rather than disabled, so a focused
   * button keeps the focus (and a dialog its Escape), with a spinner before its text. The caller ignores clicks meanwhile.
   */
  busy?: boolean;
}

export function Button({ variant = 'primary', block, busy, className, type = 'button', children, ...props }: ButtonProps) {
  const classes = cx(styles.button, styles[variant], block && styles.block, busy && styles.busy, className);
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} aria-disabled={busy || undefined} {...props}>
      {busy && <BusyMark />}
      {children}
    </button>
  );
}

/** A link that looks like a button, for navigation. */
export const buttonClass = (variant: ButtonProps['variant'] = 'primary', block = false): string =>
  cx(styles.button, styles[variant], block && styles.block);
