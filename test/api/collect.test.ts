import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { yearMonthOf } from '../../src/shared/plans.js';
import { batchStatement } from '../../src/server/data/metering.js';
import { batchArgs, Meter, type Beacon, type MeterOptions } from '../../src/server/services/meter.js';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { logLineFor } from '../helpers/errors.js';
import { call, startServer, waitForMail, type TestServer } from '../helpers/server.js';
import { until } from '../helpers/until.js';

const TODAY = new Date('2026-11-23T12:00:00Z');
let now = TODAY;
let s: TestServer;
test.before(async () => {
  // TRUST_PROXY: a test names the sender's address in X-Forwarded-For.
  s = await startServer({ clock: () => now, quotaCheckIntervalMs: 10, env: { TRUST_PROXY: '1' } });
});
test.after(() => s.close());
// A test that moves the clock must not leave it moved for the next ones, even when it fails.
test.after.each(() => {
  now = TODAY;
});

type Store = { storeId: string; domain: string };
const beacon = (body: unknown, headers: Record<string, string> = {}, base = s.url) =>
  fetch(`${base}/api/collect`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
/** A start as the snippet on one of the store's pages sends it; `headers` replace its Origin. */
const start = (store: Store, visit = randomUUID(), headers: Record<string, string> = { origin: `https://${store.domain}` }, base = s.url) =>
  beacon({ s: store.storeId, e: 'start', v: visit }, headers, base);
const fromAddress = (store: Store, address: string) => start(store, randomUUID(), { origin: `https://${store.domain}`, 'x-forwarded-for': address });
const sessions = async (token: string, storeId: string, base = s.url) =>
  (await call(base, 'GET', '/api/stores', { token })).body.stores.find((x: any) => x.storeId === storeId).sessionsThisMonth as number;
/** Starts the store received this month and did not count. */
const rejected = async (storeId: string, db = s.db) =>
  (await db.query<{ rejected: number }>(`SELECT COALESCE(sum(rejected), 0)::int AS rejected FROM session_days WHERE store_id = $1 AND to_char(day, 'YYYY-MM') = $2`, [storeId, yearMonthOf(now)]))[0]!.rejected;
const unknownStore = (): Store => ({ storeId: randomUUID(), domain: 'unknown.example.com' });

test('a start is counted once per visit id; end and repeats are not counted', async () => {
  const a = await completedAdmin(s.url);
  const visit = randomUUID();
  const first = await start(a.store, visit);
  assert.is(first.status, 202);
  assert.is(first.headers.get('access-control-allow-origin'), '*');
  assert.is((await start(a.store, visit)).status, 202);
  assert.is((await beacon({ s: a.store.storeId, e: 'end', v: visit })).status, 202);
  assert.is(await sessions(a.token, a.store.storeId), 1);
  await start(a.store);
  assert.is(await sessions(a.token, a.store.storeId), 2);
  const me = (await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body;
  assert.is(me.billing.sessionCount, 2);
});

test('a start written otherwise than the snippet writes it is read alike: the same visit counts once', async () => {
  const a = await completedAdmin(s.url);
  const visit = randomUUID();
  const headers = { origin: `https://${a.store.domain}` };
  const store = a.store.storeId;
  const writings = [
    `{"s":"${store}","e":"start","v":"${visit}"}`,
    `{"s":"${store.toUpperCase()}","e":"start","v":"${visit.toUpperCase()}"}`,
    `{"v":"${visit}","e":"start","s":"${store}"}`,
    ` { "s" : "${store}", "e" : "start", "v" : "${visit}" } `,
    `{"s":"${store}","e":"start","v":"${visit}","x":1}`,
  ];
  for (const body of writings) assert.is((await beacon(body, headers)).status, 202, body);
  assert.is(await sessions(a.token, store), 1);
  // And what is not a beacon is refused, however close to the snippet's writing.
  for (const body of [`{"s":"${store}","e":"begin","v":"${visit}"}`, `{"s":"${store}","e":"start","v":"${visit.slice(1)}"}`, `{"s":"${store}","e":"start","v":"${visit}"`]) {
    assert.is((await beacon(body, headers)).status, 400, body);
  }
  assert.is(await sessions(a.token, store), 1);
});

test('many concurrent starts are all counted exactly', async () => {
  const a = await completedAdmin(s.url);
  // From four addresses, each within its hourly allowance.
  const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => fromAddress(a.store, `198.51.100.${i % 4}`)));
  assert.ok(replies.every((r) => r.status === 202));
  assert.is(await sessions(a.token, a.store.storeId), 200);
});

