import { Link } from 'wouter';
import { resetRequestSchema } from '../../../shared/password-validators.js';
import { check } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { requestPasswordReset } from './api.js';
import { useForm } from '../../forms/useForm.js';
import { Field } from '../../ui/Field.js';
import { useToast } from '../../ui/Toasts.js';
import { SubmitButton } from './SubmitButton.js';
import { AuthLayout } from '../../ui/AuthLayout.js';

export function ForgotPasswordPage() {
  const toast = useToast();
  const [send] = useMutation(requestPasswordReset);
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => check(resetRequestSchema, values),
    onSubmit: async (values) => {
      try {
        await send({ email: values.email.trim() });
        toast({ title: 'Reset requested', description: 'If user exists a reset email will be sent', kind: 'success', durationMs: 5000 });
      } catch {
        toast({ title: 'Failed to request reset', description: 'Please try again later', kind: 'error', durationMs: 5000 });
      }
    },
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={<Link href="/ap/login">Back to login</Link>}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Field label="Email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
        <SubmitButton submitting={form.submitting} label="Send Reset Instructions" />
      </form>
    </AuthLayout>
  );
}
