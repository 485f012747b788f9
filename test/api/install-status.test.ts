// A store's install status, as its session starts show it.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
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
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const start = (store: Store, host = store.domain) =>
  fetch(`${s.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: `https://${host}` },
    body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
  }).then((res) => assert.is(res.status, 202));

/** The store's status as the install dialog asks for it, checked against its row in the list. */
async function status(token: string, store: Store) {
  const asked = await call(s.url, 'GET', `/api/stores/${store.storeId}/install`, { token });
  assert.is(asked.status, 200);
  const listed = (await call(s.url, 'GET', '/api/stores', { token })).body.stores.find((x: Store) => x.storeId === store.storeId);
  assert.equal(listed.install, asked.body.install, 'the list and the dialog agree');
  return asked.body.install;
}

test('a new store waits for its first visit; a start from its pages makes it protected, noted at most once a minute', async () => {
  const a = await completedAdmin(s.url);
  assert.equal(await status(a.token, a.store), { state: 'waiting' });
  await start(a.store);
  assert.equal(await status(a.token, a.store), { state: 'protected', lastVisitAt: TODAY.toISOString() });
  later(30_000);
  await start(a.store, `www.${a.store.domain}`);
  assert.equal(await status(a.token, a.store), { state: 'protected', lastVisitAt: TODAY.toISOString() }, 'within the minute: not written again');
  later(31_000);
  await start(a.store);
  assert.equal(await status(a.token, a.store), { state: 'protected', lastVisitAt: now.toISOString() });
});

test('starts only from another site show that host; a store at work is not made to look broken by them', async () => {
  const a = await completedAdmin(s.url);
  await start(a.store, `typo-${a.store.domain}`);
  assert.equal(await status(a.token, a.store), { state: 'foreign', host: `typo-${a.store.domain}`, seenAt: TODAY.toISOString() });
  // Its own pages start sending: protected, whatever other sites send after.
  later(MINUTE);
  await start(a.store);
  const own = now.toISOString();
  later(2 * MINUTE);
  await start(a.store, 'stranger.example');
  assert.equal(await status(a.token, a.store), { state: 'protected', lastVisitAt: own });
  // Its own pages quiet for over a day while another site's keep coming: that site shows.
  later(DAY);
  await start(a.store, 'stranger.example');
  assert.equal(await status(a.token, a.store), { state: 'foreign', host: 'stranger.example', seenAt: now.toISOString() });
});

test("a disabled store's starts are noted too, and a start with no page named is not another site", async () => {
  const a = await completedAdmin(s.url);
  await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: true } });
  const res = await fetch(`${s.url}/api/collect`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ s: a.store.storeId, e: 'start', v: randomUUID() }) });
  assert.is(res.status, 202);
  assert.equal(await status(a.token, a.store), { state: 'waiting' });
  await start(a.store);
  assert.equal(await status(a.token, a.store), { state: 'protected', lastVisitAt: TODAY.toISOString() });
});

test("the install status is the account's own: another account's store, a made-up id and a STANDARD member are refused", async () => {
  const a = await completedAdmin(s.url);
  const b = await completedAdmin(s.url);
  assert.is((await call(s.url, 'GET', `/api/stores/${a.store.storeId}/install`, { token: b.token })).status, 404);
  assert.is((await call(s.url, 'GET', `/api/stores/${randomUUID()}/install`, { token: a.token })).status, 404);
  assert.is((await call(s.url, 'GET', '/api/stores/not-an-id/install', { token: a.token })).status, 404);
  const member = await joinedMember(s.url, s, a.token, 'STANDARD');
  assert.is((await call(s.url, 'GET', `/api/stores/${a.store.storeId}/install`, { token: member.token })).status, 403);
});

test('Analytics shows each store with its install status', async () => {
  const a = await completedAdmin(s.url);
  await start(a.store);
  const analytics = (await call(s.url, 'GET', '/api/analytics', { token: a.token })).body;
  assert.equal(analytics.stores.find((x: Store) => x.storeId === a.store.storeId).install, { state: 'protected', lastVisitAt: TODAY.toISOString() });
});

test.run();