test('unknown and disabled stores are answered 202 but not counted', async () => {
  const a = await completedAdmin(s.url);
  assert.is((await start(unknownStore())).status, 202);
  await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: true } });
  assert.is((await start(a.store)).status, 202);
  assert.is(await sessions(a.token, a.store.storeId), 0);
  await call(s.url, 'PATCH', `/api/stores/${a.store.storeId}`, { token: a.token, body: { disabled: false } });
  await start(a.store);
  assert.is(await sessions(a.token, a.store.storeId), 1);
});

test('a made-up store id leaves no limit window behind; a real one keeps its allowance', async () => {
  const made = unknownStore();
  await fromAddress(made, '203.0.113.40');
  const a = await completedAdmin(s.url);
  await fromAddress(a.store, '203.0.113.40');
  const keys = async (part: string) => (await s.db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE $1', [`%${part}%`])).map((r) => r.key);
  assert.equal(await keys(made.storeId), []);
  assert.equal(await keys(a.store.storeId), [`collect:sessions:${a.store.storeId}:203.0.113.40`]);
});

test("a start from a page outside the store's domain is answered 202, not counted, and counted as rejected", async () => {
  const a = await completedAdmin(s.url);
  const { domain } = a.store;
  const foreign: Record<string, string>[] = [
    { origin: 'https://attacker.example' },
    { origin: `https://${domain}.attacker.example` },
    { origin: `https://not${domain}` },
    { origin: 'null' }, // an opaque origin: a sandboxed frame, a file
    { origin: 'https://attacker.example', referer: `https://${domain}/` }, // Origin is what counts
    { referer: 'https://attacker.example/page' },
    {}, // neither: not sent by a page
  ];
  for (const headers of foreign) assert.is((await start(a.store, randomUUID(), headers)).status, 202, JSON.stringify(headers));
  assert.is(await sessions(a.token, a.store.storeId), 0);
  assert.is(await rejected(a.store.storeId), foreign.length);

  // The store's domain and its subdomains, whatever the scheme, port or case; Referer when there is no Origin.
  const own: Record<string, string>[] = [
    { origin: `https://${domain}` },
    { origin: `http://www.${domain}:8080` },
    { origin: `https://EU.Shop.${domain.toUpperCase()}` },
    { referer: `https://${domain}/products/1?ref=x` },
  ];
  for (const headers of own) assert.is((await start(a.store, randomUUID(), headers)).status, 202, JSON.stringify(headers));
  assert.is(await sessions(a.token, a.store.storeId), own.length);
  assert.is(await rejected(a.store.storeId), foreign.length);
});

test('a visit first claimed from a foreign page still counts once when its own page sends it', async () => {
  const a = await completedAdmin(s.url);
  const visit = randomUUID();
  await start(a.store, visit, { origin: 'https://attacker.example' });
  await start(a.store, visit);
  await start(a.store, visit);
  assert.is(await sessions(a.token, a.store.storeId), 1);
  assert.is(await rejected(a.store.storeId), 1);
});

test('an address adds at most 120 sessions to a store an hour: the rest are answered 202 and counted as rejected', async () => {
  const a = await completedAdmin(s.url);
  const second = (await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft(`second-${Date.now()}.example.com`)] } })).body.stores[0] as Store;
  const replies = await Promise.all(Array.from({ length: 125 }, () => fromAddress(a.store, '203.0.113.7')));
  assert.ok(replies.every((r) => r.status === 202));
  assert.is(await sessions(a.token, a.store.storeId), 120);
  assert.is(await rejected(a.store.storeId), 5);
  // Another address, and the same address on another store, are not held back.
  await fromAddress(a.store, '203.0.113.8');
  await fromAddress(second, '203.0.113.7');
  assert.is(await sessions(a.token, a.store.storeId), 121);
  assert.is(await sessions(a.token, second.storeId), 1);
  // An hour on, the address counts again.
  now = new Date(TODAY.getTime() + 60 * 60 * 1000 + 1000);
  await fromAddress(a.store, '203.0.113.7');
  assert.is(await sessions(a.token, a.store.storeId), 122);
  assert.is(await rejected(a.store.storeId), 5);
});

