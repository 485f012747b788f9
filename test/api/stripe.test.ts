import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signStripePayload, stripeServer } from '../helpers/stripe.js';
import { call, register } from '../helpers/server.js';
import { until } from '../helpers/until.js';

const SECRET = 'whsec_test_secret';
const server = stripeServer(test, SECRET);

const me = async (token: string) => (await call(server.s.url, 'GET', '/api/auth/me', { token })).body;
const nowS = () => Math.floor(Date.now() / 1000);

function deliver(event: unknown, signature?: string) {
  const raw = JSON.stringify(event);
  return fetch(`${server.s.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signStripePayload(raw, SECRET, nowS()) },
    body: raw,
  });
}

const completed = (id: string, checkoutId: string) => ({
  id,
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_1', client_reference_id: checkoutId, customer: 'cus_1', subscription: 'sub_1' } },
});

async function startCheckout(token: string, plan = 'PRO') {
  server.stripe.seen.length = 0;
  const r = await call(server.s.url, 'POST', '/api/checkout', { token, body: { plan } });
  return { r, checkoutId: server.stripe.seen[0]?.form.get('client_reference_id') ?? '' };
}

test('checkout creates a Stripe Checkout Session for the plan price plus the setup fee', async () => {
  const a = await register(server.s.url);
  const { r, checkoutId } = await startCheckout(a.token);
  assert.is(r.status, 200);
  assert.is(r.body.url, 'https://checkout.stripe.test/c/cs_test_1');
  const sent = server.stripe.seen[0]!;
  assert.is(sent.method, 'POST');
  assert.is(sent.path, '/v1/checkout/sessions');
  assert.is(sent.auth, 'Bearer sk_test_key');
  assert.is(sent.form.get('mode'), 'subscription');
  assert.is(sent.form.get('line_items[0][price]'), 'price_pro');
  assert.is(sent.form.get('line_items[1][price_data][unit_amount]'), '30000');
  assert.is(sent.form.get('success_url'), `${server.s.url}/onboarding?checkout=success`);
  assert.is(sent.form.get('customer_email'), a.email);
  assert.ok(checkoutId.length > 20);
  assert.is((await me(a.token)).onboardingStep, 'CHECKOUT_STARTED');
});

test('a provider failure answers 502 and leaves the account where it was', async () => {
  const a = await register(server.s.url);
  server.stripe.failNext();
  const r = await call(server.s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'PRO' } });
  assert.is(r.status, 502);
  assert.is(r.body.success, false);
  assert.is((await me(a.token)).onboardingStep, 'CHOOSE_PLAN');
});

test('a signed checkout.session.completed subscribes the account; the same event again changes nothing', async () => {
  const a = await register(server.s.url);
  const { checkoutId } = await startCheckout(a.token);
  const event = completed(`evt_${Date.now()}`, checkoutId);
  assert.is((await deliver(event)).status, 200);
  const m = await me(a.token);
  assert.is(m.onboardingStep, 'SUBSCRIBED');
  assert.is(m.billing.plan, 'PRO');
  assert.is(m.billing.provider, 'stripe', 'the dashboard can say what Stripe charges on an upgrade');
  // The account moves on; a replay of the same event must not pull it back.
  await call(server.s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [{ id: 'store-1-a', domain: 'a.example.com', platform: 'shopify', countries: ['US'] }] } });
  assert.is((await me(a.token)).onboardingStep, 'COMPLETED');
  assert.is((await deliver(event)).status, 200);
  assert.is((await me(a.token)).onboardingStep, 'COMPLETED');
  const [row] = await server.s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices i JOIN users u ON u.account_id = i.account_id WHERE u.email = $1', [a.email]);
  assert.is(row?.n, 1, 'one invoice, not two');
});

test('a payment taken on an older Stripe checkout still counts; a second one paid after it is cancelled at Stripe', async () => {
  const a = await register(server.s.url);
  const older = (await startCheckout(a.token, 'PRO')).checkoutId;
  const newer = (await startCheckout(a.token, 'SCALE')).checkoutId;
  const paid = (id: string, checkoutId: string, subscription: string) => ({
    id,
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_1', client_reference_id: checkoutId, customer: 'cus_2', subscription } },
  });
  assert.is((await deliver(paid(`evt_older_${older}`, older, 'sub_older'))).status, 200);
  const after = await me(a.token);
  assert.equal([after.onboardingStep, after.billing.plan], ['SUBSCRIBED', 'PRO'], 'the page left open in another tab was paid');
  server.stripe.seen.length = 0;
  assert.is((await deliver(paid(`evt_newer_${newer}`, newer, 'sub_newer'))).status, 200);
  assert.equal(
    server.stripe.seen.map((c) => `${c.method} ${c.path}`),
    ['DELETE /v1/subscriptions/sub_newer'],
    'the second subscription is stopped',
  );
  assert.ok(server.s.logs.some((l) => l.level === 'error' && String(l.msg).includes('refund its payment') && l.subscriptionId === 'sub_newer'));
  assert.equal((await me(a.token)).billing.plan, 'PRO', 'the first payment is the one that counts');
});

test('webhooks with a bad, missing or stale signature are refused with 400 and change nothing', async () => {
  const a = await register(server.s.url);
  const { checkoutId } = await startCheckout(a.token);
  const event = completed(`evt_bad_${Date.now()}`, checkoutId);
  const raw = JSON.stringify(event);
  for (const sig of [
    signStripePayload(raw, 'whsec_wrong', nowS()),
    signStripePayload(raw, SECRET, nowS() - 3600),
    signStripePayload(raw + ' ', SECRET, nowS()),
    'garbage',
  ]) {
    const res = await deliver(event, sig);
    assert.is(res.status, 400);
    assert.is((await res.json()).message, 'Invalid signature');
  }
  const unsigned = await fetch(`${server.s.url}/api/billing/webhook`, { method: 'POST', body: raw });
  assert.is(unsigned.status, 400);
  assert.is((await me(a.token)).onboardingStep, 'CHECKOUT_STARTED');
});

test('a signed webhook whose body is not a JSON object, or holds NUL, answers 400', async () => {
  for (const raw of ['null', '[]', '[{"id":"evt_1","type":"checkout.session.completed"}]', '42', '"text"', 'true', '{', '{"id":"evt_\\u0000","type":"invoice.paid"}']) {
    const res = await fetch(`${server.s.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(raw, SECRET, nowS()) },
      body: raw,
    });
    assert.is(res.status, 400, raw);
    const body = await res.json();
    assert.is(body.success, false, raw);
    assert.is(body.status, 400, raw);
  }
});

