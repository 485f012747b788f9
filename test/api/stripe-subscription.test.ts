// After checkout, Stripe's signed events drive the account: plan changes from the portal, a failed
// payment and its grace period, the payment that clears it, and the end of the subscription.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLANS } from '../../src/shared/plans.js';
import { storeDraft } from '../helpers/billing.js';
import { call, register } from '../helpers/server.js';
import { checkoutWithStripe, signStripePayload, stripeServer } from '../helpers/stripe.js';

const SECRET = 'whsec_subscription_secret';
const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-10T12:00:00Z');
let now = START;
const server = stripeServer(test, SECRET, { clock: () => now });
test.after.each(() => {
  now = START;
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const { sendEvent } = server;
async function deliver(type: string, object: Record<string, unknown>, created?: number) {
  assert.is(await sendEvent(type, object, created), 200, type);
}

const subscriptionUpdated = (subscription: string, price: string, created?: number) =>
  deliver('customer.subscription.updated', { id: subscription, status: 'active', items: { data: [{ id: 'si_1', price: { id: price } }] } }, created);
const invoice = (type: 'invoice.paid' | 'invoice.payment_failed', subscription: string, created?: number) =>
  deliver(type, { id: `in_${randomUUID()}`, subscription, customer: 'cus_1' }, created);

/** An account that paid for PRO through Stripe Checkout (subscription `sub`) and added a store. */
async function subscribed() {
  const a = await register(server.s.url);
  const sub = await checkoutWithStripe(server.s.url, a.token, server.stripe, sendEvent);
  const added = await call(server.s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft(`shop-${randomUUID()}.example.com`)] } });
  assert.is(added.status, 201);
  return { ...a, sub, store: added.body.stores[0] as { storeId: string; domain: string } };
}

const me = async (token: string) => (await call(server.s.url, 'GET', '/api/auth/me', { token })).body;
const storesOf = async (token: string) => (await call(server.s.url, 'GET', '/api/stores', { token })).body.stores as { storeId: string; disabled: boolean; sessionsThisMonth: number }[];
const start = (store: { storeId: string; domain: string }) =>
  fetch(`${server.s.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: `https://${store.domain}` },
    body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
  });

test('a plan changed in the portal: the plan and quota follow the price; an unknown price is logged and ignored', async () => {
  const a = await subscribed();
  await subscriptionUpdated(a.sub, 'price_scale');
  const moved = await me(a.token);
  assert.is(moved.billing.plan, 'SCALE');
  assert.is(moved.billing.sessionLimit, PLANS.find((p) => p.name === 'SCALE')!.sessions);
  await subscriptionUpdated(a.sub, 'price_someone_elses');
  assert.is((await me(a.token)).billing.plan, 'SCALE');
  assert.ok(server.s.logs.some((l) => l.webhook === 'customer.subscription.updated: unknown price price_someone_elses'));
});

test('a failed payment makes the account past due; its stores keep counting for the grace period (7 days unless set), then stop; a paid invoice clears it', async () => {
  const a = await subscribed();
  await invoice('invoice.payment_failed', a.sub);
  assert.is((await me(a.token)).billingStatus, 'past_due');
  assert.is((await start(a.store)).status, 202);
  now = new Date(START.getTime() + 7 * DAY_MS - 60_000);
  await start(a.store);
  assert.is((await storesOf(a.token))[0]!.sessionsThisMonth, 2, 'counted within the grace period');
  now = new Date(START.getTime() + 7 * DAY_MS + 60_000);
  assert.is((await start(a.store)).status, 202);
  assert.is((await storesOf(a.token))[0]!.sessionsThisMonth, 2, 'not counted after it');
  // A second failed payment does not start the grace period again.
  await invoice('invoice.payment_failed', a.sub);
  await start(a.store);
  assert.is((await storesOf(a.token))[0]!.sessionsThisMonth, 2);
  await invoice('invoice.paid', a.sub);
  assert.is((await me(a.token)).billingStatus, 'active');
  await start(a.store);
  assert.is((await storesOf(a.token))[0]!.sessionsThisMonth, 3, 'protected again');
});

test('the subscription ended: stores disabled, the account chooses a plan again, its data kept', async () => {
  const a = await subscribed();
  await deliver('customer.subscription.deleted', { id: a.sub, status: 'canceled' });
  const after = await me(a.token);
  assert.is(after.billingStatus, 'canceled');
  assert.is(after.onboardingStep, 'CHOOSE_PLAN');
  assert.is(after.billing, null);
  const stores = await storesOf(a.token);
  assert.equal(stores.map((x) => [x.storeId, x.disabled]), [[a.store.storeId, true]]);
  await start(a.store);
  assert.is((await storesOf(a.token))[0]!.sessionsThisMonth, 0);
  // Later events of the ended subscription change nothing.
  await invoice('invoice.paid', a.sub);
  await subscriptionUpdated(a.sub, 'price_scale');
  assert.equal([(await me(a.token)).billingStatus, (await me(a.token)).billing], ['canceled', null]);
});

