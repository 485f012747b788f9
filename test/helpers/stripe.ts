import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, auth: req.headers.authorization, form: new URLSearchParams(raw) });
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
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
