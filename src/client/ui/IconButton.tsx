import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './IconButton.module.css';
import { cx } from './cx.js';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's name for a screen reader, also shown as its tooltip. */
  label: string;
  tone?: 'neutral' | 'danger';
}

/** A square button that shows only an icon; its label names it. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, tone = 'neutral', className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={cx(styles.iconButton, tone === 'danger' && styles.danger, className)} aria-label={label} title={label} {...props} />;
});
