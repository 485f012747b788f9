// The embedded store answers from a thread of its own: what callers rely on must cross it intact.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openPglite } from '../../src/server/db/pglite.js';
import type { Db } from '../../src/server/db/types.js';
import { isUniqueViolation } from '../../src/server/db/errors.js';

let db: Db;
test.before(async () => {
  db = await openPglite(undefined);
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, note text)');
});
test.after(async () => {
  await db.close();
});

test('values come back as the server reads them: dates, 64-bit integers, JSON, arrays and bytes', async () => {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT '2026-11-25T10:00:00Z'::timestamptz AS at, 9007199254740993::int8 AS big, '{"a":[1,2]}'::jsonb AS doc,
            ARRAY['x','y'] AS list, '\\x0102'::bytea AS bytes, $1::text AS param`,
    ['écho'],
  );
  assert.ok(row!.at instanceof Date);
  assert.is((row!.at as Date).toISOString(), '2026-11-25T10:00:00.000Z');
  assert.is(row!.big, 9007199254740993n);
  assert.equal(row!.doc, { a: [1, 2] });
  assert.equal(row!.list, ['x', 'y']);
  assert.equal([...(row!.bytes as Uint8Array)], [1, 2]);
  assert.is(row!.param, 'écho');
});

test("a database error keeps PostgreSQL's code, so a duplicate is told apart from a failure", async () => {
  await db.query('INSERT INTO t VALUES (1, $1)', ['first']);
  try {
    await db.query('INSERT INTO t VALUES (1, $1)', ['again']);
    assert.unreachable('a duplicate key was accepted');
  } catch (err) {
    assert.ok(isUniqueViolation(err), String(err));
    assert.match((err as Error).message, 'duplicate key');
  }
});

test('a statement asked again after its table changed shape answers with the new columns', async () => {
  await db.exec('CREATE TABLE shaped (id int)');
  await db.query('INSERT INTO shaped VALUES ($1)', [1]);
  const all = 'SELECT * FROM shaped ORDER BY id';
  assert.equal(await db.query(all), [{ id: 1 }]);
  await db.exec("ALTER TABLE shaped ADD COLUMN label text NOT NULL DEFAULT 'x'");
  assert.equal(await db.query(all), [{ id: 1, label: 'x' }]);
});

test('a statement that failed once runs again with other parameters, and so does every other', async () => {
  const insert = 'INSERT INTO t VALUES ($1, $2) RETURNING id';
  await db.query(insert, [10, 'ten']);
  const failed = await db.query(insert, [10, 'again']).catch((err: unknown) => err);
  assert.ok(isUniqueViolation(failed));
  assert.equal(await db.query(insert, [11, 'eleven']), [{ id: 11 }]);
  assert.equal(await db.query('SELECT note FROM t WHERE id = ANY($1::int[]) ORDER BY id', [[10, 11]]), [{ note: 'ten' }, { note: 'eleven' }]);
});

test('more distinct statements than a thread keeps prepared still answer, the first ones again too', async () => {
  const ask = async (i: number) => (await db.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]))[0]!.n;
  for (let i = 0; i < 210; i++) assert.is(await ask(i), i + 1);
  assert.is(await ask(0), 1);
  assert.is(await ask(209), 210);
  await db.exec('DEALLOCATE ALL');
  assert.is(await ask(209), 210);
});

test("a transaction whose work throws rolls back, the caller gets the work's own error, and the store goes on", async () => {
  const mistake = new Error('the work failed');
  try {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2, $1)', ['rolled back']);
      throw mistake;
    });
    assert.unreachable();
  } catch (err) {
    assert.is(err, mistake);
  }
  assert.equal(await db.query('SELECT id FROM t WHERE id = 2'), []);
  assert.is(await db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 41 + 1 AS n'))[0]!.n), 42);
});

test('a query sent while a transaction is open waits till it ends, and never sees its work', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const writing = db.transaction(async (tx) => {
    await tx.query('INSERT INTO t VALUES (3, $1)', ['rolled back']);
    await held;
    throw new Error('changed its mind');
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  // Run inside the open transaction (one session), it would see the row.
  const reading = db.query<{ note: string }>('SELECT note FROM t WHERE id = 3');
  release();
  await writing.catch(() => {});
  assert.equal(await reading, []);
});

test('a closed store fails every call at once instead of leaving it waiting', async () => {
  const store = await openPglite(undefined);
  await store.close();
  const answer = await Promise.race([
    store.query('SELECT 1').then(
      () => 'answered',
      (err: Error) => err.message,
    ),
    new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
  ]);
  assert.is(answer, 'The embedded store is closed');
  await store.close();
});

test.run();
