import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Plan } from '../../../shared/plans.js';
import { ProviderError, type BillingProvider } from './provider.js';

export interface StripeConfig {
  secretKey: string;
  /** Price id per plan name (STRIPE_PRICE_<PLAN>). */
  prices: Record<string, string | undefined>;
  /** https://api.stripe.com, or a local stand-in in tests. */
  apiBase: string;
}

/** Stripe's form encoding: nested keys as a[b][0][c]=value. */
export function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (value === undefined || value === null) return out;
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) formEncode(v, prefix ? `${prefix}[${k}]` : k, out);
  } else out.append(prefix, String(value));
  return out;
}

/** Stripe through its REST API with fetch: no SDK in the dependency tree. */
export function stripeProvider(config: StripeConfig, app: { appUrl: string }): BillingProvider {
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params?: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(config.apiBase + path, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Stripe-Version': '2024-06-20',
        },
        body: params ? formEncode(params).toString() : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new ProviderError(`Stripe could not be reached: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!res.ok) throw new ProviderError(`Stripe answered ${res.status}: ${body.error?.message ?? 'no message'}`);
    return body;
  }

  const priceOf = (plan: Plan): string => {
    const price = config.prices[plan.name];
    if (!price) throw new ProviderError(`STRIPE_PRICE_${plan.name} is not set`);
    return price;
  };

  return {
    name: 'stripe',
    async startCheckout({ checkoutId, accountId, email, plan, setupFee }) {
      const session = await call<{ id: string; url: string }>('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        client_reference_id: checkoutId,
        customer_email: email,
        success_url: `${app.appUrl}/onboarding?checkout=success`,
        cancel_url: `${app.appUrl}/onboarding`,
        line_items: [
          { price: priceOf(plan), quantity: 1 },
          ...(setupFee ? [{ price_data: { currency: 'usd', unit_amount: setupFee * 100, product_data: { name: 'One-time setup fee' } }, quantity: 1 }] : []),
        ],
        metadata: { accountId, plan: plan.name, checkoutId },
        subscription_data: { metadata: { accountId } },
      });
      return { url: session.url, providerRef: session.id };
    },
    async changePlan({ subscriptionId, plan }) {
      if (!subscriptionId) throw new ProviderError('The account has no Stripe subscription');
      const sub = await call<{ items: { data: { id: string }[] } }>('GET', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
      const item = sub.items.data[0];
      if (!item) throw new ProviderError('The Stripe subscription has no item');
      await call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        items: [{ id: item.id, price: priceOf(plan) }],
        proration_behavior: 'create_prorations',
        metadata: { plan: plan.name },
      });
    },
    async cancel({ subscriptionId }) {
      if (!subscriptionId) throw new ProviderError('The account has no Stripe subscription');
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    },
    async portalUrl({ customerId }) {
      if (!customerId) throw new ProviderError('The account has no Stripe customer yet');
      const portal = await call<{ url: string }>('POST', '/v1/billing_portal/sessions', {
        customer: customerId,
        return_url: `${app.appUrl}/settings`,
      });
      return portal.url;
    },
  };
}

export const SIGNATURE_TOLERANCE_S = 300;

/** Checks a Stripe-Signature header (t=...,v1=...) over the raw body; false when forged or too old. */
export function verifyStripeSignature(rawBody: string, header: string | undefined, secret: string, nowMs: number): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(timestamp) || Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

