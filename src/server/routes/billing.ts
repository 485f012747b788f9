import type { CheckoutAnswer } from '../../shared/api-types.js';
import { findPlan } from '../../shared/plans.js';
import { checkoutSchema, upgradeSchema } from '../../shared/request-bodies.js';
import { fields } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { readText } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { parseJsonObject } from '../http/json.js';
import type { BillingProvider } from '../services/billing/provider.js';
import { receiveProviderEvent } from '../services/billing/provider-events.js';
import { verifyStripeSignature } from '../services/billing/stripe.js';
import { subscriptions } from '../services/billing/subscriptions.js';
import { route, type DeclaredRoute } from './route.js';

const WEBHOOK_LIMIT_BYTES = 256 * 1024;

/** The subscription's calls for the account's admins, and the provider's signed events. */
export function billingRoutes(deps: Deps, provider: BillingProvider): DeclaredRoute[] {
  const billing = subscriptions(deps, provider);

  const checkout = route({ method: 'POST', path: '/api/checkout', access: 'admin', body: fields(checkoutSchema) }, async ({ caller, body }) => {
    const answer: CheckoutAnswer = { url: await billing.startCheckout(caller, findPlan(body.plan)!) };
    return { body: answer };
  });

  const upgrade = route({ method: 'POST', path: '/api/checkout/upgrade', access: 'admin', body: fields(upgradeSchema) }, async ({ ctx, caller, body }) => {
    await billing.upgrade(caller, ctx, findPlan(body.newPlan)!);
    return { body: { success: true } };
  });

  const portal = route({ method: 'POST', path: '/api/billing/portal', access: 'admin' }, async ({ caller }) => ({
    body: { url: await billing.portalUrl(caller) },
  }));

  const unsubscribe = route({ method: 'POST', path: '/api/billing/unsubscribe', access: 'admin' }, async ({ ctx, caller }) => {
    await billing.unsubscribe(caller, ctx);
    return { body: { success: true, message: 'Your subscription has ended. Your stores are disabled.' } };
  });

  // Public: the provider signs its events, and an event that fails the signature is refused.
  const webhook = route({ method: 'POST', path: '/api/billing/webhook', access: 'public' }, async ({ ctx }) => {
    const raw = await readText(ctx.req, WEBHOOK_LIMIT_BYTES);
    const header = ctx.req.headers['stripe-signature'];
    if (!verifyStripeSignature(raw, typeof header === 'string' ? header : undefined, deps.config.stripe.webhookSecret, deps.clock().getTime())) {
      throw new HttpError(400, 'Invalid signature');
    }
    const event = parseJsonObject(raw);
    if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new HttpError(400, 'Not a Stripe event');
    const applied = await receiveProviderEvent(deps, provider, event as typeof event & { id: string; type: string });
    ctx.log.webhook = `${event.type}: ${applied}`;
    return { body: { received: true } };
  });

  return [checkout, upgrade, portal, unsubscribe, ...(provider.name === 'stripe' ? [webhook] : [])];
}
