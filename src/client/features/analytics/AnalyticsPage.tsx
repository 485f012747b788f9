import { useId } from 'react';
import { Badge } from '../../ui/Badge.js';
import { PageHeader } from '../../ui/PageHeader.js';
import styles from './analytics.module.css';

interface Stat {
  label: string;
  value: string;
  detail: string;
}

/**
 * The Analytics Overview shows hard-coded sample figures and makes no calls. They are not
 * the account's numbers, and the page says so.
 */
export const SAMPLE_STATS: readonly Stat[] = [
  { label: 'Total Stores', value: '12', detail: 'Stores added to protection' },
  { label: 'Total Sessions', value: '48,250', detail: 'Visitor sessions this month' },
  { label: 'Active Plans', value: '3', detail: 'Subscriptions currently active' },
  { label: 'Success Rate', value: '99.2%', detail: 'Protected visits this month' },
];

/** /analytics: the Analytics Overview. */
export function AnalyticsPage() {
  const titleId = useId();
  const noteId = useId();
  return (
    <div className={styles.page}>
      <PageHeader
        title="Analytics Overview"
        titleId={titleId}
        subtitle="These figures are sample data for illustration, not your account's numbers."
        subtitleId={noteId}
      >
        <Badge tone="warning" className={styles.sample}>
          Sample data
        </Badge>
      </PageHeader>
      <ul className={styles.grid} aria-labelledby={titleId} aria-describedby={noteId}>
        {SAMPLE_STATS.map((stat) => (
          <li key={stat.label} className={styles.card}>
            <p className={styles.label}>{stat.label}</p>
            <p className={styles.value}>{stat.value}</p>
            <p className={styles.detail}>{stat.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
