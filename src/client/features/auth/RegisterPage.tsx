import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { registerSchema } from '../../../shared/password-validators.js';
import { check } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { registerAccount } from './api.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { useSession } from '../../state/session.js';
import { Field } from '../../ui/Field.js';
import { SubmitButton } from './SubmitButton.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { PasswordChecklist } from './PasswordChecklist.js';
import { useCommonPasswords } from './useCommonPasswords.js';

/** The first account of a self-hosted install, or a new customer's. */
export function RegisterPage() {
  const [, navigate] = useLocation();
  const { setCredentials } = useSession();
  const [create] = useMutation(registerAccount);
  const [failure, setFailure] = useState<string | null>(null);
  const { commonPasswords, watch } = useCommonPasswords();
  const form = useForm({
    initialValues: { name: '', email: '', company: '', password: '' },
    validate: (values) => check(registerSchema, values, { commonPasswords }),
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        const { token } = await create({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          ...(values.company.trim() ? { company: values.company.trim() } : {}),
        });
        setCredentials(token);
        navigate('/');
      } catch (err) {
        const fields = fieldErrorsOf(err);
        if (fields) setErrors(fields);
        else setFailure(err instanceof Error ? err.message : 'Could not create the account. Please try again.');
      }
    },
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Protect your store content in a few minutes."
      alert={failure}
      footer={
        <>
          Already have an account? <Link href="/ap/login">Sign in</Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Field label="Name" autoComplete="name" autoFocus {...form.field('name')} />
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Field label="Company (Optional)" autoComplete="organization" {...form.field('company')} />
        <Field label="Password" type="password" autoComplete="new-password" aria-describedby="password-requirements" {...watch(form.field('password'))} />
        <PasswordChecklist password={form.values.password} id="password-requirements" />
        <SubmitButton submitting={form.submitting} label="Create Account" busyLabel="Creating Account..." />
      </form>
    </AuthLayout>
  );
}
