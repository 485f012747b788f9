// What one account may keep: MAX_STORES_PER_ACCOUNT stores and MAX_WHITELIST_ENTRIES whitelist
// entries, each a clear 409 once reached, even for requests sent at once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call, startServer, type TestServer } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';

let s: TestServer;
test.before(async () => {
  s = await startServer({ env: { MAX_STORES_PER_ACCOUNT: '3', MAX_WHITELIST_ENTRIES: '4' }, limits: { registerPerIp: 10_000 } });
});
test.after(() => s.close());

const STORES_FULL = 'This account has reached its limit of 3 stores. Your account manager can raise it.';
const WHITELIST_FULL = 'This account has reached its limit of 4 whitelist entries. Your account manager can raise it.';

test('stores: up to the limit, then 409 naming it; a retry of an added store still answers; another account is not held back', async () => {
  const a = await completedAdmin(s.url);
  const add = (...domains: string[]) => call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: domains.map((d) => storeDraft(d)) } });
  const second = storeDraft(`second-${Date.now()}.example.com`);
  assert.is((await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [second] } })).status, 201);
  // Two more at once would make four: refused whole.
  const both = await add(`third-${Date.now()}.example.com`, `fourth-${Date.now()}.example.com`);
  assert.is(both.status, 409);
  assert.is(both.body.message, STORES_FULL);
  assert.is((await add(`third-${Date.now()}.example.com`)).status, 201);
  // Sent at once, past the limit: each refused, none added.
  const rush = await Promise.all([1, 2, 3].map((i) => add(`rush-${i}-${Date.now()}.example.com`)));
  assert.equal(rush.map((r) => r.status), [409, 409, 409]);
  assert.is((await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores.length, 3);
  // The same idempotency key again adds nothing, so it is answered as before.
  assert.is((await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [second] } })).status, 201);
  const b = await completedAdmin(s.url);
  assert.is((await call(s.url, 'POST', '/api/stores', { token: b.token, body: { stores: [storeDraft(`b-${Date.now()}.example.com`)] } })).status, 201);
});

test('whitelist: up to the limit, from any member, then 409 on the address field; sent at once it never overflows', async () => {
  const a = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, a.token, 'STANDARD');
  const add = (token: string, ipAddress: string) => call(s.url, 'POST', '/api/whitelist', { token, body: { ipAddress, tag: '' } });
  assert.is((await add(a.token, '192.0.2.1')).status, 201);
  assert.is((await add(member.token, '192.0.2.2')).status, 201);
  const rush = await Promise.all(['192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'].map((ip) => add(member.token, ip)));
  assert.equal(rush.map((r) => r.status).sort(), [201, 201, 409, 409]);
  const full = await add(a.token, '198.51.100.0/24');
  assert.is(full.status, 409);
  assert.equal([full.body.message, full.body.fieldErrors], [WHITELIST_FULL, { ipAddress: WHITELIST_FULL }]);
  const synced = await call(s.url, 'POST', '/api/whitelist/me', { token: a.token });
  assert.is(synced.status, 409, 'Sync My IP too');
  assert.is((await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body.ips.length, 4);
  // A removal makes room again.
  const [one] = (await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body.ips;
  await call(s.url, 'DELETE', `/api/whitelist/${one.ipId}`, { token: a.token });
  assert.is((await add(a.token, '198.51.100.0/24')).status, 201);
});

test.run();
