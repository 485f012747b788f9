import { useRef } from 'react';
import type { Role } from '../../../shared/api-types.js';
import { inviteSchema } from '../../../shared/team-validators.js';
import { check } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { ApiError } from '../../api/errors.js';
import { useForm } from '../../forms/useForm.js';
import { Field, SelectField } from '../../ui/Field.js';
import { Modal, ModalFormActions } from '../../ui/Modal.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { inviteUser } from './api.js';

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'STANDARD', label: 'Standard' },
  { value: 'ADMIN', label: 'Admin' },
];

/** The invite modal (the rules of inviteSchema): the invitee gets a set-password link by mail. */
export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const failureToast = useFailureToast();
  const [invite] = useMutation(inviteUser);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { name: '', email: '', role: 'STANDARD' },
    validate: (values) => check(inviteSchema, values),
    onSubmit: async (values, { setErrors }) => {
      const name = values.name.trim();
      try {
        await invite({ name, email: values.email.trim(), role: values.role as Role });
      } catch (err) {
        failureToast('Failed to send invite');
        // The reason the user can fix (say, a duplicate email) goes on its field, which takes focus.
        if (err instanceof ApiError) {
          const fields = err.fieldErrors;
          setErrors(fields);
          const first = ['name', 'email', 'role'].find((f) => fields[f]);
          const element = first ? formRef.current?.elements.namedItem(first) : null;
          if (element instanceof HTMLElement) element.focus();
        }
        return;
      }
      toast({ title: `Invited ${name}`, kind: 'success', durationMs: 3000 });
      onClose();
    },
  });

  return (
    <Modal title="Invite User" description="They will get an email with a link to set their password and join this account." onClose={onClose}>
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <Field label="Name" autoComplete="off" {...form.field('name')} />
        <Field label="Email Address" type="email" autoComplete="off" spellCheck={false} {...form.field('email')} />
        <SelectField label="Role" hint="Admins can also manage stores, billing and users." {...form.field('role')}>
          {ROLE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <ModalFormActions submitLabel="Send Invite" busy={form.submitting} onCancel={onClose} />
      </form>
    </Modal>
  );
}
