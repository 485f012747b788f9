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
  assert.equal([store!.storeId, store!.sessions, store!.rejected, store!.daily.length], [a.store.storeId, 6, 1, 30]);
  assert.equal([store!.daily[2], store!.daily[22], store!.daily[23]], [3, 2, 1]);
  assert.is(store!.daily.reduce((x, y) => x + y), 6, 'the days add up to the month');
  assert.is(store!.dailyRejected[22], 1);
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
  assert.equal([october.today, october.elapsed, october.stores[0]!.sessions, october.stores[0]!.daily.length], [null, 1, 3, 31]);
  assert.equal([october.stores[0]!.daily[4], october.stores[0]!.daily[27]], [2, 1]);
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
  assert.equal([december.month, december.stores[0]!.daily[0], december.stores[0]!.sessions], ['2026-12', 2, 2]);
  const november = (await analytics(a.token, '2026-11')).body;
  assert.equal([november.stores[0]!.daily[29], november.stores[0]!.sessions], [1, 1]);
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
  const member = await joinedMember(s.url, s, a.token, 'STANDARD');
  assert.is((await analytics(member.token)).status, 403);
  assert.is((await call(s.url, 'GET', '/api/analytics')).status, 401);
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
