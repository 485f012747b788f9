import { useId, type FormEvent, type ReactNode } from 'react';
import { COUNTRIES, flagUrl } from '../../shared/countries.js';
import { DEFAULT_PLATFORM, EXAMPLE_DOMAIN, MESSAGES, PLATFORMS, normaliseDomain, validateStore } from '../../shared/stores.js';
import type { FieldErrors } from '../../shared/validators.js';
import { useForm } from '../forms/useForm.js';
import { Button } from '../ui/Button.js';
import { Field, SelectField } from '../ui/Field.js';
import { MultiSelect, type MultiSelectOption } from '../ui/MultiSelect.js';
import { useToast } from '../ui/Toasts.js';
import styles from './store-form.module.css';
import { BusyMark } from '../ui/Spinner.js';

// A type, not an interface: the form's values are a record of fields.
export type StoreFormValues = {
  domain: string;
  platform: string;
  countries: string[];
};

export interface StoreFormProps {
  /** Default "Store Details". */
  title?: string;
  description?: ReactNode;
  /** Default "Save Store". */
  submitText?: string;
  initialValues?: Partial<StoreFormValues>;
  /** Gets the checked values (domain trimmed and lower-cased); may set server field errors. */
  onSubmit: (values: StoreFormValues, form: { setErrors: (errors: FieldErrors) => void }) => Promise<void> | void;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
  cancelText?: string;
  /** Shows a back arrow above the title. */
  onBack?: () => void;
  backText?: string;
  /** One more way out, on the left of the buttons (the onboarding's "Back to plan"). */
  secondaryAction?: { label: string; onClick: () => void };
  /** Puts the cursor in the domain field when the form appears. */
  autoFocus?: boolean;
}

const COUNTRY_OPTIONS: MultiSelectOption[] = COUNTRIES.map((c) => ({ value: c.code, label: c.name, image: flagUrl(c.code) }));

/** The store form, shared by the onboarding wizard and the Add Store page. */
export function StoreForm({
  title = 'Store Details',
  description,
  submitText = 'Save Store',
  initialValues,
  onSubmit,
  onCancel,
  cancelText = 'Cancel',
  onBack,
  backText = 'Back',
  secondaryAction,
  autoFocus,
}: StoreFormProps) {
  const titleId = useId();
  const toast = useToast();
  const form = useForm<StoreFormValues>({
    initialValues: {
      domain: initialValues?.domain ?? '',
      platform: initialValues?.platform ?? DEFAULT_PLATFORM,
      countries: initialValues?.countries ?? [],
    },
    validate: validateStore,
    onSubmit: (v, helpers) => onSubmit({ ...v, domain: normaliseDomain(v.domain) }, helpers),
  });

  const submit = (e: FormEvent) => {
    const { values } = form;
    if (!values.domain.trim() || !values.platform || values.countries.length === 0) {
      toast({ title: MESSAGES.missing, kind: 'error', durationMs: 4000 });
    }
    return form.handleSubmit(e);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {backText}
        </button>
      )}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}

      <Field
        label="Store Domain"
        placeholder={EXAMPLE_DOMAIN}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        autoFocus={autoFocus}
        {...form.field('domain')}
      />
      <SelectField label="Platform" {...form.field('platform')}>
        {!form.values.platform && (
          <option value="" disabled>
            Select a platform
          </option>
        )}
        {PLATFORMS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </SelectField>
      <MultiSelect
        label="This Store Sells In"
        options={COUNTRY_OPTIONS}
        {...form.control('countries')}
        placeholder="Search countries..."
        emptyText="No countries found"
      />

      <div className={styles.actions}>
        {secondaryAction && (
          <Button variant="ghost" className={styles.secondary} onClick={secondaryAction.onClick}>
            {secondaryAction.label}
          </Button>
        )}
        <div className={styles.main}>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
              {cancelText}
            </Button>
          )}
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting && <BusyMark />}
            {submitText}
          </Button>
        </div>
      </div>
    </form>
  );
}