test('starts of two stores from several addresses and pages, sent at once, are each decided as if sent alone', async () => {
  const a = await completedAdmin(s.url);
  const second = (await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft(`mixed-${Date.now()}.example.com`)] } })).body.stores[0] as Store;
  const from = (store: Store, origin: string, address: string, visit = randomUUID()) => start(store, visit, { origin, 'x-forwarded-for': address });
  const repeated = randomUUID();
  const replies = await Promise.all([
    ...Array.from({ length: 6 }, (_, i) => from(a.store, `https://${a.store.domain}`, `192.0.2.${i % 3}`)),
    ...Array.from({ length: 4 }, (_, i) => from(second, `https://www.${second.domain}`, `192.0.2.${i % 2}`)),
    ...Array.from({ length: 2 }, (_, i) => from(second, `https://${second.domain}`, `192.0.2.${i % 2}`)),
    ...Array.from({ length: 3 }, (_, i) => from(a.store, 'https://attacker.example', `192.0.2.${i}`)),
    ...Array.from({ length: 3 }, () => from(second, `https://${second.domain}`, '192.0.2.9', repeated)),
  ]);
  assert.ok(replies.every((r) => r.status === 202));
  assert.is(await sessions(a.token, a.store.storeId), 6);
  assert.is(await rejected(a.store.storeId), 3);
  assert.is(await sessions(a.token, second.storeId), 7);
  assert.is(await rejected(second.storeId), 0);
});

test('a batch of new visits takes the statement for new visits; a repeat is decided by the one for any visits, as are the batches of the next 10 s', async () => {
  const t = await startServer({ clock: () => now, env: { TRUST_PROXY: '1' } });
  // Which batch statement each write ran, and whether it failed: the store itself is the real one.
  const ran: string[] = [];
  // The meter writes on the store's pipeline where it has one.
  const store = t.db.pipeline ?? t.db;
  const query = store.query.bind(store);
  store.query = (async (text: string, params?: unknown[]) => {
    const statement = text === batchStatement('new') ? 'new' : text === batchStatement('any') ? 'any' : undefined;
    try {
      const rows = await query(text, params);
      if (statement) ran.push(statement);
      return rows;
    } catch (err) {
      if (statement) ran.push(`${statement} failed`);
      throw err;
    }
  }) as typeof store.query;
  const took = (statements: string[]) => {
    assert.equal(ran, statements);
    ran.length = 0;
  };
  try {
    const a = await completedAdmin(t.url);
    const counted = randomUUID();
    assert.is((await start(a.store, counted, undefined, t.url)).status, 202);
    took(['new']);
    assert.is((await start(a.store, counted, undefined, t.url)).status, 202);
    took(['new failed', 'any']);
    assert.is((await start(a.store, randomUUID(), undefined, t.url)).status, 202);
    took(['any']);
    assert.is(await sessions(a.token, a.store.storeId, t.url), 2);
    now = new Date(TODAY.getTime() + 11_000);
    // New starts and repeats at once, however the meter gathers them into batches.
    const answers = await Promise.all([
      start(a.store, counted, undefined, t.url),
      ...Array.from({ length: 5 }, (_, i) => start(a.store, randomUUID(), { origin: `https://${a.store.domain}`, 'x-forwarded-for': `192.0.2.${i % 2}` }, t.url)),
      start(a.store, randomUUID(), { origin: 'https://attacker.example' }, t.url),
      start(a.store, counted, undefined, t.url),
    ]);
    assert.ok(answers.every((r) => r.status === 202));
    assert.ok(ran[0]!.startsWith('new'), 'tried for new visits again');
    assert.is(await sessions(a.token, a.store.storeId, t.url), 7);
    assert.is(await rejected(a.store.storeId, t.db), 1);
    // A start the snippet marks as sent again goes straight to the statement for any visits, once:
    // the batches after it are of new visits again.
    now = new Date(TODAY.getTime() + 22_000);
    ran.length = 0;
    const again = await beacon({ s: a.store.storeId, e: 'start', v: counted, r: 1 }, { origin: `https://${a.store.domain}` }, t.url);
    assert.is(again.status, 202);
    took(['any']);
    assert.is((await start(a.store, randomUUID(), undefined, t.url)).status, 202);
    took(['new']);
    assert.is(await sessions(a.token, a.store.storeId, t.url), 8);
  } finally {
    await t.close();
  }
});

