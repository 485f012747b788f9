import { useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useMutation, useQuery } from '../../api/ApiProvider.js';
import { zoneName } from '../../../shared/settings.js';
import { useSession } from '../../state/session.js';
import { buttonClass } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { inputClass } from '../../ui/Field.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Pager } from '../../ui/Pager.js';
import { Loading, NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import table from '../../ui/Table.module.css';
import { TableHead } from '../../ui/Table.js';
import { useToast } from '../../ui/Toasts.js';
import type { Store } from '../../../shared/api-types.js';
import { storesQuery } from '../../api/stores.js';
import { setStoreDisabled } from './api.js';
import { QuotaPanel } from './QuotaPanel.js';
import { StoreRows } from './StoreRows.js';
import { InstallCard } from './InstallCard.js';
import { useInstallDialog } from './useInstallDialog.js';
import { DEFAULT_SORT, filterStores, PAGE_SIZE, pageOf, parseSort, sortParam, sortStores, type SortKey, type StatusFilter } from './filterStores.js';
import { useCountryNames } from './useCountryNames.js';
import styles from './stores.module.css';
import { useSearchParams } from '../../routes/useSearchParams.js';
import { cx } from '../../ui/cx.js';

const REFRESH_MS = 30_000;


// Made once per time zone, not once per row: making a formatter costs more than using it.
const addedFormat = (timeZone: string | undefined) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });

