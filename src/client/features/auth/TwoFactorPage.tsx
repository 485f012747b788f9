import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { appOrRecoveryCode, CODE_REQUIRED, CODES_PAUSED, WRONG_CODE } from '../../../shared/two-factor.js';
import { check, required } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { ApiError } from '../../api/errors.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { useSession } from '../../state/session.js';
import { Field } from '../../ui/Field.js';
import { SubmitButton } from './SubmitButton.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import authStyles from './auth.module.css';
import { verifyTwoFactor } from './api.js';

/** What sign-in hands over (in the history entry, not the address): the ticket and where to go after. */
interface Handover {
  mfaToken?: string;
  next?: string;
}

/** /ap/two-factor: sign-in's second step, for a user with two-factor on. Reached only from sign-in. */
export function TwoFactorPage() {
  const { mfaToken, next }: Handover = history.state ?? {};
  if (!mfaToken) return <Redirect to="/ap/login" replace />;
  return <CodeForm mfaToken={mfaToken} next={next ?? '/'} />;
}

function CodeForm({ mfaToken, next }: { mfaToken: string; next: string }) {
  const [, navigate] = useLocation();
  const { setCredentials } = useSession();
  const [send] = useMutation(verifyTwoFactor);
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: (values) => check({ code: [required(recovery ? 'Enter one of your recovery codes' : CODE_REQUIRED), appOrRecoveryCode] }, values),
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        const { token } = await send({ mfaToken, code: values.code.trim() });
        setCredentials(token);
        navigate(next, { replace: true });
      } catch (err) {
        const fields = err instanceof ApiError && err.message === WRONG_CODE ? { code: recovery ? 'That recovery code is not right, or was used before' : WRONG_CODE } : fieldErrorsOf(err);
        if (fields) setErrors(fields);
        else setFailure(err instanceof Error ? err.message : 'Could not check the code');
      }
    },
  });
  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    form.setValue('code', '');
    form.setErrors({});
  };

  return (
    <AuthLayout
      title="Two-factor sign-in"
      subtitle={recovery ? 'Enter one of the recovery codes you saved when you turned two-factor on.' : 'Enter the 6-digit code from your authenticator app.'}
      alert={
        failure && (
          <>
            {failure}{' '}
            {failure === CODES_PAUSED ? <Link href="/ap/forgot-password">Reset your password</Link> : <Link href="/ap/login">Sign in again</Link>}
          </>
        )
      }
      footer={<Link href="/ap/login">Back to sign in</Link>}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        {recovery ? (
          <Field key="recovery" label="Recovery code" autoComplete="off" autoFocus spellCheck={false} placeholder="abcd-efgh" {...form.field('code')} />
        ) : (
          <Field key="code" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} {...form.field('code')} />
        )}
        <div className={authStyles.row}>
          <button type="button" className={authStyles.switch} onClick={() => switchTo(!recovery)}>
            {recovery ? 'Use a code from your app' : 'Use a recovery code'}
          </button>
        </div>
        <SubmitButton submitting={form.submitting} label="Verify" busyLabel="Checking..." />
      </form>
    </AuthLayout>
  );
}
