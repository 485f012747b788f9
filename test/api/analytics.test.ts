import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnalyticsAnswer } from '../../src/shared/api-types.js';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call, startServer, type TestServer } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';

const TODAY = new Date('2026-11-23T12:00:00Z');
let now = TODAY;
let s: TestServer;
test.before(async () => {
  s = await startServer({ clock: () => now });
});
test.after(() => s.close());
test.after.each(() => {
  now = TODAY;
});

type Store = { storeId: string; domain: string };
/** A session start as the snippet on one of the store's pages sends it; `origin` another page's. */
async function start(store: Store, origin = `https://${store.domain}`): Promise<void> {
  const reply = await fetch(`${s.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin },
    body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
  });
  assert.is(reply.status, 202);
}
async function starts(store: Store, at: string, n: number): Promise<void> {
  now = new Date(at);
  for (let i = 0; i < n; i++) await start(store);
}
const analytics = (token: string, month?: string) => call<AnalyticsAnswer & { fieldErrors: Record<string, string> }>(s.url, 'GET', `/api/analytics${month ? `?month=${month}` : ''}`, { token });

test('the month of each store: sessions per UTC day, rejected starts, and this month by default', async () => {
  const a = await completedAdmin(s.url);
  await starts(a.store, '2026-11-03T08:00:00Z', 3);
  await starts(a.store, '2026-11-23T23:59:59.500Z', 2);
  await start(a.store, 'https://elsewhere.example.net');
  await starts(a.store, '2026-11-24T00:00:00.500Z', 1);
  const reply = await analytics(a.token);
  assert.is(reply.status, 200);
  const body = reply.body;
  assert.is(body.month, '2026-11');
  assert.is(body.today, '2026-11-24');
  assert.equal([body.months.length, body.months[0], body.months[11]], [12, '2026-11', '2025-12']);
  assert.equal(body.plan, { name: 'PRO', sessions: 200_000 });
  const [store] = body.stores;
  assert.equal([store!.storeId, store!.sessions, store!.rejected, body.daily.length], [a.store.storeId, 6, 1, 30]);
  assert.equal(body.totals, { stores: 1, enabled: 1, sessions: 6, rejected: 1, whitelisted: 0 });
  assert.equal([body.daily[2], body.daily[22], body.daily[23]], [3, 2, 1]);
  assert.is(body.daily.reduce((x, y) => x + y), 6, 'the days add up to the month');
  assert.is(body.dailyRejected[22], 1);
  // The one store's own days, asked for apart, are the account's.
  const own = await call(s.url, 'GET', `/api/analytics/stores/${a.store.storeId}`, { token: a.token });
  assert.equal(own.body, { daily: body.daily, dailyRejected: body.dailyRejected, dailyWhitelisted: body.dailyWhitelisted });
  assert.ok(Math.abs(body.elapsed - (23 * 24 + 0.5 / 3600) / (30 * 24)) < 1e-4, String(body.elapsed));
});

test('last month: its total, and its sessions on the same days of the month for the change', async () => {
  const a = await completedAdmin(s.url);
  await starts(a.store, '2026-10-05T10:00:00Z', 2);
  await starts(a.store, '2026-10-28T10:00:00Z', 1);
  await starts(a.store, '2026-11-02T10:00:00Z', 4);
  now = new Date('2026-11-10T10:00:00Z');
  const november = (await analytics(a.token)).body;
  assert.equal([november.stores[0]!.sessions, november.stores[0]!.lastMonth, november.sameDaysLastMonth], [4, 3, 2]);
  // A past month is whole: its change is against the whole month before.
  const october = (await analytics(a.token, '2026-10')).body;
  assert.equal([october.today, october.elapsed, october.stores[0]!.sessions, october.daily.length], [null, 1, 3, 31]);
  assert.equal([october.daily[4], october.daily[27]], [2, 1]);
  // A 30-day month past is compared with all 31 days of the one before, its last day included.
  await starts(a.store, '2026-10-31T10:00:00Z', 1);
  now = new Date('2026-12-05T10:00:00Z');
  const pastNovember = (await analytics(a.token, '2026-11')).body;
  assert.equal([pastNovember.stores[0]!.lastMonth, pastNovember.sameDaysLastMonth], [4, 4]);
});

test('a start just before midnight at the turn of a month is charted on the last day of its month', async () => {
  const a = await completedAdmin(s.url);
  await starts(a.store, '2026-11-30T23:59:59.500Z', 1);
  await starts(a.store, '2026-12-01T00:00:00.500Z', 2);
  const december = (await analytics(a.token)).body;
  assert.equal([december.month, december.daily[0], december.stores[0]!.sessions], ['2026-12', 2, 2]);
  const november = (await analytics(a.token, '2026-11')).body;
  assert.equal([november.daily[29], november.stores[0]!.sessions], [1, 1]);
});

test('a month outside the last twelve, or not a month, is answered 400 with a field error', async () => {
  const a = await completedAdmin(s.url);
  for (const month of ['2026-12', '2025-11', '2026-13', 'nov', '2026-1', '']) {
    const reply = await analytics(a.token, encodeURIComponent(month) || 'x');
    assert.is(reply.status, 400, month);
    assert.is(reply.body.fieldErrors.month, 'Choose one of the last 12 months');
  }
  assert.is((await analytics(a.token, '2025-12')).status, 200, 'the oldest month kept');
});

test("an account sees only its own stores; STANDARD members are refused; signed-out callers too", async () => {
  const a = await completedAdmin(s.url);
  const b = await completedAdmin(s.url);
  await starts(b.store, '2026-11-23T09:00:00Z', 2);
  const added = await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft(`second-${Date.now()}.example.com`)] } });
  assert.is(added.status, 201);
  const ids = (await analytics(a.token)).body.stores.map((x) => x.storeId).sort();
  assert.equal(ids, [a.store.storeId, added.body.stores[0].storeId].sort());
  assert.ok(!JSON.stringify((await analytics(a.token)).body).includes(b.store.storeId));
  assert.is((await call(s.url, 'GET', `/api/analytics/stores/${b.store.storeId}`, { token: a.token })).status, 404, "another account's store");
  assert.is((await call(s.url, 'GET', '/api/analytics/stores/not-a-store', { token: a.token })).status, 404);
  assert.ok(!(await call(s.url, 'GET', '/api/analytics/csv', { token: a.token })).body.includes(b.store.domain));
  const member = await joinedMember(s.url, s, a.token, 'STANDARD');
  assert.is((await analytics(member.token)).status, 403);
  assert.is((await call(s.url, 'GET', `/api/analytics/stores/${a.store.storeId}`, { token: member.token })).status, 403);
  assert.is((await call(s.url, 'GET', '/api/analytics/csv', { token: member.token })).status, 403);
  assert.is((await call(s.url, 'GET', '/api/analytics')).status, 401);
});

/** Adds `n` stores to the account straight into the table (as many POSTs would), each with a session a day of November up to the 23rd. */
async function manyStores(accountId: string, n: number): Promise<void> {
  await s.db.query(
    `INSERT INTO stores (id, account_id, client_id, domain, platform, countries, created_at)
     SELECT gen_random_uuid(), $1, 'bulk-' || i, 'store-' || lpad(i::text, 5, '0') || '.example.com', 'custom', ARRAY['US'], now()
       FROM generate_series(1, $2::int) i`,
    [accountId, n],
  );
  await s.db.query(
    `INSERT INTO session_days (store_id, day, count, rejected)
     SELECT s.id, d::date, 1, 0 FROM stores s CROSS JOIN generate_series('2026-11-01'::date, '2026-11-23'::date, interval '1 day') d
      WHERE s.account_id = $1 AND s.client_id LIKE 'bulk-%'`,
    [accountId],
  );
}
const accountOf = async (token: string): Promise<string> => (await call(s.url, 'GET', '/api/auth/me', { token })).body.accountId;

test('stores come 100 a page by domain, while the cards and the chart add up every store', async () => {
  const a = await completedAdmin(s.url);
  await manyStores(await accountOf(a.token), 250);
  const first = (await analytics(a.token)).body;
  // By domain: the account's own first-….example.com, then store-00001….
  assert.equal([first.page, first.pages, first.stores.length, first.stores[0]!.storeId, first.stores[1]!.domain], [1, 3, 100, a.store.storeId, 'store-00001.example.com']);
  assert.equal(first.totals, { stores: 251, enabled: 251, sessions: 250 * 23, rejected: 0, whitelisted: 0 });
  assert.equal([first.daily[0], first.daily[22], first.daily[23]], [250, 250, 0]);
  const third = (await call<AnalyticsAnswer>(s.url, 'GET', '/api/analytics?page=3', { token: a.token })).body;
  assert.equal([third.page, third.stores.length, third.stores[0]!.domain, third.stores.at(-1)!.domain], [3, 51, 'store-00200.example.com', 'store-00250.example.com']);
  assert.is((await call<AnalyticsAnswer>(s.url, 'GET', '/api/analytics?page=99', { token: a.token })).body.page, 3, 'past the last page: the last');
  for (const page of ['0', '-1', '1.5', 'x']) {
    const refused = await call(s.url, 'GET', `/api/analytics?page=${page}`, { token: a.token });
    assert.equal([refused.status, refused.body.fieldErrors?.page], [400, 'The page is a whole number from 1'], page);
  }
});

test('at the limit of 5,000 stores the answer stays under 1 MB; the CSV holds every store and day', async () => {
  const a = await completedAdmin(s.url);
  await manyStores(await accountOf(a.token), 4_999);
  const res = await fetch(`${s.url}/api/analytics`, { headers: { authorization: `Bearer ${a.token}` } });
  const text = await res.text();
  assert.ok(text.length < 1_000_000, `${text.length} bytes`);
  assert.is((JSON.parse(text) as AnalyticsAnswer).totals.sessions, 4_999 * 23);

  now = new Date('2026-11-02T12:00:00Z');
  const csv = await fetch(`${s.url}/api/analytics/csv?month=2026-11`, { headers: { authorization: `Bearer ${a.token}` } });
  assert.is(csv.status, 200);
  assert.match(csv.headers.get('content-type')!, 'text/csv');
  assert.is(csv.headers.get('content-disposition'), 'attachment; filename="sessions-2026-11.csv"');
  const lines = (await csv.text()).trimEnd().split('\n');
  assert.is(lines[0], 'date,store domain,sessions,rejected,whitelisted');
  assert.is(lines.length, 1 + 5_000 * 2, 'a row a store and day, up to today');
  assert.equal(lines.slice(1, 5), [
    `2026-11-01,${a.store.domain},0,0,0`,
    `2026-11-02,${a.store.domain},0,0,0`,
    '2026-11-01,store-00001.example.com,1,0,0',
    '2026-11-02,store-00001.example.com,1,0,0',
  ], 'by domain then day; a day without sessions is a row of zeros');
});

test('daily figures older than twelve months are pruned once a new month is counted', async () => {
  const a = await completedAdmin(s.url);
  const daysOf = async () =>
    (await s.db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM session_days WHERE store_id = $1 ORDER BY day`, [a.store.storeId])).map((r) => r.day);
  await s.db.query(`INSERT INTO session_days (store_id, day, count) VALUES ($1, '2026-01-31', 5), ($1, '2026-02-01', 7)`, [a.store.storeId]);
  await starts(a.store, '2027-01-15T10:00:00Z', 1);
  for (let i = 0; i < 250 && (await daysOf()).includes('2026-01-31'); i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(await daysOf(), ['2026-02-01', '2027-01-15']);
});

test.run();
