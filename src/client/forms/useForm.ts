import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from '../../shared/validators.js';

interface Options<V> {
  initialValues: V;
  validate: (values: V) => FieldErrors;
  onSubmit: (values: V, form: { setErrors: (errors: FieldErrors) => void }) => Promise<void> | void;
}

/**
 * Form state by hand: values, the errors of the shared validators, and which fields to show them
 * for (touched ones, and all after a submit attempt). Server fieldErrors can be set on top.
 */
export function useForm<V extends Record<string, string>>({ initialValues, validate, onSubmit }: Options<V>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const ruleErrors = validate(values);
  const visible = (name: keyof V & string): string | undefined =>
    submitted || touched[name] ? (ruleErrors[name] ?? serverErrors[name]) : serverErrors[name];

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => (e[name as string] ? { ...e, [name]: undefined } : e));
  }, []);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: visible(name),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, e.target.value),
    // Leaving a field you have not typed in says nothing yet: an error appearing on the way to a
    // link would move the page under the pointer. Submitting shows every error anyway.
    onBlur: () => {
      if (values[name] !== initialValues[name]) setTouched((t) => ({ ...t, [name]: true }));
    },
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

  return { values, errors: ruleErrors, field, setValue, handleSubmit, submitting, setErrors: setServerErrors };
}
