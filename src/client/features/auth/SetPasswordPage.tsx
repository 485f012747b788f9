import { useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { setPasswordSchema } from '../../../shared/password-validators.js';
import { check } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { setPassword } from './api.js';
import { ApiError } from '../../api/errors.js';
import { useForm } from '../../forms/useForm.js';
import { Field } from '../../ui/Field.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { SubmitButton } from './SubmitButton.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { PasswordChecklist } from './PasswordChecklist.js';
import { useCommonPasswords } from './useCommonPasswords.js';

/** Reached from a reset or invite mail: /ap/set-password?token=... */
export function SetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  if (!token) return <Redirect to="/" replace />;
  return <SetPasswordForm token={token} />;
}

function SetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [save] = useMutation(setPassword);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { commonPasswords, watch } = useCommonPasswords();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => check(setPasswordSchema, values, { commonPasswords }),
    onSubmit: async (values, { setErrors }) => {
      try {
        const { email } = await save({ token, password: values.password });
        toast({ title: 'Password Set Succcessfully', kind: 'success', durationMs: 3000 });
        // The sign-in form starts with this address filled in.
        navigate('/ap/login', { replace: true, state: { email } });
      } catch (err) {
        failureToast('Error setting password');
        if (!(err instanceof ApiError)) return;
        setErrors(err.fieldErrors);
        if (err.fieldErrors.token) setLinkProblem(err.message);
      }
    },
  });

  return (
    <AuthLayout
      title="Set Your Password"
      subtitle="Create a strong password to secure your account."
      alert={
        linkProblem && (
          <>
            {linkProblem} <Link href="/ap/forgot-password">Request a new link</Link>
          </>
        )
      }
      footer={<Link href="/ap/login">Back to login</Link>}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Field label="Password" type="password" autoComplete="new-password" autoFocus aria-describedby="password-requirements" {...watch(form.field('password'))} />
        <PasswordChecklist password={form.values.password} id="password-requirements" />
        <Field label="Confirm Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton submitting={form.submitting} label="Set Password" busyLabel="Setting Password..." />
      </form>
    </AuthLayout>
  );
}
