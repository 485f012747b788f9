// What a start from a whitelisted address, or to a store that does not count, is answered and counted.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freeWhitelistedSessions, PLANS } from '../../src/shared/plans.js';
import { Meter, type Beacon } from '../../src/server/services/meter.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, startServer, type TestServer } from '../helpers/server.js';

const TODAY = new Date('2026-11-23T12:00:00Z');
let s: TestServer;
test.before(async () => {
  // TRUST_PROXY: a test names the sender's address in X-Forwarded-For. A small hourly allowance
  // shows that whitelisted starts are free of it.
  s = await startServer({ clock: () => TODAY, env: { TRUST_PROXY: '1', SESSIONS_PER_ADDRESS_PER_HOUR: '3' } });
});
test.after(() => s.close());

type Store = { storeId: string; domain: string };
type Admin = Awaited<ReturnType<typeof completedAdmin>>;

/** A start from `address` on a page of `host` (the store's own by default): its status and body. */
async function start(store: Store, address: string, { host = store.domain, visit = randomUUID() } = {}) {
  const res = await fetch(`${s.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: `https://${host}`, 'x-forwarded-for': address },
    body: JSON.stringify({ s: store.storeId, e: 'start', v: visit }),
  });
  return { status: res.status, body: await res.text() };
}
const LIFT = '{"protect":false}';

const whitelist = async (a: Admin, ipAddress: string) =>
  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress, tag: '' } })).status, 201, ipAddress);

/** The store's month as GET /api/analytics and the quota see it. */
async function month(a: Admin) {
  const analytics = (await call(s.url, 'GET', '/api/analytics', { token: a.token })).body;
  const store = analytics.stores.find((x: { storeId: string }) => x.storeId === a.store.storeId);
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body;
  return {
    sessions: store.sessions as number,
    whitelisted: store.whitelisted as number,
    rejected: store.rejected as number,
    quota: me.billing.sessionCount as number,
    allowance: analytics.whitelistAllowance as { free: number; used: number },
  };
}

test('a start from a whitelisted address, a /24 or a /48 is answered as whitelisted, not billed, counted as whitelisted', async () => {
  const a = await completedAdmin(s.url);
  await whitelist(a, '203.0.113.7');
  await whitelist(a, '198.51.100.0/24');
  await whitelist(a, '2001:db8:77::/48');
  for (const address of ['203.0.113.7', '198.51.100.1', '198.51.100.254', '2001:db8:77:1::9', '2001:DB8:77:ffff:ffff:ffff:ffff:ffff', '::ffff:203.0.113.7']) {
    assert.equal(await start(a.store, address), { status: 202, body: LIFT }, address);
  }
  // Beside them, and just outside each: counted and billed as usual, and told nothing.
  for (const address of ['203.0.113.8', '198.51.101.1', '2001:db8:78::1']) {
    assert.equal(await start(a.store, address), { status: 202, body: '' }, address);
  }
  const figures = await month(a);
  assert.equal([figures.whitelisted, figures.sessions, figures.quota], [6, 3, 3]);
  const plan = PLANS.find((p) => p.name === 'PRO')!;
  assert.equal(figures.allowance, { free: freeWhitelistedSessions(plan), used: 6 });
  // The daily figures carry them too, on today's date: the store's own and the account's.
  const days = (await call(s.url, 'GET', `/api/analytics/stores/${a.store.storeId}`, { token: a.token })).body;
  assert.is(days.dailyWhitelisted[TODAY.getUTCDate() - 1], 6);
  assert.is((await call(s.url, 'GET', '/api/analytics', { token: a.token })).body.dailyWhitelisted[TODAY.getUTCDate() - 1], 6);
});

test("another account's entries do not whitelist anyone for this one", async () => {
  const a = await completedAdmin(s.url);
  const b = await completedAdmin(s.url);
  await whitelist(b, '192.0.2.0/24');
  assert.equal(await start(a.store, '192.0.2.10'), { status: 202, body: '' });
  assert.equal((await month(a)).sessions, 1);
});

test('whitelisted starts are free of the hourly allowance, each visit counts once, and a foreign page is still rejected', async () => {
  const a = await completedAdmin(s.url);
  await whitelist(a, '192.0.2.44');
  // Five from one address against an allowance of three, and one visit sent twice.
  const visit = randomUUID();
  for (let i = 0; i < 5; i++) assert.is((await start(a.store, '192.0.2.44')).body, LIFT);
  assert.is((await start(a.store, '192.0.2.44', { visit })).body, LIFT);
  assert.is((await start(a.store, '192.0.2.44', { visit })).body, LIFT);
  // From a page of another site: not the store's visitor, whoever sends it.
  assert.is((await start(a.store, '192.0.2.44', { host: 'copy-of-the-shop.example' })).body, LIFT);
  const figures = await month(a);
  assert.equal([figures.whitelisted, figures.sessions, figures.rejected], [6, 0, 1]);
});

