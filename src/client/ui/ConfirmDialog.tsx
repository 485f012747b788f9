import type { ReactNode } from 'react';
import { Button } from './Button.js';
import styles from './ConfirmDialog.module.css';
import { Modal, modalActionsClass } from './Modal.js';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, read out with the title when the dialog opens. */
  description?: ReactNode;
  /** The confirming button's text, e.g. "Delete", "Disable", "Unsubscribe". */
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (default) for destructive actions, 'primary' for the rest. */
  tone?: 'danger' | 'primary';
  /** The confirmed call is under way: the confirm button shows it, and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action (an alertdialog): focus starts on Cancel, the safe choice; Escape and the
 * backdrop cancel (not while the call runs); focus returns to whatever opened it.
 */
export function ConfirmDialog({ title, description, confirmLabel, cancelLabel = 'Cancel', tone = 'danger', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal role="alertdialog" title={title} description={description} onClose={cancel}>
      <div className={modalActionsClass}>
        {/* aria-disabled rather than disabled while busy: the focused button keeps focus (and Escape keeps working). */}
        <Button variant="secondary" className={busy ? styles.waiting : undefined} onClick={cancel} aria-disabled={busy || undefined}>
          {cancelLabel}
        </Button>
        <Button variant={tone} busy={busy} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
