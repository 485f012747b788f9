import { findPlan, usd, type Plan } from '../../../shared/plans.js';
import { beforePlan, lockedStep, markSubscribed } from '../../data/accounts.js';
import { writeAuditEvent } from '../../data/audit.js';
import { addInvoice, claimCheckout, findCheckout, hasCompletedCheckout, supersedePendingCheckouts } from '../../data/billing.js';
import type { Queryable } from '../../db/types.js';

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
  const known = await findCheckout(tx, checkoutId);
  if (!known) return { ok: false, reason: 'unknown' };
  // The account's row is locked first (as a new checkout does), so an account's checkouts change one at a time.
  const step = await lockedStep(tx, known.accountId);
  const checkout = (await findCheckout(tx, checkoutId))!;
  const payable = checkout.status === 'pending' || (checkout.status === 'superseded' && provider.paidAtProvider);
  if (!payable) return { ok: false, reason: 'not-pending' };
  if (!beforePlan(step)) return provider.paidAtProvider ? { ok: false, reason: 'paid twice', accountId: known.accountId } : { ok: false, reason: 'not-pending' };
  await supersedePendingCheckouts(tx, known.accountId, checkoutId);
  const claimed = await claimCheckout(tx, checkoutId, now);
  if (!claimed) return { ok: false, reason: 'unknown' };
  const plan = findPlan(claimed.plan)!;
  await markSubscribed(tx, claimed.accountId, plan.name, provider);
  const fee = claimed.setupFeeUsd;
  const description = fee ? `${plan.name} plan, first month (${usd(plan.price)}) and one-time setup fee (${usd(fee)})` : `${plan.name} plan, first month`;
  await addInvoice(tx, claimed.accountId, description, plan.price + fee, now);
  await writeAuditEvent(tx, { accountId: claimed.accountId, kind: 'plan-changed', detail: `Subscribed to ${plan.name}`, at: now });
  return { ok: true, accountId: claimed.accountId, plan };
}

/** The setup fee a new checkout of this account charges: the plan's, unless the account paid one before. */
export async function setupFeeDue(db: Queryable, accountId: string, plan: Plan): Promise<number> {
  return (await hasCompletedCheckout(db, accountId)) ? 0 : plan.setupFee;
}