test('the statement for new visits decides a batch of new visits exactly as the one for any visits does', async () => {
  const a = await completedAdmin(s.url);
  const b = (await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft(`same-${Date.now()}.example.com`)] } })).body.stores[0] as Store;
  const [x, y] = ['203.0.113.71', '203.0.113.72'];
  const month = yearMonthOf(now);
  const beacon = (store: string, ip: string, pageHost: string, kind: 'start' | 'end' = 'start', visitId: string = randomUUID()) =>
    ({ ip, address: ip, kind, storeId: store, visitId, pageHost, again: false }) as const;
  const repeated = randomUUID();
  const batch = [
    // Four starts of one pair with an allowance of 3 (the fourth is rejected), and an end.
    beacon(a.store.storeId, x, a.store.domain),
    beacon(a.store.storeId, x, a.store.domain),
    beacon(a.store.storeId, x, a.store.domain, 'end'),
    beacon(a.store.storeId, x, a.store.domain),
    beacon(a.store.storeId, x, a.store.domain),
    // From a page of another site: rejected.
    beacon(a.store.storeId, y, 'attacker.example'),
    beacon(a.store.storeId, y, 'attacker.example'),
    // A subdomain's page, one visit twice, then x's eighth beacon of a minute of 7: not heard at all.
    beacon(b.storeId, x, `www.${b.domain}`, 'start', repeated),
    beacon(b.storeId, x, `www.${b.domain}`, 'start', repeated),
    beacon(b.storeId, x, b.domain),
    // An unknown store, and one more start.
    beacon(randomUUID(), y, 'unknown.example.com'),
    beacon(b.storeId, y, b.domain),
  ];
  const limits = { beaconsPerAddressPerMinute: 7, sessionsPerAddressPerHour: 3 };
  // As near a month's turn: every start is also checked against the next month.
  const months = { yearMonth: month, neighbourMonth: yearMonthOf(new Date(now.getTime() + 40 * 86_400_000)) };
  const { args } = batchArgs(batch, now.getTime(), months, limits);
  const stores = [a.store.storeId, b.storeId];
  const decided = async (statement: string) => {
    const undo = new Error('undo');
    let seen: unknown;
    await s.db
      .transaction(async (tx) => {
        const answered = await tx.query<{ key: string; hits: number | null }>(statement, args);
        seen = {
          answered: answered.map((r) => `${r.key} ${r.hits}`).sort(),
          days: (await tx.query('SELECT store_id::text, count, rejected FROM session_days WHERE store_id = ANY($1::uuid[]) ORDER BY 1', [stores])).map((r) => ({ ...(r as object) })),
          visits: (await tx.query<{ v: string }>("SELECT store_id || ' ' || year_month || ' ' || visit_id AS v FROM session_visits WHERE store_id = ANY($1::uuid[])", [stores])).map((r) => r.v).sort(),
          windows: (await tx.query<{ w: string }>("SELECT key || ' ' || hits AS w FROM rate_limits WHERE key LIKE '%203.0.113.7%'")).map((r) => r.w).sort(),
        };
        throw undo;
      })
      .catch((err) => {
        if (err !== undo) throw err;
      });
    return seen as { answered: string[]; days: { store_id: string; count: number; rejected: number }[]; visits: string[]; windows: string[] };
  };
  const old = await decided(batchStatement('any'));
  assert.equal(await decided(batchStatement('new')), old);
  assert.equal(old.days, [
    { store_id: a.store.storeId, count: 3, rejected: 3 },
    { store_id: b.storeId, count: 2, rejected: 0 },
  ].sort((p, q) => p.store_id.localeCompare(q.store_id)));
  assert.is(old.visits.length, 5);
  assert.ok(old.answered.includes(`collect:ip:${x} 8`) && old.answered.includes(`collect:ip:${y} 4`));
  // A visit already kept: the statement for new visits fails with a unique violation.
  const kept = randomUUID();
  assert.is((await start(a.store, kept)).status, 202);
  const again = batchArgs([beacon(a.store.storeId, '203.0.113.73', a.store.domain, 'start', kept)], now.getTime(), months, limits).args;
  const failed = await s.db.query(batchStatement('new'), again).catch((err) => err);
  assert.is(failed.code, '23505');
});

