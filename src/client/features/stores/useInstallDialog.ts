import { useEffect, useState, type ComponentType } from 'react';
import type { Store } from '../../../shared/api-types.js';

type InstallDialog = ComponentType<{ store: Store; onClose: () => void }>;
let loaded: InstallDialog | undefined;

/**
 * The install dialog, with every platform's steps: a chunk of its own, fetched the first time it is
 * `wanted`; undefined until it is here. A fetch that fails (offline, or a release replaced the chunk)
 * calls `failed` rather than breaking My Stores, and is tried again the next time.
 */
export function useInstallDialog(wanted: boolean, failed: () => void): InstallDialog | undefined {
  const [dialog, setDialog] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || dialog) return;
    let live = true;
    import('../../chunks/install.js').then(
      (chunk) => {
        loaded = chunk.InstallDialog;
        if (live) setDialog(() => chunk.InstallDialog);
      },
      () => {
        if (live) failed();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, dialog]);
  return dialog;
}
