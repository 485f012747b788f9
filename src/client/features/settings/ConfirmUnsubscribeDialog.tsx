import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

export const UNSUBSCRIBE_TEXT = 'Are you sure you want to unsubscribe? This will disable all active store protections immediately.';

/**
 * Confirm Unsubscribe: the question with Cancel and Unsubscribe. No action is wired to it,
 * so the caller decides what Unsubscribe does (it tells the user how to cancel). Focus starts on
 * Cancel, Escape and the backdrop cancel, and focus returns to the opener (ui/ConfirmDialog).
 */
export function ConfirmUnsubscribeDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return <ConfirmDialog title="Confirm Unsubscribe" description={UNSUBSCRIBE_TEXT} confirmLabel="Unsubscribe" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} />;
}
