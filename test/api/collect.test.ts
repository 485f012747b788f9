import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call, startServer, waitForMail, type TestServer } from '../helpers/server.js';

const TODAY = new Date('2026-11-23T12:00:00Z');
let now = TODAY;
let s: TestServer;
test.before(async () => {
  s = await startServer({ clock: () => now, quotaCheckIntervalMs: 10 });
});
test.after(() => s.close());
// A test that moves the clock must not leave it moved for the next ones, even when it fails.
test.after.each(() => {
  now = TODAY;
});

const beacon = (body: unknown, init: RequestInit = {}) =>
  fetch(`${s.url}/api/collect`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: typeof body === 'string' ? body : JSON.stringify(body), ...init });
const start = (storeId: string, visit = randomUUID()) => beacon({ s: storeId, e: 'start', v: visit });
const sessions = async (token: string, storeId: string) =>
  (await call(s.url, 'GET', '/api/stores', { token })).body.stores.find((x: any) => x.storeId === storeId).sessionsThisMonth as number;

test('a start is counted once per visit id; end and repeats are not counted', async () => {
  const a = await completedAdmin(s.url);
  const visit = randomUUID();
  const first = await start(a.store.storeId, visit);
  assert.is(first.status, 202);
  assert.is(first.headers.get('access-control-allow-origin'), '*');
  assert.is((await start(a.store.storeId, visit)).status, 202);
  assert.is((await beacon({ s: a.store.storeId, e: 'end', v: visit })).status, 202);
  assert.is(await sessions(a.token, a.store.storeId), 1);
  await start(a.store.storeId);
  assert.is(await sessions(a.token, a.store.storeId), 2);
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body;
  assert.is(me.billing.sessionCount, 2);
});

test('many concurrent starts are all counted exactly', async () => {
  const a = await completedAdmin(s.url);
  const replies = await Promise.all(Array.from({ length: 200 }, () => start(a.store.storeId)));
  assert.ok(replies.every((r) => r.status === 202));
  assert.is(await sessions(a.token, a.store.storeId), 200);
});

test('unknown and disabled stores are answered 202 but not counted', async () => {
  const a = await completedAdmin(s.url);
  assert.is((await start(randomUUID())).status, 202);
  await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: true } });
  assert.is((await start(a.store.storeId)).status, 202);
  assert.is(await sessions(a.token, a.store.storeId), 0);
  await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: false } });
  await start(a.store.storeId);
  assert.is(await sessions(a.token, a.store.storeId), 1);
});

test('malformed and oversized beacons are 4xx, never 5xx', async () => {
  const a = await completedAdmin(s.url);
  for (const body of ['', 'not json', '[]', 'null', '{}', { s: a.store.storeId, e: 'start' }, { s: 'x', e: 'start', v: randomUUID() }, { s: a.store.storeId, e: 'jump', v: randomUUID() }, { s: a.store.storeId, e: 'start', v: 'short' }]) {
    const r = await beacon(body);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is((await r.json()).success, false);
  }
  assert.is((await beacon(JSON.stringify({ s: a.store.storeId, e: 'start', v: randomUUID(), pad: 'x'.repeat(2000) }))).status, 413);
  assert.is(await sessions(a.token, a.store.storeId), 0);
});

test('the CORS preflight is answered for other origins', async () => {
  const r = await fetch(`${s.url}/api/collect`, { method: 'OPTIONS', headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' } });
  assert.is(r.status, 204);
  assert.is(r.headers.get('access-control-allow-origin'), '*');
});

test('months are UTC YYYY-MM: a new month starts from zero, and the same visit counts again in it', async () => {
  const a = await completedAdmin(s.url);
  const visit = randomUUID();
  now = new Date('2026-11-30T23:59:59Z');
  await start(a.store.storeId, visit);
  assert.is(await sessions(a.token, a.store.storeId), 1);
  now = new Date('2026-12-01T00:00:01Z');
  let list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.equal([list[0].sessionsThisMonth, list[0].yearMonth], [0, '2026-12']);
  await start(a.store.storeId, visit);
  list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.equal([list[0].sessionsThisMonth, list[0].yearMonth], [1, '2026-12']);
});

test('visit ids of earlier months are forgotten once a new month is counted', async () => {
  const a = await completedAdmin(s.url);
  const visitsOf = async (yearMonth: string) =>
    (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM session_visits WHERE store_id = $1 AND year_month = $2', [a.store.storeId, yearMonth]))[0]!.n;
  now = new Date('2027-01-31T23:00:00Z');
  await start(a.store.storeId);
  await start(a.store.storeId);
  // More than one chunk of the prune's deletes.
  await s.db.query(`INSERT INTO session_visits (store_id, year_month, visit_id) SELECT $1, '2027-01', gen_random_uuid() FROM generate_series(1, 12000)`, [a.store.storeId]);
  assert.is(await visitsOf('2027-01'), 12002);
  now = new Date('2027-02-01T00:00:01Z');
  await start(a.store.storeId);
  for (let i = 0; i < 250 && (await visitsOf('2027-01')) > 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.is(await visitsOf('2027-01'), 0);
  assert.is(await visitsOf('2027-02'), 1);
  // The month's total is kept: only the dedupe rows go.
  const [jan] = await s.db.query<{ count: number }>(`SELECT count FROM session_counts WHERE store_id = $1 AND year_month = '2027-01'`, [a.store.storeId]);
  assert.is(jan!.count, 2);
});

test('crossing 80% and then 100% of the plan mails the ADMINs once each, with a link to /upgrade', async () => {
  const a = await completedAdmin(s.url, 'STARTER');
  // Bring the month close to the line without 75,000 requests.
  await s.db.query(`INSERT INTO session_counts (store_id, year_month, count) VALUES ($1, '2026-11', 59999)`, [a.store.storeId]);
  await start(a.store.storeId);
  const mail = await waitForMail(s, a.email);
  assert.match(mail, `${s.url}/upgrade`);
  assert.match(mail, '60,000');
  await start(a.store.storeId);
  await new Promise((r) => setTimeout(r, 100));
  const subjects = async () =>
    (await s.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE to_address = $1 ORDER BY created_at', [a.email])).map((r) => r.subject);
  assert.equal(await subjects(), ['You have used 80% of your monthly sessions']);
  await s.db.query(`UPDATE session_counts SET count = 74999 WHERE store_id = $1`, [a.store.storeId]);
  await start(a.store.storeId);
  await start(a.store.storeId);
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(await subjects(), ['You have used 80% of your monthly sessions', 'You have reached your monthly session quota']);
});

test('a second store of the account adds to the account total', async () => {
  const a = await completedAdmin(s.url);
  const added = await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft('second.example.com')] } });
  await start(a.store.storeId);
  await start(added.body.stores[0].storeId);
  await start(added.body.stores[0].storeId);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body.billing.sessionCount, 3);
});

test.run();