test('Unsubscribe cancels the Stripe subscription, then ends it here; a refusal from Stripe answers 502 and changes nothing', async () => {
  const a = await subscribed();
  server.stripe.failNext();
  const refused = await call(server.s.url, 'POST', '/api/billing/unsubscribe', { token: a.token });
  assert.is(refused.status, 502);
  assert.is((await me(a.token)).billingStatus, 'active');
  assert.equal((await storesOf(a.token)).map((x) => x.disabled), [false]);

  server.stripe.seen.length = 0;
  const ended = await call(server.s.url, 'POST', '/api/billing/unsubscribe', { token: a.token });
  assert.is(ended.status, 200);
  assert.equal(server.stripe.seen.map((x) => `${x.method} ${x.path}`), [`DELETE /v1/subscriptions/${a.sub}`]);
  assert.equal([(await me(a.token)).billingStatus, (await me(a.token)).onboardingStep], ['canceled', 'CHOOSE_PLAN']);
  assert.equal((await storesOf(a.token)).map((x) => x.disabled), [true]);
  // Stripe's own event for the cancellation follows; the second unsubscribe finds nothing to end.
  await deliver('customer.subscription.deleted', { id: a.sub, status: 'canceled' });
  assert.is((await call(server.s.url, 'POST', '/api/billing/unsubscribe', { token: a.token })).status, 409);
  // Subscribing again costs the plan alone: the setup fee was paid once.
  server.stripe.seen.length = 0;
  assert.is((await call(server.s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'PRO' } })).status, 200);
  assert.is(server.stripe.seen[0]!.form.get('line_items[0][price]'), 'price_pro');
  assert.is(server.stripe.seen[0]!.form.get('line_items[1][price_data][unit_amount]'), null);
});

test('events arriving out of order never undo a newer state', async () => {
  const a = await subscribed();
  const t = seconds(now);
  await invoice('invoice.paid', a.sub, t + 10);
  await invoice('invoice.payment_failed', a.sub, t + 5);
  assert.is((await me(a.token)).billingStatus, 'active', 'the failure was older than the payment');
  await subscriptionUpdated(a.sub, 'price_scale', t + 20);
  await subscriptionUpdated(a.sub, 'price_pro', t + 15);
  assert.is((await me(a.token)).billing.plan, 'SCALE', 'the older plan change came late');
});

test('a payment event and a plan event are ordered apart: neither is lost behind a newer one of the other kind', async () => {
  const a = await subscribed();
  const t = seconds(now);
  await subscriptionUpdated(a.sub, 'price_scale', t + 20);
  await invoice('invoice.payment_failed', a.sub, t + 10);
  assert.is((await me(a.token)).billingStatus, 'past_due', 'a failure older than the plan change still counts');
  await invoice('invoice.paid', a.sub, t + 30);
  await subscriptionUpdated(a.sub, 'price_pro', t + 25);
  const after = await me(a.token);
  assert.equal([after.billingStatus, after.billing.plan], ['active', 'PRO'], 'a plan change older than the payment still counts');
});

test('a failed payment from before our own upgrade still makes the account past due', async () => {
  const a = await subscribed();
  const before = seconds(now);
  now = new Date(now.getTime() + 60_000);
  assert.is((await call(server.s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan: 'SCALE' } })).status, 200);
  await invoice('invoice.payment_failed', a.sub, before);
  const after = await me(a.token);
  assert.equal([after.billingStatus, after.billing.plan], ['past_due', 'SCALE']);
  await subscriptionUpdated(a.sub, 'price_pro', before);
  assert.is((await me(a.token)).billing.plan, 'SCALE', 'the portal change from before the upgrade is older than it');
});

test('an event sent before the checkout that made its subscription is refused, so Stripe sends it again after', async () => {
  const a = await register(server.s.url);
  const sub = `sub_${randomUUID()}`;
  server.stripe.seen.length = 0;
  assert.is((await call(server.s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'PRO' } })).status, 200);
  const checkoutId = server.stripe.seen[0]!.form.get('client_reference_id');
  const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'customer.subscription.deleted', created: seconds(now) + 5, data: { object: { id: sub } } });
  const sendEnd = () =>
    fetch(`${server.s.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(raw, SECRET, seconds(now)) },
      body: raw,
    });
  assert.is((await sendEnd()).status, 409, 'not known yet: Stripe retries a refused event');
  await deliver('checkout.session.completed', { id: 'cs_1', client_reference_id: checkoutId, customer: 'cus_1', subscription: sub }, seconds(now));
  assert.is((await me(a.token)).onboardingStep, 'SUBSCRIBED');
  assert.is((await sendEnd()).status, 200, 'sent again, the end is applied');
  const ended = await me(a.token);
  assert.equal([ended.onboardingStep, ended.billingStatus], ['CHOOSE_PLAN', 'canceled']);
  // An hour on, a subscription still unknown is another's (an older one, another product): taken and ignored.
  assert.is(await sendEvent('invoice.paid', { id: `in_${randomUUID()}`, subscription: `sub_${randomUUID()}` }, seconds(now) - 2 * 60 * 60), 200);
});

test('each event applies once: the same event delivered again changes nothing', async () => {
  const a = await subscribed();
  const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'invoice.payment_failed', created: seconds(now), data: { object: { subscription: a.sub } } });
  const send = () =>
    fetch(`${server.s.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(raw, SECRET, seconds(now)) },
      body: raw,
    });
  assert.is((await send()).status, 200);
  await invoice('invoice.paid', a.sub, seconds(now) + 1);
  assert.is((await send()).status, 200);
  assert.is((await me(a.token)).billingStatus, 'active');
});

test.run();
