// Runs only in the postgres suite: a store's row held by another transaction (a batch of another
// process noting it, an admin disabling it) never holds up a batch of beacons; the install status
// is noted by a later batch instead.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { call, startServer, type TestServer } from '../helpers/server.js';

const TODAY = new Date('2026-11-23T12:00:00Z');
let now = TODAY;
let s: TestServer;
test.before(async () => {
  s = await startServer({ clock: () => now });
});
test.after(() => s.close());

const start = (store: { storeId: string; domain: string }) =>
  fetch(`${s.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: `https://${store.domain}` },
    body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
    signal: AbortSignal.timeout(5000),
  });

test("a start while another transaction holds the store's row is answered and counted at once, and noted later", async () => {
  assert.ok(process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL names the database');
  const a = await completedAdmin(s.url);
  const status = async () => (await call(s.url, 'GET', `/api/stores/${a.store.storeId}/install`, { token: a.token })).body.install;
  const other = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await other.begin(async (tx) => {
      await tx`SELECT 1 FROM stores WHERE id = ${a.store.storeId} FOR UPDATE`;
      const answer = await start(a.store);
      assert.is(answer.status, 202);
      assert.equal(await status(), { state: 'waiting' }, 'not noted: its row was held');
    });
  } finally {
    await other.end();
  }
  const counted = await s.db.query<{ n: number }>('SELECT COALESCE(sum(count), 0)::int AS n FROM session_days WHERE store_id = $1', [a.store.storeId]);
  assert.is(counted[0]!.n, 1);
  now = new Date(TODAY.getTime() + 1000);
  assert.is((await start(a.store)).status, 202);
  assert.equal(await status(), { state: 'protected', lastVisitAt: now.toISOString() });
});

test.run();
