import { randomUUID } from 'node:crypto';
import { findPlan, usd, type Plan } from '../../../shared/plans.js';
import type { Queryable } from '../../db/types.js';
import { markSubscribed } from '../accounts.js';
import { writeAuditEvent } from '../audit.js';

export type CompleteResult = { ok: true; accountId: string; plan: Plan } | { ok: false; reason: 'unknown' | 'not-pending' };

/**
 * Marks a pending checkout paid: the account gets its plan and moves on to adding stores. A checkout
 * completes once; one superseded by a newer checkout of the same account never does.
 */
export async function completeCheckout(
  tx: Queryable,
  checkoutId: string,
  now: Date,
  provider: { customerId?: string | null; subscriptionId?: string | null } = {},
): Promise<CompleteResult> {
  const [claimed] = await tx.query<{ account_id: string; plan: string; setup_fee_usd: number }>(
    `UPDATE checkouts SET status = 'completed', completed_at = $2
      WHERE id = $1 AND status = 'pending' RETURNING account_id, plan, setup_fee_usd`,
    [checkoutId, now],
  );
  if (!claimed) {
    const known = await tx.query('SELECT 1 FROM checkouts WHERE id = $1', [checkoutId]);
    return { ok: false, reason: known.length ? 'not-pending' : 'unknown' };
  }
  const plan = findPlan(claimed.plan)!;
  await markSubscribed(tx, claimed.account_id, plan.name, provider);
  const fee = claimed.setup_fee_usd;
  const description = fee ? `${plan.name} plan, first month (${usd(plan.price)}) and one-time setup fee (${usd(fee)})` : `${plan.name} plan, first month`;
  await addInvoice(tx, claimed.account_id, description, plan.price + fee, now);
  await writeAuditEvent(tx, { accountId: claimed.account_id, kind: 'plan-changed', detail: `Subscribed to ${plan.name}`, at: now });
  return { ok: true, accountId: claimed.account_id, plan };
}

/** The setup fee a new checkout of this account charges: the plan's, unless the account paid one before. */
export async function setupFeeDue(db: Queryable, accountId: string, plan: Plan): Promise<number> {
  const paid = await db.query(`SELECT 1 FROM checkouts WHERE account_id = $1 AND status = 'completed' LIMIT 1`, [accountId]);
  return paid.length ? 0 : plan.setupFee;
}

export async function addInvoice(tx: Queryable, accountId: string, description: string, amountUsd: number, now: Date): Promise<void> {
  await tx.query('INSERT INTO invoices (id, account_id, description, amount_usd, created_at) VALUES ($1, $2, $3, $4, $5)', [
    randomUUID(),
    accountId,
    description,
    amountUsd,
    now,
  ]);
}
