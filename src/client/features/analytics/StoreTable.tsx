import { Link } from 'wouter';
import type { AnalyticsStore } from '../../../shared/api-types.js';
import { InstallStatusLine } from '../../parts/InstallStatusLine.js';
import { Badge } from '../../ui/Badge.js';
import table from '../../ui/Table.module.css';
import { TableHead } from '../../ui/Table.js';
import { cx } from '../../ui/cx.js';
import { formatCount, storeChange } from './figures.js';
import styles from './analytics.module.css';

/** Each store's month: sessions, last month's, the change, the starts rejected and the whitelisted ones; and its install status. */
export function StoreTable({ stores, labelledBy }: { stores: AnalyticsStore[]; labelledBy: string }) {
  if (stores.length === 0) {
    return (
      <div className={table.state}>
        <p>No stores yet.</p>
        <Link href="/stores/new">Add a store</Link>
      </div>
    );
  }
  return (
    <div className={table.container} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={cx(table.table, styles.storeTable)} aria-labelledby={labelledBy}>
        <TableHead columns={['Store Domain', 'Sessions', 'Last Month', 'Change', 'Rejected', 'Whitelisted']} />
        <tbody>
          {stores.map((store) => (
            <tr key={store.storeId} className={table.row}>
              <td className={table.primary}>
                {store.domain}
                {store.disabled && (
                  <>
                    {' '}
                    <Badge tone="neutral">Disabled</Badge>
                  </>
                )}
                <InstallStatusLine install={store.install} disabled={store.disabled} className={styles.install} />
              </td>
              {/* data-label names the figure where the columns stack (a phone). */}
              <td data-label="Sessions">{formatCount(store.sessions)}</td>
              <td data-label="Last month">{formatCount(store.lastMonth)}</td>
              <td data-label="Change">{storeChange(store)}</td>
              <td data-label="Rejected">{formatCount(store.rejected)}</td>
              <td data-label="Whitelisted">{formatCount(store.whitelisted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
