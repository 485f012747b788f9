import type { ReactNode } from 'react';
import { Button } from './Button.js';
import { BusyMark } from './Spinner.js';
import table from './Table.module.css';
import styles from './LoadState.module.css';

/** In the place of data on its way: a spinner and what is loading ("Loading users..."). */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className={table.state} role="status">
      <BusyMark />
      {children}
    </p>
  );
}

/** In the place of data that could not be loaded: what failed, and Retry. Never an empty state. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={table.state} role="alert">
      <p className={styles.text}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** Above data whose refresh failed: it stays on screen, said to be the last loaded, with Retry. */
export function StaleNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.stale} role="status">
      Could not refresh: showing what was last loaded.
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}

/** A query's state as useQuery answers it, as far as these two read it. */
interface QueryView {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** In the place of a query's data while it has none: `loading` until the query settles, then LoadFailed with Retry. */
export function NoDataYet({ query, loading, failed }: { query: QueryView; loading: ReactNode; failed: string }) {
  return query.isLoading ? loading : <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
}

/** Above a query's data when its last refresh failed: StaleNotice; nothing otherwise. */
export function StaleIfFailed({ query }: { query: QueryView }) {
  return query.status === 'rejected' && query.data ? <StaleNotice onRetry={() => void query.refetch()} /> : null;
}
