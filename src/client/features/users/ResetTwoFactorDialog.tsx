import { useRef, type ReactNode } from 'react';
import type { SubUser } from '../../../shared/api-types.js';
import { PASSWORD_FOR_ADMIN_RESET, twoFactorResetSchema } from '../../../shared/team-validators.js';
import { check, required, type FieldErrors } from '../../../shared/validators.js';
import { useApi, useMutation } from '../../api/ApiProvider.js';
import { ApiError } from '../../api/errors.js';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf.js';
import { useForm } from '../../forms/useForm.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Field } from '../../ui/Field.js';
import { Modal, modalActionsClass } from '../../ui/Modal.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { resetTwoFactor } from './api.js';

const TITLE = 'Reset Two-Factor Sign-In';
const CONFIRM = 'Reset Two-Factor';

/** Another admin's reset: the form asks for the password the server will ask for. */
const adminResetSchema = { password: [required(PASSWORD_FOR_ADMIN_RESET), ...twoFactorResetSchema.password] };

/**
 * Asks before turning off a member's two-factor sign-in, then does it. Another admin's reset takes the
 * acting admin's password; a STANDARD member's is a plain confirmation.
 */
export function ResetTwoFactorDialog({ user, onClose }: { user: SubUser; onClose: () => void }) {
  const toast = useToast();
  const failureToast = useFailureToast();
  const { cache } = useApi();
  const [reset, resetting] = useMutation(resetTwoFactor);
  const busy = resetting.isLoading;

  /** Sends the reset and closes; a refused password instead answers the server's field errors, and the dialog stays. */
  const send = async (password: string): Promise<FieldErrors | null> => {
    try {
      await reset({ userId: user.userId, password });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields?.password && user.role === 'ADMIN') return fields;
      if (err instanceof ApiError && err.status === 409) {
        // Already off (reset elsewhere, or by the member): say so, and show the list as it is now.
        toast({ title: err.message, kind: 'info', durationMs: 5000 });
        cache.invalidate(['Users']);
      } else failureToast('Failed to reset two-factor sign-in');
      onClose();
      return null;
    }
    toast({ title: 'Two-factor sign-in reset', kind: 'success', durationMs: 3000 });
    onClose();
    return null;
  };

  const cancel = () => {
    if (!busy) onClose();
  };
  const description = (
    <>
      <strong>{user.name}</strong> ({user.email}) will sign in with their password alone until they turn two-factor sign-in on again, and their recovery codes stop
      working. We will email them.
    </>
  );

  if (user.role !== 'ADMIN') {
    return <ConfirmDialog title={TITLE} description={description} confirmLabel={CONFIRM} busy={busy} onConfirm={() => void send('')} onCancel={cancel} />;
  }
  return <PasswordConfirm description={description} busy={busy} send={send} onCancel={cancel} />;
}

/** The alertdialog of another admin's reset: "Your password", the server's word on it, Cancel and confirm. */
function PasswordConfirm({ description, busy, send, onCancel }: { description: ReactNode; busy: boolean; send: (password: string) => Promise<FieldErrors | null>; onCancel: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: (values) => check(adminResetSchema, values),
    onSubmit: async ({ password }, { setErrors }) => {
      const refused = await send(password);
      if (!refused) return;
      setErrors(refused);
      const input = formRef.current?.elements.namedItem('password');
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
    },
  });
  return (
    <Modal role="alertdialog" title={TITLE} description={description} onClose={onCancel}>
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <Field label="Your password" type="password" autoComplete="current-password" hint="Resetting another admin's two-factor sign-in takes your own password." {...form.field('password')} />
        <div className={modalActionsClass}>
          {/* aria-disabled rather than disabled while busy, as in ConfirmDialog: focus stays in the dialog. */}
          <Button variant="secondary" onClick={onCancel} aria-disabled={busy || undefined}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {CONFIRM}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
