import { randomUUID } from 'node:crypto';
import { findPlan, usd, type Plan } from '../../../shared/plans.js';
import type { Queryable } from '../../db/types.js';
import { beforePlan, lockedStep, markSubscribed } from '../../data/accounts.js';
import { writeAuditEvent } from '../../data/audit.js';

export type CompleteResult =
  | { ok: true; accountId: string; plan: Plan }
  | { ok: false; reason: 'unknown' | 'not-pending' }
  | { ok: false; reason: 'paid twice'; accountId: string };

/**
 * Marks a checkout paid: the account gets its plan and moves on to adding stores. A checkout completes
 * once. One superseded by a newer checkout of the same account does not, unless the provider took its
 * payment (a Stripe page left open in another tab) while the account has no plan yet: then it is the one
 * that counts, and the newer one is superseded in turn. One the provider took a payment for once the
 * account already has a plan (another one counted first) is 'paid twice', for the caller to cancel there.
 */
export async function completeCheckout(
  tx: Queryable,
  checkoutId: string,
  now: Date,
  provider: { customerId?: string | null; subscriptionId?: string | null; paidAtProvider?: boolean } = {},
): Promise<CompleteResult> {
  const [known] = await tx.query<{ account_id: string }>('SELECT account_id FROM checkouts WHERE id = $1', [checkoutId]);
  if (!known) return { ok: false, reason: 'unknown' };
  // The account's row is locked first (as a new checkout does), so an account's checkouts change one at a time.
  const step = await lockedStep(tx, known.account_id);
  const [checkout] = await tx.query<{ account_id: string; status: string }>('SELECT account_id, status FROM checkouts WHERE id = $1', [checkoutId]);
  const payable = checkout!.status === 'pending' || (checkout!.status === 'superseded' && provider.paidAtProvider);
  if (!payable) return { ok: false, reason: 'not-pending' };
  if (!beforePlan(step)) return provider.paidAtProvider ? { ok: false, reason: 'paid twice', accountId: known.account_id } : { ok: false, reason: 'not-pending' };
  await tx.query(`UPDATE checkouts SET status = 'superseded' WHERE account_id = $1 AND status = 'pending' AND id <> $2`, [known.account_id, checkoutId]);
  const [claimed] = await tx.query<{ account_id: string; plan: string; setup_fee_usd: number }>(
    `UPDATE checkouts SET status = 'completed', completed_at = $2 WHERE id = $1 RETURNING account_id, plan, setup_fee_usd`,
    [checkoutId, now],
  );
  if (!claimed) return { ok: false, reason: 'unknown' };
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
