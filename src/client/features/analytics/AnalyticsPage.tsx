import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AnalyticsAnswer } from '../../../shared/api-types.js';
import { daysInMonth, monthName, shortDay } from '../../../shared/months.js';
import { ANALYTICS_PAGE_SIZE } from '../../../shared/analytics.js';
import { useApi, useQuery } from '../../api/ApiProvider.js';
import { Button } from '../../ui/Button.js';
import { inputClass } from '../../ui/Field.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { LoadFailed, Loading, StaleNotice } from '../../ui/LoadState.js';
import table from '../../ui/Table.module.css';
import { cx } from '../../ui/cx.js';
import { Pager } from '../../ui/Pager.js';
import { useFailureToast } from '../../ui/Toasts.js';
import { analyticsQuery, monthCsvRequest, storeDaysQuery } from './api.js';
import { DailyChart } from './DailyChart.js';
import { allowanceLines, cardsOf, formatCount, overPace, projectedTotal, roughly, sumOf } from './figures.js';
import { StoreTable } from './StoreTable.js';
import styles from './analytics.module.css';

// Sessions keep arriving: this month's figures refresh while the page is in view.
const REFRESH_MS = 30_000;

/** Saves the month's CSV, as the server writes it, under sessions-YYYY-MM.csv. */
function save(csv: string, month: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `sessions-${month}.csv` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download CSV: the month's days of every store, fetched when asked for. */
function DownloadCsv({ month }: { month: string }) {
  const { call } = useApi();
  const failureToast = useFailureToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      save(await call<string>(monthCsvRequest(month)), month);
    } catch {
      failureToast('The CSV could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={download}>
      Download CSV
    </Button>
  );
}

/** "At this pace: about 61,000 of 75,000 sessions by Nov 30." for the month under way; red past the quota bar's line. */
function Projection({ answer, sessions }: { answer: AnalyticsAnswer; sessions: number }) {
  const projected = answer.today ? projectedTotal(sessions, answer.elapsed) : null;
  if (projected === null || sessions === 0) return null;
  const { plan } = answer;
  const end = shortDay(`${answer.month}-${daysInMonth(answer.month)}`);
  return (
    <p className={cx(styles.projection, plan && overPace(projected, plan.sessions) && styles.over)}>
      {`At this pace: about ${formatCount(roughly(projected))}${plan ? ` of ${formatCount(plan.sessions)}` : ''} sessions by ${end}.`}
    </p>
  );
}

/** The month's use of the free whitelisted visits; said in red once they are used up. */
function Allowance({ answer }: { answer: AnalyticsAnswer }) {
  const lines = allowanceLines(answer);
  if (!lines) return null;
  return (
    <div className={styles.allowance}>
      <p className={styles.allowanceLine}>{lines.used}</p>
      {lines.usedUp && <p className={cx(styles.allowanceLine, styles.over)}>{lines.usedUp}</p>}
    </div>
  );
}

function Overview({ answer, month, onPage }: { answer: AnalyticsAnswer; month: string; onPage: (page: number) => void }) {
  const chartId = useId();
  const storesId = useId();
  const [storeId, setStoreId] = useState('');
  const chosen = answer.stores.find((s) => s.storeId === storeId);
  // One store's days are asked for when it is chosen; the chart says it is loading until they come.
  const storeDays = useQuery(storeDaysQuery, { storeId, month: answer.month }, { skip: !chosen });
  const charted = chosen ? storeDays.data : answer;
  const series = { sessions: charted?.daily ?? [], rejected: charted?.dailyRejected ?? [] };
  const total = answer.totals.sessions;
  const days = daysInMonth(answer.month);
  const whole = !chosen;
  const empty = sumOf(series.sessions) === 0 && sumOf(series.rejected) === 0;
  const name = monthName(month);

  return (
    <>
      <ul className={styles.grid} aria-label={`${name} at a glance`}>
        {cardsOf(answer).map((card) => (
          <li key={card.label} className={styles.card}>
            <p className={styles.label}>{card.label}</p>
            <p className={styles.value}>{card.value}</p>
            {card.note && <p className={cx(styles.note, card.tone === 'danger' && styles.over)}>{card.note}</p>}
            <p className={styles.detail}>{card.detail}</p>
          </li>
        ))}
      </ul>
      <Allowance answer={answer} />

      <section className={styles.panel} aria-labelledby={chartId}>
        <div className={styles.panelHeader}>
          <h2 id={chartId} className={styles.heading}>
            Sessions per day
          </h2>
          <label className={styles.control}>
            <span>Store</span>
            <select className={inputClass} value={storeId} onChange={(e) => setStoreId(e.target.value)}>
              <option value="">All stores</option>
              {answer.stores.map((s) => (
                <option key={s.storeId} value={s.storeId}>
                  {s.domain}
                </option>
              ))}
            </select>
          </label>
        </div>
        {whole && <Projection answer={answer} sessions={total} />}
        {!charted ? (
          storeDays.status === 'rejected' ? (
            <LoadFailed message={`The days of ${chosen?.domain} could not be loaded.`} onRetry={() => void storeDays.refetch()} />
          ) : (
            <Loading>Loading the days of {chosen?.domain}...</Loading>
          )
        ) : empty ? (
          <p className={table.state}>{chosen ? `No sessions for ${chosen.domain} in ${name}.` : `No sessions in ${name}${answer.today ? ' yet' : ''}.`}</p>
        ) : (
          <DailyChart
            month={answer.month}
            sessions={series.sessions}
            today={answer.today}
            pace={whole && answer.plan ? answer.plan.sessions / days : null}
            ahead={whole && answer.today && answer.elapsed > 0 ? total / (answer.elapsed * days) : null}
          />
        )}
      </section>

      {/* Unnamed: the table's scrolling region carries the heading's name, and one region of that name is enough. */}
      <section className={styles.panel}>
        <h2 id={storesId} className={styles.heading}>
          Sessions by store
        </h2>
        <StoreTable stores={answer.stores} labelledBy={storesId} />
        {answer.pages > 1 && (
          <Pager page={answer.page} pages={answer.pages} total={answer.totals.stores} pageSize={ANALYTICS_PAGE_SIZE} noun="stores" onPage={onPage} />
        )}
      </section>
    </>
  );
}

/** /analytics: the Analytics Overview, from the sessions the account's stores counted. */
export function AnalyticsPage() {
  const titleId = useId();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('month') ?? undefined;
  // The page of stores: the first again with every other month.
  const [paged, setPaged] = useState({ month: asked, page: 1 });
  const page = paged.month === asked ? paged.page : 1;
  const analytics = useQuery(analyticsQuery, { month: asked, page });
  // Another month keeps the last one on screen (marked busy) until its figures arrive.
  const shown = useRef<AnalyticsAnswer | undefined>(undefined);
  if (analytics.data) shown.current = analytics.data;
  const answer = analytics.data ?? (analytics.status === 'rejected' ? undefined : shown.current);
  const { refetch } = analytics;

  useEffect(() => {
    if (!answer?.today) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [answer?.today, refetch]);

  let body;
  if (answer)
    body = (
      <div aria-busy={analytics.isFetching || undefined} className={cx(!analytics.data && styles.stale)}>
        {analytics.status === 'rejected' && <StaleNotice onRetry={() => void refetch()} />}
        <Overview key={answer.month} answer={answer} month={answer.month} onPage={(to) => setPaged({ month: asked, page: to })} />
      </div>
    );
  else if (analytics.status === 'rejected' && analytics.error?.status === 400)
    body = (
      <div className={table.state} role="alert">
        <p>{analytics.error.message}</p>
        <Button variant="secondary" onClick={() => navigate('/analytics')}>
          Show this month
        </Button>
      </div>
    );
  else if (analytics.status === 'rejected') body = <LoadFailed message="The figures could not be loaded." onRetry={() => void refetch()} />;
  else
    body = <Loading>Loading analytics...</Loading>;

  return (
    <div className={styles.page}>
      <PageHeader title="Analytics Overview" titleId={titleId} subtitle="Sessions your stores counted, by day and by store.">
        {answer && (
          <div className={styles.actions}>
            <label className={styles.control}>
              <span>Month</span>
              <select className={inputClass} value={asked ?? answer.month} onChange={(e) => navigate(`/analytics?month=${e.target.value}`)}>
                {answer.months.map((m) => (
                  <option key={m} value={m}>
                    {monthName(m)}
                  </option>
                ))}
              </select>
            </label>
            <DownloadCsv month={answer.month} />
          </div>
        )}
      </PageHeader>
      {body}
    </div>
  );
}