test('a signed checkout.session.completed whose fields have the wrong types changes nothing', async () => {
  const a = await register(server.s.url);
  const { checkoutId } = await startCheckout(a.token);
  for (const object of [null, [], 'cs_1', { client_reference_id: [checkoutId] }, { client_reference_id: { id: checkoutId } }]) {
    const res = await deliver({ id: `evt_types_${Math.random()}`, type: 'checkout.session.completed', data: { object } });
    assert.is(res.status, 200, JSON.stringify(object));
  }
  assert.is((await deliver({ id: `evt_types_${Math.random()}`, type: 'checkout.session.completed', data: 'x' })).status, 200);
  assert.is((await me(a.token)).onboardingStep, 'CHECKOUT_STARTED');
});

test('upgrade changes the Stripe subscription item to the new price', async () => {
  const a = await register(server.s.url);
  const { checkoutId } = await startCheckout(a.token);
  await deliver(completed(`evt_up_${Date.now()}`, checkoutId));
  server.stripe.seen.length = 0;
  const r = await call(server.s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan: 'SCALE' } });
  assert.is(r.status, 200);
  assert.equal(server.stripe.seen.map((x) => `${x.method} ${x.path}`), ['GET /v1/subscriptions/sub_1', 'POST /v1/subscriptions/sub_1']);
  assert.is(server.stripe.seen[1]!.form.get('items[0][id]'), 'si_1');
  assert.is(server.stripe.seen[1]!.form.get('items[0][price]'), 'price_scale');
  assert.is((await me(a.token)).billing.plan, 'SCALE');
});

test('two plan changes at once: one goes through, the other is 409 before reaching Stripe, and Stripe bills the plan the account has', async () => {
  const a = await register(server.s.url);
  const { checkoutId } = await startCheckout(a.token);
  await deliver(completed(`evt_race_${Date.now()}`, checkoutId));
  server.stripe.seen.length = 0;
  const upgrade = (newPlan: string) => call(server.s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan } });
  // Stripe answers nothing until one change is answered here, or both have reached it.
  const release = server.stripe.hold();
  let answered = 0;
  const racing = ['SCALE', 'ULTRA'].map((plan) => upgrade(plan).finally(() => answered++));
  await until(() => answered > 0 || server.stripe.seen.filter((x) => x.method === 'GET').length > 1, 'one answer, or both at Stripe');
  release();
  const answers = await Promise.all(racing);
  assert.equal(answers.map((r) => r.status).sort(), [200, 409]);
  const changes = server.stripe.seen.filter((x) => x.method === 'POST');
  assert.is(changes.length, 1, 'Stripe changed once');
  const plan = (await me(a.token)).billing.plan;
  assert.is(changes[0]!.form.get('items[0][price]'), `price_${plan.toLowerCase()}`);
  // Once it is over, the next change goes through.
  assert.is((await upgrade('TITAN')).status, 200);
});

test('the billing portal is a Stripe customer portal session for the account customer', async () => {
  const a = await register(server.s.url);
  const { checkoutId } = await startCheckout(a.token);
  await deliver(completed(`evt_portal_${Date.now()}`, checkoutId));
  server.stripe.seen.length = 0;
  const r = await call(server.s.url, 'POST', '/api/billing/portal', { token: a.token });
  assert.is(r.status, 200);
  assert.is(r.body.url, 'https://billing.stripe.test/p/1');
  assert.is(server.stripe.seen[0]!.form.get('customer'), 'cus_1');
});

test('with Stripe the local checkout pages do not exist', async () => {
  assert.is((await fetch(`${server.s.url}/billing/checkout/anything`)).status, 404);
});

test.run();
