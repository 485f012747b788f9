import { Suspense, useRef, useState } from 'react';
import { disableSchema, enableSchema } from '../../../shared/two-factor.js';
import { check, type Rule } from '../../../shared/validators.js';
import { useMutation, useQuery } from '../../api/ApiProvider.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import { Spinner } from '../../ui/Spinner.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, twoFactorQuery } from './api.js';
import { QrCode } from './QrCode.js';
import styles from './settings.module.css';
import { SettingsSection } from './SettingsSection.js';

/** Settings' Security section: two-factor sign-in, turned on with a code from an authenticator app. */
export function SecuritySection() {
  const status = useQuery(twoFactorQuery, undefined);
  const [setUp, settingUp] = useMutation(setUpTwoFactor);
  const failureToast = useFailureToast();
  const [pending, setPending] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    if (settingUp.isLoading) return;
    try {
      setPending(await setUp());
    } catch {
      failureToast('Could not start the set-up');
    }
  };

  // Each step replaces the one before, the button pressed with it: focus goes on to what replaced it.
  const view = useRef<HTMLDivElement>(null);
  const moveOn = () => view.current?.focus();

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => (setRecoveryCodes(null), moveOn())} />;
  else if (pending) body = <SetUp {...pending} onCancel={() => (setPending(null), moveOn())} onEnabled={(codes) => (setPending(null), setRecoveryCodes(codes), moveOn())} />;
  else if (!status.data) body = <NoDataYet query={status} loading={<Spinner label="Loading two-factor sign-in" />} failed="Two-factor sign-in could not be loaded." />;
  else if (status.data.enabled) body = <TurnOff left={status.data.recoveryCodesLeft} onOff={moveOn} />;
  else {
    body = (
      <>
        <p className={styles.text}>Two-factor sign-in is off. Turn it on to sign in with a code from an authenticator app as well as your password.</p>
        <div className={styles.actions}>
          <Button busy={settingUp.isLoading} onClick={() => void start()}>
            Turn on two-factor sign-in
          </Button>
        </div>
      </>
    );
  }
  return (
    <SettingsSection title="Security">
      <StaleIfFailed query={status} />
      <div ref={view} tabIndex={-1}>
        {body}
      </div>
    </SettingsSection>
  );
}

/** The form of a step that takes a code (and for turning on, the password), and its submit. */
function useCodeForm<V extends { code: string }>(initialValues: V, schema: Record<string, Rule[]>, send: (values: V) => Promise<void>, failure: string) {
  const failureToast = useFailureToast();
  return useForm({
    initialValues,
    validate: (values) => check(schema, values),
    onSubmit: async (values, { setErrors }) => {
      try {
        await send({ ...values, code: values.code.trim() });
      } catch (err) {
        const fields = fieldErrorsOf(err);
        if (fields) setErrors(fields);
        else failureToast(failure);
      }
    },
  });
}

function SetUp({ secret, otpauthUrl, onCancel, onEnabled }: { secret: string; otpauthUrl: string; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const [enable] = useMutation(enableTwoFactor);
  const toast = useToast();
  const form = useCodeForm(
    { code: '', password: '' },
    enableSchema,
    async (values) => {
      const { recoveryCodes } = await enable(values);
      toast({ title: 'Two-factor sign-in is on', kind: 'success', durationMs: 3000 });
      onEnabled(recoveryCodes);
    },
    'Could not turn on two-factor sign-in',
  );
  return (
    <>
      <p className={styles.text}>Scan this code with an authenticator app, or type the key into it. Then enter the 6-digit code it shows, and your password.</p>
      <div className={styles.qr}>
        <Suspense fallback={<Spinner label="Drawing the QR code" />}>
          <QrCode text={otpauthUrl} label="QR code for your authenticator app" />
        </Suspense>
      </div>
      <p className={styles.text}>
        Key: <code className={styles.key}>{secret.match(/.{1,4}/g)!.join(' ')}</code>
      </p>
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <Field label="Code from your app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...form.field('code')} />
        <Field label="Password" type="password" autoComplete="current-password" hint="Your password, to show it is you." {...form.field('password')} />
        <div className={styles.actions}>
          <Button type="submit" busy={form.submitting}>
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`Store Shield recovery codes. Each signs you in once.\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
    link.download = 'store-shield-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <>
      <p className={styles.text} role="status">
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  );
}

function TurnOff({ left, onOff }: { left: number; onOff: () => void }) {
  const [disable] = useMutation(disableTwoFactor);
  const toast = useToast();
  const form = useCodeForm(
    { code: '' },
    disableSchema,
    async ({ code }) => {
      await disable(code);
      toast({ title: 'Two-factor sign-in is off', kind: 'success', durationMs: 3000 });
      onOff();
    },
    'Could not turn off two-factor sign-in',
  );
  return (
    <>
      <p className={styles.text}>
        Two-factor sign-in is on. {left} recovery {left === 1 ? 'code' : 'codes'} left.
      </p>
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <Field
          label="Code from your app or a recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
          hint="To turn it off, enter a current code from your app, or one of your recovery codes if you lost your phone."
          {...form.field('code')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" busy={form.submitting}>
            Turn off two-factor sign-in
          </Button>
        </div>
      </form>
    </>
  );
}
