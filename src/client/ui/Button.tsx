import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import { cx } from './cx.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  block?: boolean;
}

export function Button({ variant = 'primary', block, className, type = 'button', ...props }: ButtonProps) {
  const classes = cx(styles.button, styles[variant], block && styles.block, className);
  return <button type={type} className={classes} {...props} />;
}

/** A link that looks like a button, for navigation. */
export const buttonClass = (variant: ButtonProps['variant'] = 'primary', block = false): string =>
  cx(styles.button, styles[variant], block && styles.block);
