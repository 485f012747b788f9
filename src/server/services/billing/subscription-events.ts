import { lockedAccountOfSubscription, markPaid, markPastDue, markSubscriptionEnded, setPlanFromProvider } from '../../data/accounts.js';
import { writeAuditEvent } from '../../data/audit.js';
import type { Queryable } from '../../db/types.js';

/** The provider's events that move a subscription on after its checkout. */
export const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.updated', 'customer.subscription.deleted', 'invoice.payment_failed', 'invoice.paid']);

export interface SubscriptionContext {
  now: Date;
  /** The plan a provider price stands for; undefined for a price we do not sell. */
  planOfPrice: (priceId: string) => string | undefined;
  /** How long the stores of an account whose payment failed keep working. */
  graceMs: number;
}

type Obj = Record<string, unknown>;
const objectAt = (value: unknown, key: string): Obj => {
  const inner = value && typeof value === 'object' ? (value as Obj)[key] : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Obj) : {};
};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The price of a subscription's first item (we sell one plan per subscription). */
function priceOf(subscription: Obj): string | undefined {
  const items = objectAt(subscription, 'items').data;
  return Array.isArray(items) ? text(objectAt(items[0], 'price').id) : undefined;
}

/**
 * Applies a subscription event to the account holding that subscription, and answers what it did
 * (for the request log). Each is idempotent. A subscription's plan and its payments each keep the
 * creation time of the newest event applied to them, and an older event of the same kind changes
 * nothing, so events arriving out of order never undo a newer state. The end of a subscription is
 * final whenever it arrives.
 */
export async function applySubscriptionEvent(tx: Queryable, event: Obj, ctx: SubscriptionContext): Promise<string> {
  const type = String(event.type);
  const object = objectAt(event.data, 'object');
  const subscriptionId = type.startsWith('invoice.') ? text(object.subscription) : text(object.id);
  if (!subscriptionId) return 'no subscription id';
  const created = typeof event.created === 'number' && Number.isFinite(event.created) ? new Date(event.created * 1000) : ctx.now;
  const account = await lockedAccountOfSubscription(tx, subscriptionId);
  if (!account) return 'unknown subscription';
  if (account.billingStatus === 'canceled') return 'the subscription has ended';
  const olderThan = (applied: Date | null) => applied !== null && created < applied;

  switch (type) {
    case 'customer.subscription.updated': {
      if (olderThan(account.planEventAt)) return 'older than the plan applied';
      const price = priceOf(object);
      const plan = price && ctx.planOfPrice(price);
      if (!plan) return `unknown price ${price ?? '(none)'}`;
      await setPlanFromProvider(tx, account.id, plan, created);
      if (plan !== account.plan) await writeAuditEvent(tx, { accountId: account.id, kind: 'plan-changed', detail: `${account.plan} to ${plan} in the billing portal`, at: ctx.now });
      return plan === account.plan ? 'plan unchanged' : `plan ${account.plan} -> ${plan}`;
    }
    case 'invoice.payment_failed':
      if (olderThan(account.paymentEventAt)) return 'older than the payment state applied';
      await markPastDue(tx, account.id, new Date(ctx.now.getTime() + ctx.graceMs), created);
      return 'past due';
    case 'invoice.paid':
      if (olderThan(account.paymentEventAt)) return 'older than the payment state applied';
      await markPaid(tx, account.id, created);
      return account.billingStatus === 'past_due' ? 'paid: no longer past due' : 'paid';
    case 'customer.subscription.deleted':
      await markSubscriptionEnded(tx, account.id);
      await writeAuditEvent(tx, { accountId: account.id, kind: 'unsubscribed', detail: `${account.plan} ended by the billing provider`, at: ctx.now });
      return 'ended: stores disabled';
    default:
      return 'ignored';
  }
}
