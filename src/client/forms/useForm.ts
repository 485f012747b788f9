import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from '../../shared/validators.js';

interface Options<V> {
  initialValues: V;
  validate: (values: V) => FieldErrors;
  onSubmit: (values: V, form: { setErrors: (errors: FieldErrors) => void }) => Promise<void> | void;
}

/** The fields of V that hold text: the ones a text input or a select edits. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Form state by hand: typed values, the errors of the shared validators, and which fields to show them
 * for (touched ones, and all after a submit attempt). Server fieldErrors can be set on top.
 */
export function useForm<V extends Record<string, unknown>>({ initialValues, validate, onSubmit }: Options<V>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const ruleErrors = validate(values);
  const visible = (name: keyof V & string): string | undefined =>
    submitted || touched[name] ? (ruleErrors[name] ?? serverErrors[name]) : serverErrors[name];

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => (e[name as string] ? { ...e, [name]: undefined } : e));
  }, []);

  // Leaving a field you have not changed says nothing yet: an error appearing on the way to a link
  // would move the page under the pointer. Submitting shows every error anyway.
  const blurOf = (name: keyof V & string) => () => {
    if (values[name] !== initialValues[name]) setTouched((t) => ({ ...t, [name]: true }));
  };

  /** The props of a text input or select. */
  const field = <K extends TextKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    error: visible(name),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, e.target.value as V[K]),
    onBlur: blurOf(name),
  });

  /** The props of a control that edits a value of another kind (the countries' multi-select). */
  const control = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: visible(name),
    onChange: (value: V[K]) => setValue(name, value),
    onBlur: blurOf(name),
  });

  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    setSubmitted(true);
    const invalid = Object.keys(ruleErrors)[0];
    if (invalid) {
      // Take the keyboard and the screen reader to the first thing to fix.
      const element = (e?.currentTarget as HTMLFormElement | undefined)?.elements.namedItem(invalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(values, { setErrors: setServerErrors });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors: ruleErrors, field, control, setValue, handleSubmit, submitting, setErrors: setServerErrors };
}
