// The embedded store checkpoints on a schedule of its own (a PostgreSQL in one process never does):
// the write-ahead log from before a checkpoint is no longer kept, and the data stays.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../src/server/db/types.js';
import { openPglite } from '../../src/server/db/pglite.js';
import { until } from '../helpers/until.js';

let parent: string;
/** Closed after each test, passed or not: an open store's thread would keep the file running. */
let stores: Db[] = [];
const opened = async (...args: Parameters<typeof openPglite>) => {
  const db = await openPglite(...args);
  stores.push(db);
  return db;
};
test.before.each(() => {
  parent = mkdtempSync(join(tmpdir(), 'shield-checkpoint-'));
});
test.after.each(async () => {
  await Promise.all(stores.map((db) => db.close().catch(() => {})));
  stores = [];
  rmSync(parent, { recursive: true, force: true });
});

const SEGMENT = 16 << 20;
const segments = (dir: string) => readdirSync(join(dir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
const lastCheckpoint = async (db: Db) =>
  (await db.query<{ redo: string; at: Date }>('SELECT pg_walfile_name(redo_lsn) AS redo, checkpoint_time AS at FROM pg_control_checkpoint()'))[0]!;
/** Writes a row and moves the log on to its next segment. */
const fillSegment = async (db: Db, n: number) => {
  await db.query('INSERT INTO kept VALUES ($1)', [n]);
  await db.query('SELECT pg_switch_wal()');
};

test('once enough log is written the store checkpoints, the segments before it go, and every row stays', async () => {
  const dir = join(parent, 'pg');
  const db = await opened(dir, true, { checkEveryMs: 20, walBytes: 3 * SEGMENT, maxAgeMs: 3_600_000 });
  await db.exec('CREATE TABLE kept (n int)');
  const start = await lastCheckpoint(db);
  const [{ first }] = (await db.query<{ first: string }>('SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS first')) as [{ first: string }];
  await fillSegment(db, 1);
  await sleep(200);
  assert.equal(await lastCheckpoint(db), start, 'no checkpoint before the log has grown enough');

  for (let n = 2; n <= 5; n++) await fillSegment(db, n);
  let redo = '';
  await until(async () => (redo = (await lastCheckpoint(db)).redo) > first, 'a checkpoint');
  const kept = segments(dir);
  assert.not.ok(kept.includes(first), `the first segment ${first} is gone`);
  assert.ok(kept.every((name) => name >= redo), `nothing before the checkpoint's start (${redo}) is kept: ${kept.join(' ')}`);
  await db.close();
  stores = [];

  const again = await opened(dir);
  assert.equal(await again.query('SELECT n FROM kept ORDER BY n'), [1, 2, 3, 4, 5].map((n) => ({ n })));
});

const checkpointAt = async (db: Db) =>
  (await db.query<{ lsn: string }>('SELECT checkpoint_lsn::text AS lsn FROM pg_control_checkpoint()'))[0]!.lsn;

test('a store that writes checkpoints about once per allowed age, and one that stopped writing is left alone', async () => {
  const db = await opened(join(parent, 'pg'), true, { checkEveryMs: 20, walBytes: 1 << 30, maxAgeMs: 1000 });
  await db.exec('CREATE TABLE kept (n int)');
  const seen = new Set<string>();
  for (let n = 0, end = Date.now() + 3000; Date.now() < end; n++, await sleep(50)) {
    await db.query('INSERT INTO kept VALUES ($1)', [n]);
    seen.add(await checkpointAt(db));
  }
  // About one a second (a checkpoint's time is kept in whole seconds), besides the one it opened with.
  assert.ok(seen.size >= 2 && seen.size <= 5, `${seen.size - 1} checkpoints in 3 s of writes`);

  // The last writes get theirs; after it, nothing more.
  const [{ lastWrite }] = (await db.query<{ lastWrite: string }>('SELECT pg_current_wal_insert_lsn()::text AS "lastWrite"')) as [{ lastWrite: string }];
  await until(async () => {
    const [{ covered }] = (await db.query<{ covered: boolean }>('SELECT redo_lsn >= $1::pg_lsn AS covered FROM pg_control_checkpoint()', [lastWrite])) as [{ covered: boolean }];
    return covered;
  }, 'a checkpoint after the last write');
  const quiet = await checkpointAt(db);
  await sleep(2500);
  assert.is(await checkpointAt(db), quiet, 'no checkpoint without a write since the last');
});

test.run();
