// The billing provider's own events reach the account's activity, with no user as who and no address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNo5xx } from '../helpers/errors.js';
import { call, register } from '../helpers/server.js';
import { checkoutWithStripe, stripeServer } from '../helpers/stripe.js';

const SECRET = 'whsec_audit_secret';
let now = new Date('2026-11-10T12:00:00Z');
const server = stripeServer(test, SECRET, { clock: () => now });

const { sendEvent } = server;
const activity = async (token: string) => (await call(server.s.url, 'GET', '/api/audit', { token })).body;

test('a plan changed in the billing portal (customer.subscription.updated) is a plan change by the billing provider', async () => {
  const admin = await register(server.s.url);
  const subscription = await checkoutWithStripe(server.s.url, admin.token, server.stripe, sendEvent);
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

test('no answer was a 5xx', () => assertNo5xx(server.s));

test.run();
