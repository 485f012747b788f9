import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { syncPath, syncTree } from './sync-files.js';
import type { CheckpointPolicy } from './pglite-checkpoints.js';
import type { WorkerCall, WorkerReply, WorkerSetup } from './pglite-protocol.js';
import type { Db, Queryable } from './types.js';

/**
 * The embedded store: persisted in dir, or in memory when dir is undefined (tests). PGlite runs in a
 * thread of its own (db/pglite-worker.ts), so requests go on being read and answered while it
 * executes and syncs a commit.
 */
export async function openPglite(dir: string | undefined, durable = true, checkpoints?: CheckpointPolicy): Promise<Db> {
  if (dir && !existsSync(join(dir, 'PG_VERSION'))) {
    if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} holds files but no database; move it away to start afresh`);
    // Made beside its place and moved in whole, so that a first start cut short leaves no half-made directory.
    const fresh = `${dir}.new`;
    rmSync(fresh, { recursive: true, force: true });
    mkdirSync(fresh, { recursive: true });
    // Unsynced while it is made: syncTree below syncs every file of it once.
    await startWorker({ dataDir: fresh, durable: false, createOnly: true }).close();
    syncTree(fresh);
    rmSync(dir, { recursive: true, force: true });
    renameSync(fresh, dir);
    syncPath(dirname(dir));
  }
  const store = startWorker({ dataDir: dir, durable, checkpoints });
  await store.ready;
  const on = (tx?: number): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) => store.ask({ op: 'query', sql, params, tx }) as Promise<T[]>,
  });
  return {
    kind: 'pglite',
    ...on(),
    async transaction(fn) {
      const tx = (await store.ask({ op: 'begin' })) as number;
      let result;
      try {
        result = await fn(on(tx));
      } catch (err) {
        // The caller learns why fn failed, not why the rollback did (a thread that has ended rolls back by itself).
        await store.ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await store.ask({ op: 'end', tx, commit: true });
      return result;
    },
    exec: async (sql) => {
      await store.ask({ op: 'exec', sql });
    },
    close: () => store.close(),
  };
}

/**
 * The worker is the server bundle's sibling, dist/pglite-worker.js, found from the project folder
 * (the nearest above this code holding package.json), so test bundles built elsewhere find it too.
 */
function workerFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  const file = join(dir, 'dist', 'pglite-worker.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run node build.mjs`);
  return file;
}

type Ask = (call: WorkerCall) => Promise<unknown>;

/**
 * Starts the store's thread: `ready` once it has opened, `ask` sends one request, `close` ends it.
 * Once the thread has ended every request fails at once. A thread that ends unasked is the store
 * failing, and ends the process as PGlite failing in this thread would: no request waits for it.
 */
function startWorker(setup: WorkerSetup): { ready: Promise<unknown>; ask: Ask; close: () => Promise<void> } {
  const worker = new Worker(workerFile(), { workerData: setup });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  // A thread that only makes a data directory ends by itself once it has.
  let closing = setup.createOnly === true;
  let ended: Error | undefined;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  const end = (err: Error) => {
    ended ??= err;
    for (const { reject } of waiting.values()) reject(ended);
    waiting.clear();
    if (!closing) setImmediate(() => {
      throw ended;
    });
  };
  let started!: { resolve: (value: unknown) => void; reject: (err: Error) => void };
  const ready = new Promise((resolve, reject) => (started = { resolve, reject }));
  waiting.set(0, started);

  worker.on('message', (reply: WorkerReply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(Object.assign(new Error(reply.error.message), reply.error));
  });
  worker.on('error', end);
  worker.on('exit', (code) => end(new Error(closing ? 'The embedded store is closed' : `The embedded store's thread stopped (exit code ${code})`)));

  const ask: Ask = (call) =>
    new Promise((resolve, reject) => {
      if (ended) return reject(ended);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...call, id });
      } catch (err) {
        // A parameter that cannot be copied to the thread.
        waiting.delete(id);
        reject(err as Error);
      }
    });
  return {
    ready,
    ask,
    async close() {
      if (setup.createOnly) await ready; // the directory is made once the thread says so
      if (ended) return;
      closing = true;
      if (setup.createOnly) await worker.terminate();
      else await ask({ op: 'close' });
      await exited;
    },
  };
}
