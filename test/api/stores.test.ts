import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, storeDraft, subscribe } from '../helpers/billing.js';
import { call, register, startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const me = async (token: string) => (await call(s.url, 'GET', '/api/auth/me', { token })).body;
const post = (token: string, stores: unknown) => call(s.url, 'POST', '/api/stores', { token, body: { stores } });

test('stores need a token (401)', async () => {
  assert.is((await call(s.url, 'GET', '/api/stores')).status, 401);
  assert.is((await post('', [storeDraft('a.example.com')])).status, 401);
});

test('adding stores before paying is refused with 409, nothing is written', async () => {
  const a = await register(s.url);
  assert.is((await post(a.token, [storeDraft('early.example.com')])).status, 409);
  await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'PRO' } });
  assert.is((await post(a.token, [storeDraft('early.example.com')])).status, 409);
  await subscribe(s.url, a.token);
  const list = await call(s.url, 'GET', '/api/stores', { token: a.token });
  assert.equal(list.body.stores, []);
});

test('saving the onboarding stores answers 201 with them and completes onboarding', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token);
  assert.is((await me(a.token)).onboardingStep, 'SUBSCRIBED');
  const r = await post(a.token, [storeDraft('Shop-One.example.com', ['US', 'CA']), { ...storeDraft('two.example.org'), platform: 'wordpress' }]);
  assert.is(r.status, 201);
  assert.is(r.body.success, true);
  assert.is(r.body.stores.length, 2);
  const one = r.body.stores.find((x: any) => x.domain === 'shop-one.example.com');
  assert.ok(one, 'domains are kept lower-case');
  assert.equal(one.countriesServed, ['US', 'CA']);
  assert.is(one.platform, 'shopify');
  assert.is(one.disabled, false);
  assert.is(one.sessionsThisMonth, 0);
  assert.is(one.yearMonth, new Date().toISOString().slice(0, 7));
  assert.ok(!Number.isNaN(Date.parse(one.createdAt)));
  assert.is((await me(a.token)).onboardingStep, 'COMPLETED');
  const list = await call(s.url, 'GET', '/api/stores', { token: a.token });
  assert.is(list.body.stores.length, 2);
});

test('the same ids sent again create nothing new: the ids are idempotency keys', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token);
  const drafts = [storeDraft('retry.example.com')];
  const first = await post(a.token, drafts);
  const again = await post(a.token, drafts);
  assert.is(first.status, 201);
  assert.is(again.status, 201);
  assert.is(again.body.stores[0].storeId, first.body.stores[0].storeId);
  assert.is((await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores.length, 1);
});

test('a domain the account already has is 409; the same domain in another account is fine', async () => {
  const a = await completedAdmin(s.url);
  const r = await post(a.token, [storeDraft(a.store.domain)]);
  assert.is(r.status, 409);
  assert.ok(r.body.fieldErrors['stores.0.domain']);
  const b = await register(s.url);
  await subscribe(s.url, b.token);
  assert.is((await post(b.token, [storeDraft(a.store.domain)])).status, 201);
});

test('every store rule is checked on the server with the form messages, and nothing is written', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ domain: '' }, 'domain', 'Domain is required'],
    [{ domain: 'https://shop.com' }, 'domain', 'Enter a valid domain (e.g., mystore.com) without https at the front, no slashes'],
    [{ domain: 'shop.com/path' }, 'domain', 'Enter a valid domain (e.g., mystore.com) without https at the front, no slashes'],
    [{ domain: 'shop.c' }, 'domain', 'Enter a valid domain (e.g., mystore.com) without https at the front, no slashes'],
    [{ domain: 'localhost' }, 'domain', 'Enter a valid domain (e.g., mystore.com) without https at the front, no slashes'],
    [{ platform: '' }, 'platform', 'Platform is required'],
    [{ platform: 'magento' }, 'platform', 'Platform is required'],
    [{ countries: [] }, 'countries', 'Select at least one country'],
    [{ countries: undefined }, 'countries', 'Countries are required'],
    [{ countries: ['US', 'US'] }, 'countries', 'The same country cannot be chosen twice'],
    [{ countries: ['XX'] }, 'countries', 'Unknown country'],
    [{ id: '' }, 'id', 'Each store needs an id'],
  ];
  for (const [override, field, message] of cases) {
    const r = await post(a.token, [{ ...storeDraft('valid.example.com'), ...override }]);
    assert.is(r.status, 400, JSON.stringify(override));
    assert.is(r.body.fieldErrors[`stores.0.${field}`], message);
  }
  assert.is((await post(a.token, [])).status, 400);
  assert.is((await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: 'x' } })).status, 400);
  const twice = await post(a.token, [storeDraft('dup.example.com'), storeDraft('dup.example.com')]);
  assert.is(twice.status, 400);
  assert.is((await me(a.token)).onboardingStep, 'SUBSCRIBED');
  assert.equal((await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores, []);
});

test('PATCH toggles disabled; bad bodies are 400; unknown and foreign ids are 404', async () => {
  const a = await completedAdmin(s.url);
  const b = await completedAdmin(s.url);
  const path = `/api/stores/${a.store.storeId}`;
  assert.is((await call(s.url, 'PATCH', path, { token: a.token, body: { disabled: true } })).status, 200);
  let list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.is(list[0].disabled, true);
  assert.is((await call(s.url, 'PATCH', path, { token: a.token, body: { disabled: 'yes' } })).status, 400);
  assert.is((await call(s.url, 'PATCH', path, { token: b.token, body: { disabled: false } })).status, 404);
  assert.is((await call(s.url, 'PATCH', '/api/stores/not-a-uuid', { token: a.token, body: { disabled: false } })).status, 404);
  list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.is(list[0].disabled, true, "another account's call changed nothing");
  const bList = (await call(s.url, 'GET', '/api/stores', { token: b.token })).body.stores;
  assert.equal(bList.map((x: any) => x.storeId), [b.store.storeId], 'each account sees only its own stores');
});

test('after the subscription ends its stores stay disabled until a plan is paid for again', async () => {
  const a = await completedAdmin(s.url);
  const path = `/api/stores/${a.store.storeId}`;
  const disabled = async () => (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores[0].disabled;
  assert.is((await call(s.url, 'POST', '/api/billing/unsubscribe', { token: a.token })).status, 200);
  assert.is(await disabled(), true);
  const refused = await call(s.url, 'PATCH', path, { token: a.token, body: { disabled: false } });
  assert.is(refused.status, 409);
  assert.is(refused.body.message, 'Choose a plan and complete checkout before enabling stores');
  assert.is(await disabled(), true, 'nothing changed');
  assert.is((await call(s.url, 'PATCH', path, { token: a.token, body: { disabled: true } })).status, 200, 'disabling is always allowed');
  await subscribe(s.url, a.token, 'STARTER');
  assert.is((await call(s.url, 'PATCH', path, { token: a.token, body: { disabled: false } })).status, 200);
  assert.is(await disabled(), false);
});

test.run();
