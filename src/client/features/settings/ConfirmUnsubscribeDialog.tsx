import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

export const UNSUBSCRIBE_TEXT = 'Are you sure you want to unsubscribe? This will disable all active store protections immediately.';

/**
 * Confirm Unsubscribe: the question with Cancel and Unsubscribe. Focus starts on Cancel, Escape and the
 * backdrop cancel, and focus returns to the opener (ui/ConfirmDialog); busy while the call runs.
 */
export function ConfirmUnsubscribeDialog({ onCancel, onConfirm, busy }: { onCancel: () => void; onConfirm: () => void; busy?: boolean }) {
  return (
    <ConfirmDialog
      title="Confirm Unsubscribe"
      description={UNSUBSCRIBE_TEXT}
      confirmLabel="Unsubscribe"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
