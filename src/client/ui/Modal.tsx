import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button.js';
import styles from './Modal.module.css';
import { useDialogFocus } from './useDialogFocus.js';

interface ModalProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus moves into it, Tab stays inside, Escape and the backdrop close it, and
 * focus returns to whatever opened it.
 */
export function Modal({ title, description, onClose, children, role = 'dialog' }: ModalProps) {
  const id = useId();
  const dialog = useDialogFocus<HTMLDivElement>(onClose);

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog.ref}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={styles.dialog}
        tabIndex={-1}
        onKeyDown={dialog.onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {description && (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

export const modalActionsClass = styles.actions;

/**
 * Cancel and submit for a form in a dialog. While the call runs the submit is aria-disabled, not
 * disabled: focus stays in the dialog (the form ignores a second submit).
 */
export function ModalFormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