test('the batch statement gets every sender and page host as it was, whatever characters they hold', async () => {
  const a = await completedAdmin(s.url);
  // Whatever a sender key holds (the server passes only addresses, or 'unknown'), the statement keeps it
  // as it is: each is its own sender, each sending one start.
  const senders = ['a"b', 'c\\d', 'e,f', '{g}', 'h i', 'NULL', '', '\\"'];
  const batch = senders.map((ip) => ({ ip, address: '', kind: 'start', storeId: a.store.storeId, visitId: randomUUID(), pageHost: ip ? `x${ip}.example` : a.store.domain, again: false }) as const);
  const answered = await s.db.query<{ key: string; hits: number | null }>(
    batchStatement('new'),
    batchArgs(batch, now.getTime(), { yearMonth: yearMonthOf(now), neighbourMonth: '' }, { beaconsPerAddressPerMinute: 7, sessionsPerAddressPerHour: 3 }).args,
  );
  assert.equal(answered.filter((r) => r.hits !== null).map((r) => r.key).sort(), senders.map((ip) => `collect:ip:${ip}`).sort());
  // Only the start from the store's own domain counted: no other host was read as it.
  assert.equal(answered.filter((r) => r.hits === null).map((r) => r.key), [a.store.storeId]);
  // Each sender's hourly allowance on the store is its own, a space in its name included.
  const allowances = await s.db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE $1', [`collect:sessions:${a.store.storeId}:%`]);
  assert.equal(allowances.map((r) => r.key).sort(), senders.map((ip) => `collect:sessions:${a.store.storeId}:${ip}`).sort());
});

test('a forwarded address that is no address is not taken as the sender: its batch and the starts beside it are counted', async () => {
  const a = await completedAdmin(s.url);
  // 3,000 random characters: longer than an index entry may be, had it become a limit's key.
  const junk = Array.from({ length: 300 }, () => Math.random().toString(36).slice(2, 12).padEnd(10, 'x')).join('');
  const answers = await Promise.all([
    fromAddress(a.store, junk),
    fromAddress(a.store, 'not an address'),
    ...Array.from({ length: 4 }, (_, i) => fromAddress(a.store, `198.51.100.${i}`)),
  ]);
  assert.equal(answers.map((r) => r.status), [202, 202, 202, 202, 202, 202]);
  assert.is(await sessions(a.token, a.store.storeId), 6);
  // Counted under the address the request came from instead (this test's own, on loopback).
  const keys = (await s.db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE $1', [`collect:sessions:${a.store.storeId}:%`])).map((r) => r.key.slice(`collect:sessions:${a.store.storeId}:`.length));
  assert.equal(keys.sort(), ['127.0.0.1', '198.51.100.0', '198.51.100.1', '198.51.100.2', '198.51.100.3']);
});

/** A meter of its own on the server's store; its error log lines go to `logged`. */
const meterWith = (options: Partial<MeterOptions>, logged: Record<string, unknown>[] = []) =>
  new Meter(s.db, {
    limits: { beaconsPerAddressPerMinute: 100, sessionsPerAddressPerHour: 100 },
    now: () => now.getTime(),
    log: (line) => logged.push(line),
    ...options,
  });
const record = (meter: Meter, beacon: Beacon) => new Promise<number>((resolve, reject) => meter.add(beacon, (err, wait) => (err ? reject(err) : resolve(wait!))));
const startOf = (store: Store, ip = '203.0.113.90') =>
  ({ ip, address: ip, kind: 'start', storeId: store.storeId, visitId: randomUUID(), pageHost: store.domain, again: false }) as const;

test('a batch retried while the next ones are on their way, and beacons still waiting at close, are each answered once and counted once', async () => {
  const a = await completedAdmin(s.url);
  const meter = meterWith({});
  const kept = startOf(a.store);
  assert.is(await record(meter, kept), 0);
  const told = new Map<number, (number | Error)[]>();
  const add = (i: number, beacon: Beacon) => meter.add(beacon, (err, wait) => told.set(i, [...(told.get(i) ?? []), err ?? wait!]));
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  // A repeat of a kept visit: its batch fails as one of new visits and is sent again, while the
  // batches after it are sent (on PostgreSQL, a second one at once) or wait their turn.
  add(0, { ...kept });
  for (let i = 1; i <= 5; i++) {
    await turn();
    add(i, startOf(a.store));
  }
  // And three still waiting when the meter is told to close.
  for (let i = 6; i <= 8; i++) add(i, startOf(a.store));
  await meter.close();
  assert.equal([...told.keys()].sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.ok([...told.values()].every((answers) => answers.length === 1 && answers[0] === 0), JSON.stringify([...told]));
  assert.is(await sessions(a.token, a.store.storeId), 1 + 8);
});

test('a failing hook on committed batches is logged, and the meter goes on answering and counting', async () => {
  const a = await completedAdmin(s.url);
  const logged: Record<string, unknown>[] = [];
  const meter = meterWith({ onCommitted: () => { throw new Error('hook failed'); } }, logged);
  assert.is(await record(meter, startOf(a.store)), 0);
  assert.is(await record(meter, startOf(a.store)), 0);
  await meter.close();
  assert.is(await sessions(a.token, a.store.storeId), 2);
  assert.ok(logged.some((line) => line.level === 'error' && line.error === 'hook failed'));
});

test('a sender whose callback throws is logged, and the rest of its batch and the next batches are answered', async () => {
  const a = await completedAdmin(s.url);
  const logged: Record<string, unknown>[] = [];
  const meter = meterWith({}, logged);
  const told: number[] = [];
  meter.add(startOf(a.store), () => told.push(1));
  meter.add(startOf(a.store), () => {
    throw new Error('callback failed');
  });
  const third = record(meter, startOf(a.store));
  assert.is(await third, 0);
  assert.is(await record(meter, startOf(a.store)), 0);
  await meter.close();
  assert.equal(told, [1], 'told once');
  assert.ok(logged.some((line) => line.level === 'error' && line.error === 'callback failed'));
  assert.is(await sessions(a.token, a.store.storeId), 4);
});

test('a batch that cannot be made fails its senders, and the next batch is written', async () => {
  const a = await completedAdmin(s.url);
  let clock = NaN; // no time to measure the windows by
  const meter = meterWith({ now: () => clock });
  const failed = await record(meter, startOf(a.store)).catch((err: Error) => err);
  assert.instance(failed, RangeError);
  clock = now.getTime();
  assert.is(await record(meter, startOf(a.store)), 0);
  await meter.close();
  assert.is(await sessions(a.token, a.store.storeId), 1);
});

test('SESSIONS_PER_ADDRESS_PER_HOUR sets the allowance', async () => {
  const small = await startServer({ env: { SESSIONS_PER_ADDRESS_PER_HOUR: '3' } });
  try {
    const a = await completedAdmin(small.url);
    for (let i = 0; i < 5; i++) assert.is((await start(a.store, randomUUID(), undefined, small.url)).status, 202);
    assert.is(await sessions(a.token, a.store.storeId, small.url), 3);
    assert.is(await rejected(a.store.storeId, small.db), 2);
    // The allowance is the address's on the store, whichever of its pages the starts come from.
    const other = (await call(small.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft(`allowance-${Date.now()}.example.com`)] } })).body.stores[0] as Store;
    const pages = [`https://${other.domain}`, `https://www.${other.domain}`, `https://shop.${other.domain}`];
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => start(other, randomUUID(), { origin: pages[i % 3]! }, small.url)));
    assert.ok(replies.every((r) => r.status === 202));
    assert.is(await sessions(a.token, other.storeId, small.url), 3);
    assert.is(await rejected(other.storeId, small.db), 3);
  } finally {
    await small.close();
  }
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

