import { Link } from 'wouter';
import type { AnalyticsStore } from '../../../shared/api-types.js';
import { Badge } from '../../ui/Badge.js';
import table from '../../ui/Table.module.css';
import { TableHead } from '../../ui/Table.js';
import { formatCount, storeChange } from './figures.js';

/** Each store's month: sessions, last month's, the change and the starts rejected. */
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
      <table className={table.table} aria-labelledby={labelledBy}>
        <TableHead columns={['Store Domain', 'Sessions', 'Last Month', 'Change', 'Rejected']} />
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
              </td>
              <td>{formatCount(store.sessions)}</td>
              <td>{formatCount(store.lastMonth)}</td>
              <td>{storeChange(store)}</td>
              <td>{formatCount(store.rejected)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
