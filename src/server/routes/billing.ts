import type { CheckoutAnswer, OnboardingStep } from '../../shared/api-types.js';
import { INVALID_FIELDS } from '../../shared/messages.js';
import { findPlan } from '../../shared/plans.js';
import { DAY_MS } from '../../shared/months.js';
import { checkoutSchema, upgradeSchema } from '../../shared/request-bodies.js';
import { fields } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, unavailable } from '../errors.js';
import { readText } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { parseJsonObject } from '../http/json.js';
import { HOUR_MS, MINUTE_MS } from '../services/limits/rate-limits.js';
import { beforePlan, lockedStep, markCheckoutStarted, markSubscriptionEnded } from '../data/accounts.js';
import { addInvoice, completeCheckout, setupFeeDue } from '../services/billing/checkouts.js';
import { ProviderError, type BillingProvider } from '../services/billing/provider.js';
import { verifyStripeSignature } from '../services/billing/stripe.js';
import { applySubscriptionEvent, SUBSCRIPTION_EVENTS } from '../services/billing/subscription-events.js';
import { newToken } from '../services/tokens.js';
import { audit } from '../services/audit.js';
import { route, type DeclaredRoute } from './route.js';

const PLAN_CHANGE_LEASE_MS = 5 * MINUTE_MS;

const WEBHOOK_LIMIT_BYTES = 256 * 1024;

async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderError) throw unavailable('The payment provider could not be reached. Please try again later.');
    throw err;
  }
}