test('an address past its beacons a minute gets 429 with Retry-After and adds nothing, ends included; a minute on it is heard again', async () => {
  const limited = await startServer({ clock: () => now, limits: { collectPerIp: 4 }, env: { TRUST_PROXY: '1' } });
  try {
    const a = await completedAdmin(limited.url);
    const from = (address: string, e = 'start', visit = randomUUID()) =>
      beacon({ s: a.store.storeId, e, v: visit }, { origin: `https://${a.store.domain}`, 'x-forwarded-for': address }, limited.url);
    assert.is((await from('203.0.113.50', 'end')).status, 202);
    const answers = await Promise.all(Array.from({ length: 5 }, () => from('203.0.113.50')));
    assert.equal(answers.map((r) => r.status).sort(), [202, 202, 202, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // Readable by the snippet on the shop's origin, like the 202s.
    assert.is(refused.headers.get('access-control-allow-origin'), '*');
    assert.is(refused.headers.get('x-content-type-options'), 'nosniff');
    assert.is((await refused.json()).success, false);
    assert.is(await sessions(a.token, a.store.storeId, limited.url), 3);
    assert.is(await rejected(a.store.storeId, limited.db), 0);
    // Another address is not held back; the limited one is heard again once its minute is over.
    assert.is((await from('203.0.113.51')).status, 202);
    now = new Date(TODAY.getTime() + 61_000);
    assert.is((await from('203.0.113.50')).status, 202);
    assert.is(await sessions(a.token, a.store.storeId, limited.url), 5);
  } finally {
    await limited.close();
  }
});

test('a counted start is answered 202 with no body and no page headers', async () => {
  const a = await completedAdmin(s.url);
  const r = await start(a.store);
  assert.is(r.status, 202);
  assert.is(await r.text(), '');
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  assert.is(r.headers.get('content-security-policy'), null);
});

test('a beacon sent with a query string goes through the router and is answered and counted alike', async () => {
  const a = await completedAdmin(s.url);
  const send = (visit: string) =>
    fetch(`${s.url}/api/collect?from=snippet`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: `https://${a.store.domain}` }, body: JSON.stringify({ s: a.store.storeId, e: 'start', v: visit }) });
  const visit = randomUUID();
  const r = await send(visit);
  assert.is(r.status, 202);
  assert.is(await r.text(), '');
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  assert.is(r.headers.get('content-security-policy'), null);
  assert.is((await send(visit)).status, 202);
  assert.is((await start(a.store, visit)).status, 202);
  assert.is(await sessions(a.token, a.store.storeId), 1);
});

