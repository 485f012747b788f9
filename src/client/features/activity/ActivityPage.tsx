import { useId, useRef } from 'react';
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, isAuditKind, type AuditKind } from '../../../shared/audit.js';
import { zoneName } from '../../../shared/settings.js';
import { useQuery } from '../../api/ApiProvider.js';
import { useSession } from '../../state/session.js';
import { inputClass } from '../../ui/Field.js';
import { Loading, NoDataYet, StaleIfFailed } from '../../ui/LoadState.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Pager } from '../../ui/Pager.js';
import table from '../../ui/Table.module.css';
import { TableHead } from '../../ui/Table.js';
import { cx } from '../../ui/cx.js';
import { activityQuery } from './api.js';
import { dateTimeFormat } from '../../ui/dateTimeFormat.js';
import { useSearchParams } from '../../routes/useSearchParams.js';
import styles from './activity.module.css';

/** /activity (admins): the account's security and billing events, newest first; the kind and page live in the address. */
export function ActivityPage() {
  const titleId = useId();
  const { timeZone } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: AuditKind | null = isAuditKind(asked) ? asked : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(activityQuery, { kind, page });
  const when = dateTimeFormat(zoneName(timeZone));

  const data = list.data;
  const region = useRef<HTMLDivElement>(null);
  // The pager waits for the new page's events, and the button pressed goes with it: focus goes to the events.
  const turnTo = (n: number) => {
    setParams({ page: n > 1 ? String(n) : null });
    region.current?.focus();
  };
  let body;
  if (!data) {
    body = <NoDataYet query={list} loading={<Loading>Loading activity...</Loading>} failed="The activity could not be loaded." />;
  } else if (data.events.length === 0) {
    body = <p className={table.state}>{kind ? 'Nothing of this kind yet.' : 'No activity yet.'}</p>;
  } else {
    body = (
      <table className={cx(table.table, table.stacking, styles.table)} aria-labelledby={titleId}>
        <TableHead columns={['Event', 'Who', 'When', 'From']} />
        <tbody>
          {data.events.map((e) => (
            <tr key={e.id} className={table.row}>
              <td className={table.primary}>
                {AUDIT_KINDS[e.kind]}
                {e.detail && <span className={styles.detail}>{e.detail}</span>}
              </td>
              <td>{e.actor ?? 'Billing provider'}</td>
              <td className={table.nowrap}>
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
              </td>
              <td className={table.muted}>
                {e.address ?? '—'}
                {e.browser && <span className={styles.detail}>{e.browser}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Activity" titleId={titleId} subtitle="Sign-ins, team, store, whitelist and billing changes in your account over the last 12 months." />
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span className="visually-hidden">Kind of activity</span>
          <select className={inputClass} value={kind ?? ''} onChange={(e) => setParams({ kind: isAuditKind(e.target.value) ? e.target.value : null, page: null })}>
            <option value="">All activity</option>
            {Object.entries(AUDIT_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <StaleIfFailed query={list} />
      <div ref={region} className={table.container} role="region" aria-labelledby={titleId} tabIndex={0}>
        {body}
      </div>
      {data && data.total > 0 && <Pager page={data.page} pages={data.pages} total={data.total} pageSize={AUDIT_PAGE_SIZE} noun="events" onPage={turnTo} />}
    </div>
  );
}
