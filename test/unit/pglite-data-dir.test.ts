// The embedded store's data directory: made whole on a first start, kept on the next, and a folder
// that holds something else is never taken over.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openPglite } from '../../src/server/db/pglite.js';

let parent: string;
test.before.each(() => {
  parent = mkdtempSync(join(tmpdir(), 'shield-pglite-'));
});
test.after.each(() => rmSync(parent, { recursive: true, force: true }));

test('a first start creates the directory whole, and the next start finds its data', async () => {
  const dir = join(parent, 'pg');
  const first = await openPglite(dir);
  await first.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
  await first.close();
  assert.ok(existsSync(join(dir, 'PG_VERSION')));
  assert.not.ok(existsSync(`${dir}.new`));

  const again = await openPglite(dir);
  assert.equal(await again.query('SELECT n FROM kept'), [{ n: 42 }]);
  await again.close();
});

test('a directory holding files but no database is refused and left as it was', async () => {
  const dir = join(parent, 'pg');
  mkdirSync(dir);
  writeFileSync(join(dir, 'notes.txt'), 'mine');
  try {
    await openPglite(dir);
    assert.unreachable('opened a directory that is not a database');
  } catch (err) {
    assert.match((err as Error).message, 'holds files but no database');
  }
  assert.is(readFileSync(join(dir, 'notes.txt'), 'utf8'), 'mine');
});

test.run();