test('the CORS preflight is answered for other origins', async () => {
  const r = await fetch(`${s.url}/api/collect`, { method: 'OPTIONS', headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' } });
  assert.is(r.status, 204);
  assert.is(r.headers.get('access-control-allow-origin'), '*');
});

test('months are UTC YYYY-MM: a new month starts from zero', async () => {
  const a = await completedAdmin(s.url);
  now = new Date('2026-11-30T23:59:59Z');
  await start(a.store);
  assert.is(await sessions(a.token, a.store.storeId), 1);
  now = new Date('2026-12-01T00:00:01Z');
  let list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.equal([list[0].sessionsThisMonth, list[0].yearMonth], [0, '2026-12']);
  await start(a.store);
  list = (await call(s.url, 'GET', '/api/stores', { token: a.token })).body.stores;
  assert.equal([list[0].sessionsThisMonth, list[0].yearMonth], [1, '2026-12']);
});

test('a start retried across the turn of a month (clocks a little apart) is counted in one month only, either way round', async () => {
  const a = await completedAdmin(s.url);
  const counts = async () =>
    Object.fromEntries(
      (
        await s.db.query<{ year_month: string; count: number }>(
          `SELECT to_char(day, 'YYYY-MM') AS year_month, sum(count)::int AS count FROM session_days WHERE store_id = $1 GROUP BY 1`,
          [a.store.storeId],
        )
      ).map((r) => [r.year_month, r.count]),
    );
  // Counted by a process whose clock says November, retried on one already in December ...
  const late = randomUUID();
  now = new Date('2026-11-30T23:59:59.500Z');
  assert.is((await start(a.store, late)).status, 202);
  now = new Date('2026-12-01T00:00:00.500Z');
  assert.is((await start(a.store, late)).status, 202);
  // ... and counted by one already in December, retried on one still in November.
  const early = randomUUID();
  assert.is((await start(a.store, early)).status, 202);
  now = new Date('2026-11-30T23:59:59.900Z');
  assert.is((await start(a.store, early)).status, 202);
  assert.equal(await counts(), { '2026-11': 1, '2026-12': 1 });
  // Away from the turn each month keeps its own visits: the same id counts in a later month.
  now = new Date('2026-12-01T00:10:00Z');
  await start(a.store, late);
  assert.equal(await counts(), { '2026-11': 1, '2026-12': 2 });
});

test('visit ids of earlier months are forgotten once a new month is counted', async () => {
  const a = await completedAdmin(s.url);
  const visitsOf = async (yearMonth: string) =>
    (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM session_visits WHERE store_id = $1 AND year_month = $2', [a.store.storeId, yearMonth]))[0]!.n;
  now = new Date('2027-01-31T23:00:00Z');
  await start(a.store);
  await start(a.store);
  // More than one chunk of the prune's deletes.
  await s.db.query(`INSERT INTO session_visits (store_id, year_month, visit_id) SELECT $1, '2027-01', gen_random_uuid() FROM generate_series(1, 12000)`, [a.store.storeId]);
  assert.is(await visitsOf('2027-01'), 12002);
  // Not inside the turn's margin: until then the new month checks last month's visits.
  now = new Date('2027-02-01T00:01:00Z');
  await start(a.store);
  assert.is(await visitsOf('2027-01'), 12002, 'kept within the margin');
  now = new Date('2027-02-01T00:10:00Z');
  await start(a.store);
  for (let i = 0; i < 250 && (await visitsOf('2027-01')) > 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.is(await visitsOf('2027-01'), 0);
  assert.is(await visitsOf('2027-02'), 2);
  // The month's total is kept: only the dedupe rows go.
  const [jan] = await s.db.query<{ count: number }>(`SELECT sum(count)::int AS count FROM session_days WHERE store_id = $1 AND to_char(day, 'YYYY-MM') = '2027-01'`, [a.store.storeId]);
  assert.is(jan!.count, 2);
});

test('crossing 80% and then 100% of the plan mails the ADMINs once each, with a link to /upgrade', async () => {
  const a = await completedAdmin(s.url, 'STARTER');
  // Bring the month close to the line without 75,000 requests.
  await s.db.query(`INSERT INTO session_days (store_id, day, count) VALUES ($1, '2026-11-01', 59999)`, [a.store.storeId]);
  await start(a.store);
  const mail = await waitForMail(s, a.email);
  assert.match(mail, `${s.url}/upgrade`);
  assert.match(mail, '60,000');
  await start(a.store);
  await new Promise((r) => setTimeout(r, 100));
  const subjects = async () =>
    (await s.db.query<{ subject: string }>(`SELECT subject FROM outbox WHERE to_address = $1 AND subject LIKE 'You have%' ORDER BY created_at`, [a.email])).map(
      (r) => r.subject,
    );
  assert.equal(await subjects(), ['You have used 80% of your monthly sessions']);
  // The month in all: 74,999.
  await s.db.query(
    `UPDATE session_days SET count = count + 74999 - (SELECT sum(count) FROM session_days WHERE store_id = $1) WHERE store_id = $1 AND day = '2026-11-01'`,
    [a.store.storeId],
  );
  await start(a.store);
  await start(a.store);
  // The quota check runs at most once a second: wait for its mail, then for any second one it would send.
  await until(async () => (await subjects()).length === 2, 'the 100% mail');
  await new Promise((r) => setTimeout(r, 1200));
  assert.equal(await subjects(), ['You have used 80% of your monthly sessions', 'You have reached your monthly session quota']);
});

test('a second store of the account adds to the account total', async () => {
  const a = await completedAdmin(s.url);
  const added = await call(s.url, 'POST', '/api/stores', { token: a.token, body: { stores: [storeDraft('second.example.com')] } });
  await start(a.store);
  await start(added.body.stores[0]);
  await start(added.body.stores[0]);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: a.token })).body.billing.sessionCount, 3);
});

