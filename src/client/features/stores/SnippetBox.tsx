import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { useToast } from '../../ui/Toasts.js';
import { snippetFor } from './api.js';
import styles from './stores.module.css';

const COPIED_MS = 2000;

/** The install line for a store, shown whole, with a Copy button that says when it has copied. */
export function SnippetBox({ storeId, domain }: { storeId: string; domain: string }) {
  const id = useId();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const code = snippetFor(storeId);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      toast({ title: 'Could not copy', description: 'Select the line and copy it yourself.', kind: 'error', durationMs: 5000 });
    }
  };
  return (
    <div className={styles.snippet}>
      <label htmlFor={id} className={styles.snippetLabel}>
        Paste this line into every page of {domain}
      </label>
      <textarea id={id} className={styles.snippetCode} readOnly rows={4} value={code} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
      <div className={styles.snippetRow}>
        <Button variant="secondary" onClick={() => void copy()}>
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
    </div>
  );
}
