import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { durableOptions, syncPath, syncTree } from './durable-nodefs.js';
import type { Db, Queryable } from './types.js';

/** The embedded store: persisted in dir, or in memory when dir is undefined (tests). */
export async function openPglite(dir: string | undefined, durable = true): Promise<Db> {
  if (dir && !existsSync(join(dir, 'PG_VERSION'))) {
    if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} holds files but no database; move it away to start afresh`);
    // Made beside its place and moved in whole, so that a first start cut short leaves no half-made directory.
    const fresh = `${dir}.new`;
    rmSync(fresh, { recursive: true, force: true });
    mkdirSync(fresh, { recursive: true });
    await createDataDir(fresh);
    syncTree(fresh);
    rmSync(dir, { recursive: true, force: true });
    renameSync(fresh, dir);
    syncPath(dirname(dir));
  }
  // On disk every commit is synced before it returns; in memory (tests) there is nothing to sync.
  const pg = dir ? new PGlite(durable ? durableOptions(dir) : { dataDir: dir }) : new PGlite();
  await pg.waitReady;
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/**
 * Creates a new data directory in a worker thread that then ends: PGlite's initdb step leaves about
 * 500 MB of WebAssembly memory behind in the process that ran it, so the server opens the directory
 * only once it exists.
 */
async function createDataDir(dir: string): Promise<void> {
  const source = `const { workerData, parentPort } = require('node:worker_threads');
import(workerData.pglite).then(async ({ PGlite }) => {
  const pg = new PGlite(workerData.dir);
  await pg.waitReady;
  await pg.close();
  parentPort.postMessage('created');
});`;
  const worker = new Worker(source, { eval: true, workerData: { dir, pglite: import.meta.resolve('@electric-sql/pglite') } });
  try {
    await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`creating the PGlite data directory stopped with code ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
