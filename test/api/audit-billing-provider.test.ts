// The billing provider's own events reach the account's activity, with no user as who and no address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNo5xx } from '../helpers/errors.js';
import { call, register, startServer, type TestServer } from '../helpers/server.js';
import { checkoutWithStripe, startStripeStandIn, stripeEnv, stripeEventSender, type StripeStandIn } from '../helpers/stripe.js';

const SECRET = 'whsec_audit_secret';
let now = new Date('2026-11-10T12:00:00Z');
let stripe: StripeStandIn;
let s: TestServer;
test.before(async () => {
  stripe = await startStripeStandIn();
  s = await startServer({
    clock: () => now,
    env: stripeEnv(stripe, SECRET),
  });
});
test.after(async () => {
  await s.close();
  await stripe.close();
});

const sendEvent: ReturnType<typeof stripeEventSender> = (type, object, created) => stripeEventSender(s.url, SECRET, () => now)(type, object, created);
const activity = async (token: string) => (await call(s.url, 'GET', '/api/audit', { token })).body;

test('a plan changed in the billing portal (customer.subscription.updated) is a plan change by the billing provider', async () => {
  const admin = await register(s.url);
  const subscription = await checkoutWithStripe(s.url, admin.token, stripe, sendEvent);
  now = new Date(now.getTime() + 1000);
  const updated = { id: subscription, status: 'active', items: { data: [{ id: 'si_1', price: { id: 'price_scale' } }] } };
  assert.is(await sendEvent('customer.subscription.updated', updated), 200);
  const [latest, first] = (await activity(admin.token)).events;
  assert.equal(
    { kind: latest.kind, detail: latest.detail, actor: latest.actor, address: latest.address, at: latest.at },
    { kind: 'plan-changed', detail: 'PRO to SCALE in the billing portal', actor: null, address: null, at: now.toISOString() },
  );
  assert.equal([first.kind, first.detail, first.actor], ['plan-changed', 'Subscribed to PRO', null], 'the checkout, completed by the provider');
  // The same price again changes no plan, so it adds nothing.
  assert.is(await sendEvent('customer.subscription.updated', updated), 200);
  assert.is((await activity(admin.token)).total, 2);
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