/** / and /stores, My Stores: the quota, the stores and their enable/disable switch. */
export function StoresPage() {
  const titleId = useId();
  const { billing, refreshAccount, timeZone } = useSession();
  const stores = useQuery(storesQuery, undefined);
  const countryName = useCountryNames();
  const [toggling, setToggling] = useState<Store | null>(null);
  const [installing, setInstalling] = useState<Store | null>(null);
  const [toggle, toggleState] = useMutation(setStoreDisabled);
  const toast = useToast();
  const InstallDialog = useInstallDialog(installing !== null, () => {
    setInstalling(null);
    toast({ title: 'The install steps could not be loaded', description: 'Please try again later', kind: 'error', durationMs: 5000 });
  });
  const { refetch } = stores;
  // Search, status, order and page live in the address: they survive a reload and the Back button.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status: StatusFilter = params.get('status') === 'enabled' || params.get('status') === 'disabled' ? (params.get('status') as StatusFilter) : 'all';
  const sort = parseSort(params.get('sort'));
  const sortBy = (key: SortKey) => () => {
    const descending = sort.key === key ? !sort.descending : key !== 'domain';
    const chosen = sortParam({ key, descending });
    setParams({ sort: chosen === sortParam(DEFAULT_SORT) ? null : chosen, page: null });
  };
  const column = (label: string, key: SortKey, note?: ReactNode) => ({
    label,
    note,
    sorted: sort.key === key ? (sort.descending ? ('descending' as const) : ('ascending' as const)) : ('none' as const),
    onSort: sortBy(key),
  });

  // Arriving from Add Store (/?install=<id>): show the new store's install line once it is in the list.
  const installId = params.get('install');
  useEffect(() => {
    const store = installId && stores.data?.find((s) => s.storeId === installId);
    if (!store) return;
    setInstalling(store);
    setParams({ install: null });
  }, [installId, stores.data]);

  // Sessions keep arriving: the counts and the quota refresh while the page is open (and on arrival,
  // unless the account data is fresher than that).
  useEffect(() => {
    void refreshAccount({ olderThanMs: REFRESH_MS });
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void refetch();
      void refreshAccount();
    }, REFRESH_MS);
    return () => clearInterval(timer);
    // One timer for the page: a new refreshAccount from the session does not restart it.
  }, [refetch]);

  const confirmToggle = async () => {
    if (!toggling) return;
    const disabled = !toggling.disabled;
    try {
      await toggle({ storeId: toggling.storeId, disabled });
      toast({ title: disabled ? 'Store disabled successfully' : 'Store enabled successfully', kind: 'success', durationMs: 3000 });
    } catch {
      toast({ title: 'Error updating store', description: 'Please try again later', kind: 'error', durationMs: 5000 });
    }
    setToggling(null);
  };

  // The search box shows each key at once; the rows follow in a render React may interrupt for the
  // next key, so typing never waits for a page of rows to be redrawn.
  const listedSearch = useDeferredValue(search);
  const matching = useMemo(
    () => sortStores(filterStores(stores.data ?? [], listedSearch, status), sort),
    [stores.data, listedSearch, status, sort.key, sort.descending],
  );
  const pageAsked = Number(params.get('page')) || 1;
  const { items: shown, page, pages } = useMemo(() => pageOf(matching, pageAsked), [matching, pageAsked]);
  const added = useMemo(() => addedFormat(zoneName(timeZone)), [timeZone]);
  // Nothing counted yet and no store protected: how to install takes the (hidden) quota panel's place,
  // with the first store still waiting for a visit.
  const notInstalled = billing?.sessionCount === 0 && stores.data?.every((s) => s.install.state !== 'protected');
  const toInstall = stores.data?.find((s) => s.install.state === 'waiting') ?? stores.data?.[0];
  let body;
  if (!stores.data) {
    body = <NoDataYet query={stores} loading={<Loading>Loading stores...</Loading>} failed="The stores could not be loaded." />;
  } else if (shown.length > 0) {
    body = (
      <table className={cx(table.table, table.stacking, styles.table)} aria-labelledby={titleId}>
        <TableHead
          columns={[
            column('Store Domain', 'domain'),
            'Platform',
            column('Added', 'added'),
            'Countries',
            // Every store counts the same month, so its period is said once.
            column(
              'Monthly Sessions',
              'sessions',
              <>
                Period starting 1st of <span className={table.nowrap}>{shown[0]!.yearMonth}</span>
              </>,
            ),
            'Status',
          ]}
          actions
        />
        <StoreRows stores={shown} countryName={countryName} added={added} onInstall={setInstalling} onToggle={setToggling} />
      </table>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="My Stores" titleId={titleId} subtitle="The stores your plan protects, and this month's sessions of each.">
        <Link href="/stores/new" className={buttonClass()}>
          Add Store
        </Link>
      </PageHeader>
      {notInstalled ? (
        <InstallCard store={toInstall} onShowSteps={setInstalling} />
      ) : (
        <QuotaPanel billing={billing} />
      )}
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span className="visually-hidden">Search stores</span>
          <input type="search" className={inputClass} placeholder="Search stores..." value={search} onChange={(e) => setParams({ q: e.target.value, page: null })} />
        </label>
        <label className={styles.filter}>
          <span className="visually-hidden">Status</span>
          <select className={inputClass} value={status} onChange={(e) => setParams({ status: e.target.value === 'all' ? null : e.target.value, page: null })}>
            <option value="all">All Status</option>
            <option value="enabled">Enabled</option>
            <option value="disabled">Disabled</option>
          </select>
        </label>
      </div>
      <StaleIfFailed query={stores} />
      <div className={table.container} role="region" aria-labelledby={titleId} tabIndex={0}>
        {body}
        {/* Here from the moment the stores are, so a search that leaves none is read out as it happens. */}
        {stores.data && <div role="status">{shown.length === 0 && <p className={table.state}>No stores found.</p>}</div>}
      </div>
      {matching.length > 0 && (
        <Pager page={page} pages={pages} total={matching.length} pageSize={PAGE_SIZE} noun="stores" onPage={(n) => setParams({ page: n > 1 ? String(n) : null })} />
      )}
      {toggling && (
        <ConfirmDialog
          title={`${toggling.disabled ? 'Enable' : 'Disable'} ${toggling.domain}?`}
          description={
            toggling.disabled
              ? 'Protection and session counting start again for this store.'
              : 'Protection and session counting stop for this store until you enable it again.'
          }
          confirmLabel={toggling.disabled ? 'Enable' : 'Disable'}
          tone={toggling.disabled ? 'primary' : 'danger'}
          busy={toggleState.isLoading}
          onConfirm={() => void confirmToggle()}
          onCancel={() => setToggling(null)}
        />
      )}
      {installing && InstallDialog && <InstallDialog store={installing} onClose={() => setInstalling(null)} />}
    </div>
  );
}
