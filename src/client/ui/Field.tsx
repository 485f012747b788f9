import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { cx } from './cx.js';

export interface FieldCommon {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The look of a field's control, for a control that stands without a visible label (a search box, a filter). */
export const inputClass = styles.input;

/** The classes and ARIA attributes of a field's control, given the field's id. */
export function controlProps(id: string, error?: string, hint?: ReactNode, extra?: string) {
  return {
    id,
    className: cx(styles.input, error && styles.invalid),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cx(error && `${id}-error`, hint && `${id}-hint`, extra) || undefined,
  };
}

/** A field's hint and error, under it (their ids are what its aria-describedby names). */
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

/** A label, the control it names, then the control's hint and error. */
export function FieldFrame({ id, label, error, hint, className, children }: FieldCommon & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, className, 'aria-describedby': extra, ...input }: FieldCommon & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input {...controlProps(id, error, hint, extra)} {...input} />
    </FieldFrame>
  );
}

/** A labelled select, as Field is a labelled input. */
export function SelectField({ label, error, hint, children, ...select }: FieldCommon & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select {...controlProps(id, error, hint)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
