import { useId } from 'react';
import { Link } from 'wouter';
import type { Store } from '../../../shared/api-types.js';
import { Button, buttonClass } from '../../ui/Button.js';
import { SnippetBox } from './SnippetBox.js';
import styles from './stores.module.css';

/**
 * In the quota panel's place while nothing has been counted: the line to install on the first store
 * still waiting for a visit, and its steps; or, with no store yet, the way to add one.
 */
export function InstallCard({ store, onShowSteps }: { store: Store | undefined; onShowSteps: (store: Store) => void }) {
  const titleId = useId();
  return (
    <section className={styles.quota} aria-labelledby={titleId}>
      <div className={styles.quotaHead}>
        <div>
          <h2 id={titleId} className={styles.quotaTitle}>
            Install protection on your stores
          </h2>
          <p className={styles.muted}>
            {store
              ? 'No visit has reached your stores yet. Each store is protected, and its sessions counted, from the first page that carries its line.'
              : 'Add a store, then put its line on every page of it.'}
          </p>
        </div>
        {store ? (
          <Button variant="secondary" onClick={() => onShowSteps(store)}>
            Install steps
          </Button>
        ) : (
          <Link href="/stores/new" className={buttonClass('secondary')}>
            Add your first store
          </Link>
        )}
      </div>
      {store && (
        <div className={styles.cardSnippet}>
          <SnippetBox storeId={store.storeId} domain={store.domain} />
        </div>
      )}
    </section>
  );
}
