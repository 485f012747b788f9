import type { Queryable } from '../db/types.js';

/**
 * Notes that the account's mail for crossing `threshold` percent of its sessions in `yearMonth` goes
 * out now; false when one already has (by this or another process), so each mail goes once.
 */
export async function claimQuotaNotice(q: Queryable, accountId: string, yearMonth: string, threshold: number, at: Date): Promise<boolean> {
  const fresh = await q.query(
    `INSERT INTO quota_notices (account_id, year_month, threshold, sent_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING threshold`,
    [accountId, yearMonth, threshold, at],
  );
  return fresh.length > 0;
}
