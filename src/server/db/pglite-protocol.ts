// What the server's thread and the embedded store's thread (db/pglite-worker.ts) say to each other.
import type { CheckpointPolicy } from './pglite-checkpoints.js';

export interface WorkerSetup {
  /** The data directory, or undefined for a store in memory (tests). */
  dataDir: string | undefined;
  durable: boolean;
  /** Make the data directory and end. */
  createOnly?: boolean;
  checkpoints?: CheckpointPolicy;
}

export type WorkerCall =
  | { op: 'query'; sql: string; params: unknown[]; tx?: number | undefined }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export type WorkerRequest = WorkerCall & { id: number };

/** id 0 answers the start: 'ready' (or 'created'), or why the store could not open. */
export type WorkerReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: { message: string } & Record<string, string | number> });
