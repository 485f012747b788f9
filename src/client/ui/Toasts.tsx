import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styles from './Toasts.module.css';
import { cx } from './cx.js';

export interface ToastInput {
  title: string;
  description?: string;
  kind?: 'success' | 'error' | 'info';
  /** 2 to 5 seconds; failures stay 5 s. */
  durationMs?: number;
  /** A button such as Undo; pressing it closes the toast. Such a toast keeps its time on hover. */
  action?: { label: string; onClick: () => void };
}

interface Toast extends Required<Omit<ToastInput, 'description' | 'action'>>, Pick<ToastInput, 'description' | 'action'> {
  id: number;
}

let nextId = 1;
const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((input: ToastInput) => {
    const toast: Toast = { kind: 'info', durationMs: 5000, ...input, id: nextId++ };
    setToasts((list) => [...list.slice(-4), toast]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className={styles.region} aria-label="Notifications" aria-live="polite">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs, onDismiss]);
  return (
    <div
      className={cx(styles.toast, styles[toast.kind])}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      // An action's window (an undo, say) ends with its toast, so only a toast without one waits for the pointer.
      onMouseEnter={() => setPaused(!toast.action)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action!.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}

/** The failure toast: bottom-right, 5 s, "Please try again later". */
export function useFailureToast(): (title: string) => void {
  const show = useToast();
  return useMemo(() => (title: string) => show({ title, description: 'Please try again later', kind: 'error' }), [show]);
}
