import { WIDEST_PREFIX } from '../../../shared/ip-ranges.js';
import { ipSchema } from '../../../shared/ip-validators.js';
import { check } from '../../../shared/validators.js';
import { useMutation } from '../../api/ApiProvider.js';
import { ApiError } from '../../api/errors.js';
import { useForm } from '../../forms/useForm.js';
import { Field } from '../../ui/Field.js';
import { Modal, ModalFormActions } from '../../ui/Modal.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { addIp } from './api.js';

const WHAT_IT_TAKES = `Enter an IPv4 or IPv6 address, or a range in CIDR notation (at most /${WIDEST_PREFIX[4]} for IPv4 or /${WIDEST_PREFIX[6]} for IPv6). A label helps your team recognise it later.`;

/** The Add IP modal: an address or a range (ipSchema) and an optional label. */
export function AddIpModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const failureToast = useFailureToast();
  const [add] = useMutation(addIp);
  const form = useForm({
    initialValues: { ipAddress: '', tag: '' },
    validate: (values) => check(ipSchema, values),
    onSubmit: async (values, { setErrors }) => {
      try {
        await add({ ipAddress: values.ipAddress.trim(), tag: values.tag.trim() });
      } catch (err) {
        failureToast('Error adding IP Address');
        // A reason the user can act on (the address is already on the list) goes on its field.
        if (err instanceof ApiError) setErrors(err.fieldErrors);
        return;
      }
      toast({ title: 'IP address added', kind: 'success', durationMs: 3000 });
      onClose();
    },
  });

  return (
    <Modal title="Add IP Address" description={WHAT_IT_TAKES} onClose={onClose}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Field label="IP Address" placeholder="192.168.1.1" autoComplete="off" autoCapitalize="off" spellCheck={false} {...form.field('ipAddress')} />
        <Field label="Label (Optional)" placeholder="e.g. Office" autoComplete="off" {...form.field('tag')} />
        <ModalFormActions submitLabel="Add" busy={form.submitting} onCancel={onClose} />
      </form>
    </Modal>
  );
}