export function billingRoutes(deps: Deps, provider: BillingProvider): DeclaredRoute[] {
  const { db } = deps;
  const planOfPrice = (priceId: string) => Object.entries(deps.config.stripe.prices).find(([, price]) => price === priceId)?.[0];

  const account = async (accountId: string) => {
    const [row] = await db.query<{
      onboarding_step: OnboardingStep;
      plan: string | null;
      billing_customer_id: string | null;
      billing_subscription_id: string | null;
    }>('SELECT onboarding_step, plan, billing_customer_id, billing_subscription_id FROM accounts WHERE id = $1', [accountId]);
    return row!;
  };

  /**
   * One change of an account's subscription at a time, in every process: two upgrades at once would
   * each change it at the provider, and the account could keep another plan than the one the
   * provider goes on billing. Held for at most five minutes, far longer than a change can take (a
   * provider call gives up after 15 s), so it is never let go by anyone but its holder; a process
   * stopped mid-change leaves it to run out.
   */
  async function oneChangeAtATime<T>(accountId: string, change: () => Promise<T>): Promise<T> {
    const key = `plan-change:${accountId}`;
    if (await deps.limiter.hit(key, 1, PLAN_CHANGE_LEASE_MS)) throw conflict('Another change of this subscription is under way. Reload and try again.');
    try {
      return await change();
    } finally {
      await deps.limiter.clear(key).catch(() => {});
    }
  }

  const checkout = route({
    method: 'POST',
    path: '/api/checkout',
    access: 'admin',
    body: fields(checkoutSchema),
    async handler({ caller, body }) {
      const plan = findPlan(body.plan)!;
      const { onboarding_step: step } = await account(caller.accountId);
      if (!beforePlan(step)) throw conflict('This account already has a plan. Use the upgrade page to change it.');
      const [user] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [caller.userId]);
      const checkoutId = newToken();
      const setupFee = await setupFeeDue(db, caller.accountId, plan);
      const started = await withProvider(() => provider.startCheckout({ checkoutId, accountId: caller.accountId, email: user!.email, plan, setupFee }));
      await db.transaction(async (tx) => {
        // Only the newest checkout of an account can be paid: an older tab's page no longer works (with
        // Stripe, a payment taken on one anyway still counts: see completeCheckout).
        // Checked again under the lock: another tab's checkout may have been paid meanwhile.
        if (!beforePlan(await lockedStep(tx, caller.accountId))) throw conflict('This account already has a plan. Use the upgrade page to change it.');
        await tx.query(`UPDATE checkouts SET status = 'superseded' WHERE account_id = $1 AND status = 'pending'`, [caller.accountId]);
        await tx.query(
          `INSERT INTO checkouts (id, account_id, plan, provider, provider_ref, status, created_at, setup_fee_usd) VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
          [checkoutId, caller.accountId, plan.name, provider.name, started.providerRef ?? null, deps.clock(), setupFee],
        );
        await markCheckoutStarted(tx, caller.accountId);
      });
      const answer: CheckoutAnswer = { url: started.url };
      return { body: answer };
    },
  });

  const upgrade = route({
    method: 'POST',
    path: '/api/checkout/upgrade',
    access: 'admin',
    body: fields(upgradeSchema),
    async handler({ ctx, caller, body }) {
      const plan = findPlan(body.newPlan)!;
      await oneChangeAtATime(caller.accountId, async () => {
        const current = await account(caller.accountId);
        const currentPlan = findPlan(current.plan);
        if (!currentPlan) throw invalid('Choose a plan and complete checkout first');
        if (plan.rank <= currentPlan.rank) {
          throw invalid(INVALID_FIELDS, { newPlan: `Choose a plan ranked above your current plan (${currentPlan.name})` });
        }
        await withProvider(() => provider.changePlan({ accountId: caller.accountId, subscriptionId: current.billing_subscription_id, plan }));
        await db.transaction(async (tx) => {
          // The plan is checked again in the write: a provider's plan event may have moved it meanwhile.
          // plan_event_at: a provider's plan event from before this change no longer applies.
          const moved = await tx.query('UPDATE accounts SET plan = $2, plan_event_at = $4 WHERE id = $1 AND plan = $3 RETURNING id', [
            caller.accountId,
            plan.name,
            currentPlan.name,
            deps.clock(),
          ]);
          if (!moved.length) throw conflict('The plan changed meanwhile. Reload and try again.');
          await addInvoice(tx, caller.accountId, `Upgrade from ${currentPlan.name} to ${plan.name}`, plan.price, deps.clock());
          await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'plan-changed', detail: `${currentPlan.name} to ${plan.name}` }, tx);
        });
      });
      return { body: { success: true } };
    },
  });

  const portal = route({
    method: 'POST',
    path: '/api/billing/portal',
    access: 'admin',
    async handler({ caller }) {
      const current = await account(caller.accountId);
      const url = await withProvider(() => provider.portalUrl({ accountId: caller.accountId, customerId: current.billing_customer_id }));
      return { body: { url } };
    },
  });

  const unsubscribe = route({
    method: 'POST',
    path: '/api/billing/unsubscribe',
    access: 'admin',
    async handler({ ctx, caller }) {
      await oneChangeAtATime(caller.accountId, async () => {
        const current = await account(caller.accountId);
        if (!findPlan(current.plan)) throw conflict('This account has no subscription to end.');
        await withProvider(() => provider.cancel({ accountId: caller.accountId, subscriptionId: current.billing_subscription_id }));
        await db.transaction(async (tx) => {
          await markSubscriptionEnded(tx, caller.accountId);
          await audit(deps, ctx, { accountId: caller.accountId, actorId: caller.userId, kind: 'unsubscribed', detail: current.plan }, tx);
        });
      });
      return { body: { success: true, message: 'Your subscription has ended. Your stores are disabled.' } };
    },
  });

  // Public: the provider signs its events, and an event that fails the signature is refused.
  const webhook = route({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    async handler({ ctx }) {
      const raw = await readText(ctx.req, WEBHOOK_LIMIT_BYTES);
      const header = ctx.req.headers['stripe-signature'];
      if (!verifyStripeSignature(raw, typeof header === 'string' ? header : undefined, deps.config.stripe.webhookSecret, deps.clock().getTime())) {
        throw new HttpError(400, 'Invalid signature');
      }
      const event = parseJsonObject(raw);
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new HttpError(400, 'Not a Stripe event');
      let extra: { accountId: string; subscriptionId: string | null } | undefined;
      const applied = await db.transaction(async (tx) => {
        const fresh = await tx.query('INSERT INTO billing_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [
          event.id,
          event.type,
          deps.clock(),
        ]);
        if (!fresh.length) return 'duplicate';
        if (SUBSCRIPTION_EVENTS.has(event.type as string)) {
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
      ctx.log.webhook = `${event.type}: ${applied}`;
      // A second checkout paid after the first counted: its subscription is stopped, and its payment is
      // for someone to refund (the log line says so).
      if (extra) {
        const cancelled = await provider.cancel(extra).then(() => true, () => false);
        const msg = cancelled ? 'its subscription is cancelled; refund its payment' : 'cancel its subscription and refund its payment';
        deps.log({ level: 'error', msg: `a second checkout of one account was paid: ${msg}`, ...extra });
      }
      return { body: { received: true } };
    },
  });

  return [checkout, upgrade, portal, unsubscribe, ...(provider.name === 'stripe' ? [webhook] : [])];
}

/** The object under key, or an empty one when it is missing or not an object. */
function objectAt(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const inner = value[key];
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
}
