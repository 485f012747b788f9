import { useId, useRef, useState } from 'react';
import { WHITELISTED_SHARE } from '../../../shared/plans.js';
import { useMutation, useQuery } from '../../api/ApiProvider.js';
import { useSession } from '../../state/session.js';
import { Button } from '../../ui/Button.js';
import { useFailureToast, useToast } from '../../ui/Toasts.js';
import { AddIpModal } from './AddIpModal.js';
import { syncMyIp, whitelistQuery } from './api.js';
import { IpRow } from './IpRow.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { PlusIcon } from '../../ui/PlusIcon.js';
import { Loading, NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import styles from './whitelist.module.css';
import { BusyMark } from '../../ui/Spinner.js';
import { cx } from '../../ui/cx.js';

const WHAT_IT_DOES = `Visitors from these addresses see your stores without the copy protection, and their visits are not billed (up to ${Math.round(
  WHITELISTED_SHARE * 100,
)}% of your plan's monthly sessions).`;

/** /whitelist, Whitelist IPs: every member, ADMIN or STANDARD, manages the list. */
export function WhitelistPage() {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { userId } = useSession();
  const toast = useToast();
  const failureToast = useFailureToast();
  const list = useQuery(whitelistQuery, undefined);
  const [syncMine, syncing] = useMutation(syncMyIp);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  const sync = async () => {
    if (syncing.isLoading) return;
    try {
      const answer = await syncMine();
      if (answer?.message) toast({ title: answer.message, kind: 'info', durationMs: 2000 });
    } catch {
      failureToast('Error adding your IP Address');
    }
  };

  const syncButton = (variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      busy={syncing.isLoading}
      onClick={() => void sync()}
    >
      {syncing.isLoading ? (
        <BusyMark />
      ) : (
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M16 10a6 6 0 01-10.4 4.1M4 10a6 6 0 0110.4-4.1M14.5 2.5v3.6h-3.6M5.5 17.5v-3.6h3.6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      Sync My IP
    </Button>
  );

  const ips = list.data?.ips ?? [];
  const current = list.data?.currentAddress;
  const covered = list.data?.currentAddressWhitelisted;
  let body;
  if (!list.data) {
    body = <NoDataYet query={list} loading={<Loading>Loading...</Loading>} failed="The whitelisted IP addresses could not be loaded." />;
  } else if (ips.length === 0) {
    body = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26">
            <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
            <path d="M9 12l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className={styles.emptyTitle}>Whitelist your ip</p>
        <p className={styles.stateText}>Add the address you are browsing from in one click, or add any address or range.</p>
        {syncButton('primary')}
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={titleId} aria-busy={list.isFetching || undefined}>
        {ips.map((ip) => (
          <IpRow
            key={ip.ipId}
            ip={ip}
            mine={Boolean(userId) && ip.userId === userId}
            editing={editingId === ip.ipId}
            onEdit={() => setEditingId(ip.ipId)}
            onStopEditing={() => setEditingId((id) => (id === ip.ipId ? null : id))}
            onRemoved={() => heading.current?.focus()}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Whitelist IPs" titleId={titleId} titleRef={heading} subtitle={WHAT_IT_DOES}>
        <div className={styles.headerActions}>
          {current && (
            <p className={styles.current} role="status">
              Your current address: <strong className={styles.currentAddress}>{current}</strong>
              {' — '}
              <span className={cx(styles.currentState, covered && styles.covered)}>{covered ? 'whitelisted' : 'not whitelisted'}</span>
            </p>
          )}
          {syncButton('secondary')}
          <Button onClick={() => setAdding(true)}>
            <PlusIcon />
            Add IP
          </Button>
        </div>
      </PageHeader>
      <section className={styles.card} aria-labelledby={titleId}>
        <StaleIfFailed query={list} />
        {body}
      </section>
      {adding && <AddIpModal onClose={() => setAdding(false)} />}
    </div>
  );
}