test('beacons answered without an error are tallied in one log line a period; a refused beacon keeps its own line', async () => {
  const t = await startServer({ beaconTallyEveryMs: 100 });
  try {
    const a = await completedAdmin(t.url);
    for (let i = 0; i < 3; i++) assert.is((await start(a.store, randomUUID(), { origin: `https://${a.store.domain}` }, t.url)).status, 202);
    assert.is((await fetch(`${t.url}/api/collect`, { method: 'OPTIONS' })).status, 204);
    const refused = await beacon({ s: a.store.storeId, e: 'start', v: 'not-a-uuid' }, {}, t.url);
    assert.is(refused.status, 400);
    assert.is((await logLineFor(t, (await refused.json()).eventId)).status, 400);
    // The beacons may fall in more than one period: the lines add up to them, and none is empty.
    const tallies = () => t.logs.filter((l) => l.msg === 'beacons answered');
    const answered = () => {
      const sum: Record<string, number> = {};
      for (const line of tallies()) for (const [status, n] of Object.entries(line.answered as Record<string, number>)) sum[status] = (sum[status] ?? 0) + n;
      return sum;
    };
    for (let i = 0; i < 100 && answered()['204'] === undefined; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(answered(), { 202: 3, 204: 1 });
    await new Promise((r) => setTimeout(r, 250));
    for (const line of tallies()) {
      assert.is(line.path, '/api/collect');
      assert.type(line.slowestMs, 'number');
      assert.ok(Object.keys(line.answered as object).length > 0, 'no empty tally line');
    }
    assert.equal(t.logs.filter((l) => l.path === '/api/collect' && typeof l.status === 'number' && (l.status as number) < 400), []);
  } finally {
    await t.close();
  }
});

test('the beacons answered since the last tally are logged when the server stops', async () => {
  const t = await startServer();
  const a = await completedAdmin(t.url);
  await start(a.store, randomUUID(), { origin: `https://${a.store.domain}` }, t.url);
  await t.close();
  assert.equal(t.logs.filter((l) => l.msg === 'beacons answered').map((l) => l.answered), [{ 202: 1 }]);
});

test.run();
