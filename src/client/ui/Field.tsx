import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { cx } from './cx.js';

interface Common {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return cx(error && `${id}-error`, hint && `${id}-hint`) || undefined;
}

/** A field's hint and error, under it (their ids are what its aria-describedby names). */
/** The look of a field's control, for a control that stands without a visible label (a search box, a filter). */
export const inputClass = styles.input;

export function FieldMessages({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, className, 'aria-describedby': extra, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={cx(styles.input, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(describedBy(id, error, hint), extra) || undefined}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, hint, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={cx(styles.input, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
