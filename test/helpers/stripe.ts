import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'uvu';
import { call, startServer, type TestServer } from './server.js';

/** A Stripe-Signature header for a webhook body, as Stripe signs it. */
export const signStripePayload = (rawBody: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;

/** A call the adapter made to the stand-in. */
export interface SeenCall {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for Stripe's REST API: it records what the adapter sends and answers as Stripe does. */
export async function startStripeStandIn() {
  const seen: SeenCall[] = [];
  let failNext = false;
  /** While set, answers wait for it. */
  let held: Promise<void> | undefined;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, auth: req.headers.authorization, form: new URLSearchParams(raw) });
    await held;
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.writeHead(402).end(JSON.stringify({ error: { message: 'card declined' } }));
    } else if (path === '/v1/checkout/sessions') res.end(JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' }));
    else if (path === '/v1/billing_portal/sessions') res.end(JSON.stringify({ url: 'https://billing.stripe.test/p/1' }));
    else if (path.startsWith('/v1/subscriptions/') && req.method === 'GET') res.end(JSON.stringify({ id: 'sub_1', items: { data: [{ id: 'si_1' }] } }));
    else if (path.startsWith('/v1/subscriptions/')) res.end(JSON.stringify({ id: 'sub_1' }));
    else res.writeHead(404).end(JSON.stringify({ error: { message: 'unknown' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** The next call is refused, as a declined card is. */
    failNext: () => void (failNext = true),
    /** Answers wait from now on, until the function this answers is called. */
    hold: (): (() => void) => {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * The set-up of a Stripe test file: the stand-in and a server paying through it (webhooks signed
 * with `webhookSecret`), started before the file's tests and closed after them. The answer stands for
 * both once the tests run, and delivers signed events to the server at its own clock's time.
 */
export function stripeServer(
  test: Test,
  webhookSecret: string,
  options: Parameters<typeof startServer>[0] = {},
): { s: TestServer; stripe: StripeStandIn; sendEvent: ReturnType<typeof stripeEventSender> } {
  let started: { s: TestServer; stripe: StripeStandIn } | undefined;
  test.before(async () => {
    const stripe = await startStripeStandIn();
    started = { stripe, s: await startServer({ ...options, env: { ...stripeEnv(stripe, webhookSecret), ...options.env } }) };
  });
  test.after(async () => {
    await started?.s.close();
    await started?.stripe.close();
  });
  return {
    get s() {
      return started!.s;
    },
    get stripe() {
      return started!.stripe;
    },
    sendEvent: (type, object, created) => stripeEventSender(started!.s.url, webhookSecret, options.clock ?? (() => new Date()))(type, object, created),
  };
}

/** The settings of a server that takes payments through the stand-in, with prices for PRO, SCALE, ULTRA and TITAN. */
const stripeEnv = (stripe: StripeStandIn, webhookSecret: string): Record<string, string> => ({
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_key',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_SCALE: 'price_scale',
  STRIPE_PRICE_ULTRA: 'price_ultra',
  STRIPE_PRICE_TITAN: 'price_titan',
  STRIPE_API_BASE: stripe.url,
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Delivers signed events to a server's webhook as Stripe would, signed at the server's present time;
 * an event's `created` defaults to that time too. Answers the webhook's status.
 */
export function stripeEventSender(base: string, secret: string, clock: () => Date) {
  return async (type: string, object: Record<string, unknown>, created = seconds(clock())): Promise<number> => {
    const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type, created, data: { object } });
    const res = await fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(raw, secret, seconds(clock())) },
      body: raw,
    });
    await res.arrayBuffer();
    return res.status;
  };
}

/** Pays for a plan through Stripe Checkout (the stand-in, then the signed completion); answers the new subscription's id. */
export async function checkoutWithStripe(base: string, token: string, stripe: StripeStandIn, deliver: ReturnType<typeof stripeEventSender>, plan = 'PRO'): Promise<string> {
  const subscription = `sub_${randomUUID()}`;
  stripe.seen.length = 0;
  const started = await call(base, 'POST', '/api/checkout', { token, body: { plan } });
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}`);
  const checkoutId = stripe.seen[0]!.form.get('client_reference_id');
  const completed = await deliver('checkout.session.completed', { id: 'cs_1', client_reference_id: checkoutId, customer: 'cus_1', subscription });
  if (completed !== 200) throw new Error(`checkout.session.completed answered ${completed}`);
  return subscription;
}
