import { useId } from 'react';
import { Button } from '../../ui/Button.js';
import { useToast } from '../../ui/Toasts.js';
import { snippetFor } from './api.js';
import styles from './stores.module.css';

/** The install line for a store, with a Copy button. */
export function SnippetBox({ storeId, domain }: { storeId: string; domain: string }) {
  const id = useId();
  const toast = useToast();
  const code = snippetFor(storeId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Snippet copied', kind: 'info', durationMs: 2000 });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the line and copy it yourself.', kind: 'error', durationMs: 5000 });
    }
  };
  return (
    <div className={styles.snippet}>
      <label htmlFor={id} className={styles.snippetLabel}>
        Paste this line into every page of {domain}
      </label>
      <div className={styles.snippetRow}>
        <input id={id} className={styles.snippetCode} readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </div>
  );
}
