import { useEffect, useRef, useState } from 'react';
import type { Store } from '../../../shared/api-types.js';
import { useApi, useQuery } from '../../api/ApiProvider.js';
import { InstallStatusLine } from '../../parts/InstallStatusLine.js';
import { Button } from '../../ui/Button.js';
import { Modal, modalActionsClass } from '../../ui/Modal.js';
import { installQuery } from './api.js';
import { InstallSteps } from './InstallSteps.js';
import { SnippetBox } from './SnippetBox.js';
import styles from './stores.module.css';

const POLL_MS = 3000;

/**
 * Installing a store's snippet: the line, where it goes on each platform, and the install status,
 * asked again every few seconds until the first visit arrives.
 */
export function InstallDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const { cache } = useApi();
  const status = useQuery(installQuery, store.storeId);
  const install = status.data ?? store.install;
  const arrived = install.state === 'protected';
  const { refetch } = status;
  const [checking, setChecking] = useState(false);

  // Asked at once (an answer cached from an earlier opening may be old), then while nothing has arrived.
  useEffect(() => void refetch(), [refetch]);
  useEffect(() => {
    if (arrived) return;
    // Not while the browser's tab is hidden: nobody is looking, and the next look asks at once (Check now).
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [arrived, refetch]);

  // The first visit, seen while waiting here: the store's row, the analytics and the month's count
  // (the quota panel, in the install card's place) show it too.
  const waited = useRef(false);
  useEffect(() => {
    if (!arrived) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      cache.invalidate(['Stores', 'Analytics', 'Auth']);
    }
  }, [arrived, cache]);

  const checkNow = () => {
    if (checking) return;
    setChecking(true);
    void refetch().finally(() => setChecking(false));
  };

  let hint = '';
  if (store.disabled) hint = 'This store is disabled: its visits are not counted and the copy protection is off until you enable it.';
  else if (install.state === 'waiting') hint = `Once the line is on your pages, open any page of ${store.domain}: this turns green at the first visit.`;
  else if (install.state === 'foreign') hint = `The line was loaded on ${install.host}, not on ${store.domain}. Put it on the pages of ${store.domain}, or add ${install.host} as a store of its own.`;

  return (
    <Modal title={`Install on ${store.domain}`} onClose={onClose}>
      <SnippetBox storeId={store.storeId} domain={store.domain} />
      <div className={styles.installState}>
        <p className={styles.installStateLine} role="status">
          <InstallStatusLine install={install} disabled={store.disabled} className={styles.installStatus} />
        </p>
        <Button variant="secondary" busy={checking} onClick={checkNow}>
          Check now
        </Button>
      </div>
      {status.status === 'rejected' && !arrived && <p className={styles.muted}>The status could not be checked just now.</p>}
      {hint && <p className={styles.muted}>{hint}</p>}
      <InstallSteps platform={store.platform} />
      <div className={modalActionsClass}>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
