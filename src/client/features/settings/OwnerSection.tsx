import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SubUser } from '../../../shared/api-types.js';
import { handoverSchema } from '../../../shared/team-validators.js';
import { check } from '../../../shared/validators.js';
import { useMutation, useQuery } from '../../api/ApiProvider.js';
import { usersQuery } from '../../api/users.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Field, SelectField } from '../../ui/Field.js';
import { NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import { Spinner } from '../../ui/Spinner.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { handOver } from './api.js';
import styles from './settings.module.css';
import { SettingsSection } from './SettingsSection.js';

/** Who can take the account over: the other admins who have set up their sign-in. */
export const handoverCandidates = (users: readonly SubUser[], ownUserId: string | null): SubUser[] =>
  users.filter((u) => u.role === 'ADMIN' && u.status === 'USER_SETUP_COMPLETED' && u.userId !== ownUserId);

/** Settings' Account owner section, shown to the owner only: handing the account over to another admin. */
export function OwnerSection() {
  const { userId } = useSession();
  const users = useQuery(usersQuery, undefined);
  const candidates = handoverCandidates(users.data ?? [], userId);

  let body;
  if (!users.data) body = <NoDataYet query={users} loading={<Spinner label="Loading the account's admins" />} failed="The account's admins could not be loaded." />;
  else if (candidates.length === 0) {
    body = (
      <p className={styles.text}>
        No other admin has set up their sign-in yet. To hand the account over, <Link href="/users">invite an admin</Link> from Users; once they have set their password,
        you can choose them here.
      </p>
    );
  } else body = <HandoverForm candidates={candidates} />;

  return (
    <SettingsSection title="Account owner">
      <p className={styles.text}>
        You own this account: nobody else can remove you or reset your two-factor sign-in. You can hand it over to another admin who has set up their sign-in; you
        stay an admin.
      </p>
      <StaleIfFailed query={users} />
      {body}
    </SettingsSection>
  );
}

/** The new owner and the owner's password, then a confirmation naming the new owner. */
function HandoverForm({ candidates }: { candidates: SubUser[] }) {
  const toast = useToast();
  const failureToast = useFailureToast();
  const { refreshAccount } = useSession();
  const [send, sending] = useMutation(handOver);
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState<{ to: SubUser; password: string } | null>(null);
  // The field the server refused, focused once the confirmation has closed (and given focus back to Hand over).
  const [refusedField, setRefusedField] = useState<string | null>(null);

  const form = useForm({
    initialValues: { userId: '', password: '' },
    validate: (values) => check(handoverSchema, values),
    onSubmit: (values, { setErrors }) => {
      const to = candidates.find((c) => c.userId === values.userId);
      if (to) setConfirming({ to, password: values.password });
      else setErrors({ userId: 'Choose an admin who has set up their sign-in' });
    },
  });

  useEffect(() => {
    if (confirming || !refusedField) return;
    const element = formRef.current?.elements.namedItem(refusedField);
    if (element instanceof HTMLElement) element.focus();
    setRefusedField(null);
  }, [confirming, refusedField]);

  const confirm = async () => {
    if (!confirming || sending.isLoading) return;
    const { to, password } = confirming;
    try {
      await send({ userId: to.userId, password });
    } catch (err) {
      setConfirming(null);
      const fields = fieldErrorsOf(err);
      if (fields) {
        form.setErrors(fields);
        setRefusedField(['userId', 'password'].find((f) => fields[f]) ?? null);
      } else {
        failureToast('Could not hand the account over');
        // Perhaps no longer the owner (handed over in another tab): the page follows the account.
        void refreshAccount();
      }
      return;
    }
    // The account now says someone else owns it, and this section goes with the next look at it.
    toast({ title: `You handed the account over to ${to.name}`, kind: 'success', durationMs: 5000 });
    setConfirming(null);
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <SelectField label="New owner" {...form.field('userId')}>
          <option value="">Choose an admin</option>
          {candidates.map((c) => (
            <option key={c.userId} value={c.userId}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
        <Field label="Your password" type="password" autoComplete="current-password" hint="Your password, to show it is you." {...form.field('password')} />
        <div className={styles.actions}>
          <Button type="submit">Hand over</Button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Hand Over the Account"
          description={
            <>
              <strong>{confirming.to.name}</strong> ({confirming.to.email}) will own this account, and only they can hand it over again. You stay an admin. We will
              email you both.
            </>
          }
          confirmLabel="Hand over"
          busy={sending.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
