import { DAY_MS } from '../../../shared/months.js';
import { recordProviderEvent } from '../../data/billing.js';
import type { Deps } from '../../deps.js';
import { conflict } from '../../errors.js';
import { HOUR_MS } from '../limits/rate-limits.js';
import { completeCheckout } from './checkouts.js';
import type { BillingProvider } from './provider.js';
import { applySubscriptionEvent, SUBSCRIPTION_EVENTS } from './subscription-events.js';

type Obj = Record<string, unknown>;

/** The object under key, or an empty one when it is missing or not an object. */
function objectAt(value: Obj, key: string): Obj {
  const inner = value[key];
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Obj) : {};
}

/**
 * Acts on one event the provider signed (its id and type checked), once however often it comes;
 * answers what it did, for the request's log line.
 */
export async function receiveProviderEvent(deps: Deps, provider: BillingProvider, event: Obj & { id: string; type: string }): Promise<string> {
  const planOfPrice = (priceId: string) => Object.entries(deps.config.stripe.prices).find(([, price]) => price === priceId)?.[0];
  let extra: { accountId: string; subscriptionId: string | null } | undefined;
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await recordProviderEvent(tx, event.id, event.type, deps.clock()))) return 'duplicate';
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const result = await applySubscriptionEvent(tx, event, { now: deps.clock(), planOfPrice, graceMs: deps.config.pastDueGraceDays * DAY_MS });
      // Stripe may send a subscription's events before the checkout that made it: refused and not
      // kept (the transaction is undone), the event comes again minutes later, once the checkout is
      // applied. Past an hour it is another's (an older subscription, another product): kept, ignored.
      const created = typeof event.created === 'number' ? event.created * 1000 : 0;
      if (result === 'unknown subscription' && deps.clock().getTime() - created < HOUR_MS) throw conflict('This subscription is not known yet');
      return result;
    }
    if (event.type !== 'checkout.session.completed') return 'ignored';
    const session = objectAt(objectAt(event, 'data'), 'object');
    if (typeof session.client_reference_id !== 'string') return 'no checkout id';
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : null;
    const result = await completeCheckout(tx, session.client_reference_id, deps.clock(), {
      customerId: typeof session.customer === 'string' ? session.customer : null,
      subscriptionId,
      paidAtProvider: true,
    });
    if (!result.ok && result.reason === 'paid twice') extra = { accountId: result.accountId, subscriptionId };
    return result.ok ? 'applied' : result.reason;
  });
  // A second checkout paid after the first counted: its subscription is stopped, and its payment is
  // for someone to refund (the log line says so).
  if (extra) {
    const cancelled = await provider.cancel(extra).then(
      () => true,
      () => false,
    );
    const msg = cancelled ? 'its subscription is cancelled; refund its payment' : 'cancel its subscription and refund its payment';
    deps.log({ level: 'error', msg: `a second checkout of one account was paid: ${msg}`, ...extra });
  }
  return applied;
}