test('past the free share, whitelisted starts are counted and billed as usual, and still lift the rules', async () => {
  const a = await completedAdmin(s.url, 'STARTER');
  await whitelist(a, '192.0.2.55');
  const free = freeWhitelistedSessions(PLANS.find((p) => p.name === 'STARTER')!);
  // The month so far, on another day: one free whitelisted session left.
  await s.db.query('INSERT INTO session_days (store_id, day, whitelisted) VALUES ($1, $2, $3)', [a.store.storeId, '2026-11-02', free - 1]);
  assert.is((await start(a.store, '192.0.2.55')).body, LIFT);
  let figures = await month(a);
  assert.equal([figures.whitelisted, figures.sessions], [free, 0]);
  assert.equal(figures.allowance, { free, used: free });
  // Used up: billed, and held to the address's hourly allowance like any visitor's (3 here, of which
  // the free start used one: a free start is never refused by the allowance, but counts towards it).
  for (let i = 0; i < 4; i++) assert.is((await start(a.store, '192.0.2.55')).body, LIFT);
  figures = await month(a);
  assert.equal([figures.whitelisted, figures.sessions, figures.quota, figures.rejected], [free, 2, 2, 2]);
});

test("a disabled store's starts, and those of an account whose protection ended, lift the rules and are not counted", async () => {
  const a = await completedAdmin(s.url);
  assert.is((await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: true } })).status, 200);
  assert.equal(await start(a.store, '192.0.2.66'), { status: 202, body: LIFT });
  assert.is((await month(a)).sessions, 0);
  // Enabled again: protected and counted again.
  await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: false } });
  assert.equal(await start(a.store, '192.0.2.66'), { status: 202, body: '' });
  assert.is((await month(a)).sessions, 1);
  // A failed payment's grace over: the account's stores count nothing and protect nothing.
  await s.db.query(`UPDATE accounts SET billing_status = 'past_due', protected_until = $2 WHERE id = (SELECT account_id FROM stores WHERE id = $1)`, [
    a.store.storeId,
    new Date(TODAY.getTime() - 1000),
  ]);
  assert.equal(await start(a.store, '192.0.2.67'), { status: 202, body: LIFT });
  assert.is((await month(a)).sessions, 1);
});

test('in one batch each beacon is told its own answer: whitelisted, stranger, disabled, end, unknown, foreign page', async () => {
  const a = await completedAdmin(s.url);
  await whitelist(a, '192.0.2.0/24');
  const off = (await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [{ id: `store-${Date.now()}-off`, domain: `off-${Date.now()}.example.com`, platform: 'custom', countries: ['US'] }] } })).body.stores[0] as Store;
  await call(s.url, 'PATCH', `/api/stores/${off.storeId}`, { token: a.token, body: { disabled: true } });
  const beacon = (store: Store, address: string, kind: Beacon['kind'] = 'start', pageHost = store.domain): Beacon =>
    ({ ip: address, address, kind, storeId: store.storeId, visitId: randomUUID(), pageHost, again: false });
  const batch: [Beacon, boolean][] = [
    [beacon(a.store, '192.0.2.1'), true],
    [beacon(a.store, '203.0.113.1'), false],
    [beacon(off, '203.0.113.1'), true],
    [beacon(a.store, '192.0.2.1', 'end'), false],
    [beacon({ storeId: randomUUID(), domain: 'unknown.example.com' }, '192.0.2.1'), false],
    [beacon(a.store, '192.0.2.2', 'start', 'copy-of-the-shop.example'), true],
    [beacon(a.store, '203.0.113.2'), false],
  ];
  const meter = new Meter(s.db, { limits: { beaconsPerAddressPerMinute: 100, sessionsPerAddressPerHour: 100 }, now: () => TODAY.getTime() });
  // Added in one turn of the event loop: one batch, one statement.
  const told = await Promise.all(batch.map(([b]) => new Promise<boolean>((resolve, reject) => meter.add(b, (err, _wait, lift) => (err ? reject(err) : resolve(Boolean(lift)))))));
  await meter.close();
  assert.equal(told, batch.map(([, lift]) => lift));
  const figures = await month(a);
  assert.equal([figures.whitelisted, figures.sessions, figures.rejected], [1, 2, 1]);
});

test('the free share holds within a batch: the starts past it are billed', async () => {
  const a = await completedAdmin(s.url, 'STARTER');
  await whitelist(a, '192.0.2.0/24');
  const free = freeWhitelistedSessions(PLANS.find((p) => p.name === 'STARTER')!);
  await s.db.query('INSERT INTO session_days (store_id, day, whitelisted) VALUES ($1, $2, $3)', [a.store.storeId, '2026-11-02', free - 2]);
  const meter = new Meter(s.db, { limits: { beaconsPerAddressPerMinute: 100, sessionsPerAddressPerHour: 100 }, now: () => TODAY.getTime() });
  const starts = Array.from({ length: 5 }, (_, i): Beacon => ({ ip: `192.0.2.${i}`, address: `192.0.2.${i}`, kind: 'start', storeId: a.store.storeId, visitId: randomUUID(), pageHost: a.store.domain, again: false }));
  const lifts = await Promise.all(starts.map((b) => new Promise<boolean>((resolve) => meter.add(b, (_err, _wait, lift) => resolve(Boolean(lift))))));
  await meter.close();
  assert.equal(lifts, [true, true, true, true, true], 'every one of them goes without the rules');
  const figures = await month(a);
  assert.equal([figures.whitelisted, figures.sessions], [free, 3], 'two free, three billed');
});

test('an unknown store is answered as a counted start is: the answer tells a stranger nothing', async () => {
  assert.equal(await start({ storeId: randomUUID(), domain: 'unknown.example.com' }, '192.0.2.77'), { status: 202, body: '' });
});

test.run();
