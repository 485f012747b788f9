// The embedded store's own thread: PGlite runs here, so the server's thread keeps answering HTTP
// while PostgreSQL plans, executes and waits for the disk. Built as dist/pglite-worker.js; the
// server talks to it through db/pglite.ts.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { CHECKPOINTS, scheduleCheckpoints } from './pglite-checkpoints.js';
import { durableOptions } from './durable-nodefs.js';
import { preparedQueries } from './pglite-prepared.js';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './pglite-protocol.js';

const setup = workerData as WorkerSetup;
const port = parentPort!;

async function start(): Promise<void> {
  const dir = setup.dataDir;
  const pg = dir ? new PGlite(setup.durable ? durableOptions(dir) : { dataDir: dir }) : new PGlite();
  await pg.waitReady;
  if (setup.createOnly) {
    // initdb leaves about 500 MB of WebAssembly memory behind: a new directory is made by a thread that then ends.
    await pg.close();
    port.postMessage({ id: 0, ok: true, value: 'created' } satisfies WorkerReply);
    return;
  }

  /** Open transactions by id: the handle, the call that ends it (commit or not), and how it ended (null, or the error). */
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> }>();
  let nextTx = 1;
  const reply = (message: WorkerReply) => port.postMessage(message);

  const begin = (txId: number) =>
    new Promise<void>((began, failed) => {
      const ROLLBACK = Symbol('rollback');
      let end!: (commit: boolean) => void;
      const ended = pg
        .transaction(async (tx) => {
          const commit = new Promise<boolean>((resolve) => (end = resolve));
          open.set(txId, { tx, end, ended });
          began();
          if (!(await commit)) throw ROLLBACK;
        })
        .then(
          () => null,
          (err: unknown) => (err === ROLLBACK ? null : err),
        );
      // BEGIN itself failed (a closed store): the transaction never opened.
      void ended.then((err) => err && !open.has(txId) && failed(err));
    });

  const prepared = preparedQueries(pg);
  const checkpoints = dir ? await scheduleCheckpoints(prepared, setup.checkpoints ?? CHECKPOINTS) : undefined;
  let closed = false;
  const answer = async (request: WorkerRequest): Promise<unknown> => {
    if (closed) throw new Error('The embedded store is closed');
    switch (request.op) {
      case 'query': {
        if (!request.tx) return prepared.query(request.sql, request.params);
        const tx = open.get(request.tx)?.tx;
        if (!tx) throw new Error('The transaction has ended');
        return (await tx.query(request.sql, request.params)).rows;
      }
      case 'exec':
        await pg.exec(request.sql);
        await prepared.forget();
        return null;
      case 'begin': {
        const txId = nextTx++;
        await begin(txId);
        return txId;
      }
      case 'end': {
        const tx = open.get(request.tx);
        if (!tx) throw new Error('The transaction has ended');
        open.delete(request.tx);
        tx.end(request.commit);
        const err = await tx.ended;
        if (err) throw err;
        return null;
      }
      case 'close':
        closed = true;
        checkpoints?.stop();
        await pg.close();
        setImmediate(() => port.close());
        return null;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    answer(request)
      // A value that cannot be copied to the server's thread fails its request, not the thread.
      .then((value) => reply({ id: request.id, ok: true, value }))
      .catch((err: unknown) => reply({ id: request.id, ok: false, error: errorFields(err) }));
  });
  reply({ id: 0, ok: true, value: 'ready' });
}

/** An error as it crosses threads: its message and its own string and number fields (PostgreSQL's code, detail, constraint, ...). */
function errorFields(err: unknown): { message: string } & Record<string, string | number> {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = Object.entries(err).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return { ...Object.fromEntries(fields), message: err.message };
}

start().catch((err: unknown) => {
  port.postMessage({ id: 0, ok: false, error: errorFields(err) } satisfies WorkerReply);
});
