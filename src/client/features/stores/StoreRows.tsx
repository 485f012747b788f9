import { memo } from 'react';
import { flagUrl } from '../../../shared/flags.js';
import { PLATFORMS } from '../../../shared/platforms.js';
import type { Store } from '../../../shared/api-types.js';
import { Badge } from '../../ui/Badge.js';
import { cx } from '../../ui/cx.js';
import { Menu } from '../../ui/Menu.js';
import { InstallStatusLine } from '../../parts/InstallStatusLine.js';
import table from '../../ui/Table.module.css';
import styles from './stores.module.css';

const platformLabel = (value: string) => PLATFORMS.find((p) => p.value === value)?.label ?? (value || '-');
const countFormat = new Intl.NumberFormat('en-US');

interface StoreRowsProps {
  stores: Store[];
  countryName: (code: string) => string;
  added: Intl.DateTimeFormat;
  onInstall: (store: Store) => void;
  onToggle: (store: Store) => void;
}

/** My Stores' rows, each with its menu. Redrawn only when what they show changes, not on every render of the page. */
export const StoreRows = memo(function StoreRows({ stores, countryName, added, onInstall, onToggle }: StoreRowsProps) {
  return (
    <tbody>
      {stores.map((store) => (
        <tr key={store.storeId} className={table.row}>
          <td className={cx(table.primary, table.breakable)}>
            <span className={styles.domain}>{store.domain}</span>
            <InstallStatusLine install={store.install} disabled={store.disabled} className={styles.install} />
          </td>
          <td>{platformLabel(store.platform)}</td>
          <td className={table.nowrap}>
            <span className={table.stackedLabel}>Added </span>
            {added.format(new Date(store.createdAt))}
          </td>
          <td>
            <span className={cx(styles.flags, store.disabled && styles.dimmed)}>
              {store.countriesServed.map((code) => {
                const name = countryName(code);
                return <img key={code} src={flagUrl(code)} alt={name} title={name} className={styles.flag} width={20} height={15} loading="lazy" />;
              })}
            </span>
          </td>
          <td className={table.nowrap}>
            <span className={styles.count}>{countFormat.format(store.sessionsThisMonth)}</span>
            <span className={table.stackedLabel}> sessions</span>
          </td>
          <td>
            <Badge tone={store.disabled ? 'danger' : 'success'}>{store.disabled ? 'DISABLED' : 'ENABLED'}</Badge>
          </td>
          <td className={table.actions}>
            <Menu
              label={`Actions for ${store.domain}`}
              items={[
                { label: 'View Store', onSelect: () => window.open(`https://${store.domain}`, '_blank', 'noopener') },
                { label: 'Install Snippet', onSelect: () => onInstall(store) },
                { label: store.disabled ? 'Enable Store' : 'Disable Store', onSelect: () => onToggle(store), tone: store.disabled ? undefined : 'danger' },
              ]}
            />
          </td>
        </tr>
      ))}
    </tbody>
  );
});
