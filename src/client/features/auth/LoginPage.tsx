import { Link, useLocation, useSearch } from 'wouter';
import { INVALID_CREDENTIALS } from '../../../shared/messages.js';
import { check, loginSchema } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { login } from './login-api.js';
import { ApiError } from '../../api/errors.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { useSession } from '../../state/session.js';
import { Field } from '../../ui/Field.js';
import { safeNext } from '../../routes/next.js';
import { SubmitButton } from './SubmitButton.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import authStyles from './auth.module.css';
import { useState } from 'react';

export function LoginPage() {
  const [, navigate] = useLocation();
  const { setCredentials, ended } = useSession();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const [signIn] = useMutation(login);
  const [failure, setFailure] = useState<string | null>(null);
  // Set Password leaves the address whose password was just set, so it need not be typed again.
  const email: string = history.state?.email ?? '';
  const form = useForm({
    initialValues: { email, password: '' },
    validate: (values) => check(loginSchema, values),
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        const answer = await signIn({ email: values.email.trim(), password: values.password });
        if ('token' in answer) {
          setCredentials(answer.token);
          navigate(next ?? '/');
          // Two-factor on: the code step, handed the ticket out of sight of the address bar.
        } else navigate('/ap/two-factor', { state: { ...answer, next } });
      } catch (err) {
        const fields = err instanceof ApiError && err.status === 401 ? { password: INVALID_CREDENTIALS } : fieldErrorsOf(err);
        if (fields) setErrors(fields);
        else setFailure((err as Error).message);
      }
    },
  });

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your protected stores."
      alert={failure ?? (ended ? 'Your session ended. Sign in again to continue.' : null)}
      footer={
        <>
          New here? <Link href="/ap/register">Create an account</Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Field label="Email" type="email" autoComplete="email" autoFocus={!email} {...form.field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" autoFocus={!!email} {...form.field('password')} />
        <div className={authStyles.row}>
          <Link href="/ap/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton submitting={form.submitting} label="Sign In" busyLabel="Signing In..." />
      </form>
    </AuthLayout>
  );
}
