import { NOTIFICATION_OPTIONS, PASSWORD_FOR_EMAIL, settingsSchema, TIME_ZONES, type Notifications, type TimeZone } from '../../../shared/settings.js';
import { check } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import { Field, SelectField } from '../../ui/Field.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { saveSettings } from './api.js';
import styles from './settings.module.css';

type Values = { email: string; timeZone: TimeZone; notifications: Notifications; password: string };

/** Email, Time Zone and Email Notifications, loaded from the account and saved with Save Changes. */
export function PreferencesForm() {
  const session = useSession();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [save] = useMutation(saveSettings);
  // An address that is neither the current one nor the one waiting is a new change: it takes the password.
  const newEmail = (email: string) => ![session.email, session.pendingEmail].includes(email.trim().toLowerCase());
  const form = useForm<Values>({
    // A change still waiting shows as the address asked for: saving the other fields leaves it waiting.
    initialValues: { email: session.pendingEmail ?? session.email ?? '', timeZone: session.timeZone ?? 'UTC', notifications: session.notifications ?? 'all', password: '' },
    validate: (values) => ({ ...check(settingsSchema, values), ...(newEmail(values.email) && !values.password ? { password: PASSWORD_FOR_EMAIL } : {}) }),
    onSubmit: async ({ password, ...values }, { setErrors }) => {
      try {
        const answer = await save({ ...values, email: values.email.trim(), ...(newEmail(values.email) && password ? { password } : {}) });
        form.setValue('password', '');
        const waiting = answer.message !== 'Settings saved';
        toast({ title: 'Settings saved', description: waiting ? answer.message.replace(/^Settings saved\. /, '') : undefined, kind: 'success', durationMs: 5000 });
        await session.refreshAccount();
      } catch (err) {
        const fields = fieldErrorsOf(err);
        if (fields) setErrors(fields);
        else failureToast('Could not save your settings');
        // The change this page thought was waiting is over (withdrawn or expired elsewhere): with the
        // account as it is now, the Password field shows, with the server's word on it.
        if (fields?.password) await session.refreshAccount();
      }
    },
  });
  const pending = session.pendingEmail;

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        hint={pending ? `Waiting for you to open the link we sent to ${pending}. Until then you sign in with ${session.email}: save that address to keep it.` : 'The address you sign in with. A new one changes when you open the link we mail to it.'}
        {...form.field('email')}
      />
      {newEmail(form.values.email) && (
        <Field label="Password" type="password" autoComplete="current-password" hint="Your password, to change the address you sign in with." {...form.field('password')} />
      )}
      <SelectField label="Time Zone" {...form.field('timeZone')}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <SelectField label="Email Notifications" {...form.field('notifications')}>
        {NOTIFICATION_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <div className={styles.actions}>
        <Button type="submit" busy={form.submitting}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
