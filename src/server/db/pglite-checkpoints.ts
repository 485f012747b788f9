/** When the embedded store checkpoints: tests make it sooner. */
export interface CheckpointPolicy {
  /** How often the store looks whether a checkpoint is due (ms). */
  checkEveryMs: number;
  /** Due once this much write-ahead log was written since the last one's start (bytes)... */
  walBytes: number;
  /** ...or once the last one is this old (ms). */
  maxAgeMs: number;
}

/** A server's checkpointer starts one after about half of max_wal_size (1 GB by default), or after checkpoint_timeout (five minutes) if anything was written. */
export const CHECKPOINTS: CheckpointPolicy = { checkEveryMs: 10_000, walBytes: 512 << 20, maxAgeMs: 5 * 60_000 };

const WRITTEN_TO = 'SELECT pg_current_wal_insert_lsn()::text AS written_to';
const LOOK = `SELECT pg_current_wal_insert_lsn()::text AS written_to,
         pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) >= $1 AS log_full,
         checkpoint_time <= now() - $2 * interval '1 millisecond' AS old
    FROM pg_control_checkpoint()`;

/** The store's thread as the checkpoints use it. */
interface Store {
  /** One statement, once no transaction is open. */
  query: (sql: string, params: unknown[]) => Promise<unknown[]>;
  /** Statements sent as one, nothing else run between them: each one's rows. */
  together: (sql: string) => Promise<unknown[][]>;
}

/**
 * A PostgreSQL in a single process has no checkpointer, so it never checkpoints while it runs: it
 * keeps every write-ahead log segment it ever wrote (the directory grows as long as the server runs,
 * by gigabytes a day under load) and a restart after a crash replays all of it. So the store's thread
 * checkpoints on the server's schedule: PostgreSQL then removes the segments before the checkpoint, or
 * renames them as the next ones, which are then already written (a sync into one took about half as
 * long as into a new, sparse one here). A checkpoint holds the thread's other statements while it
 * writes the changed pages still in its 128 MB of shared buffers and syncs every file written since
 * the last (176 ms after a million new rows, 186 MB of log). A store that wrote nothing since it
 * started or last checkpointed is left alone, as the server's checkpointer leaves it (a store opens
 * just after a checkpoint: the one that closed it, or the one that ends its recovery).
 *
 * Started once the store is open; stops with `stop`.
 */
export async function scheduleCheckpoints(store: Store, policy: CheckpointPolicy): Promise<{ stop: () => void }> {
  let running = false;
  /** Where the log ended when the store opened, or after this thread's last checkpoint. */
  let quietAt = ((await store.query(WRITTEN_TO, [])) as { written_to: string }[])[0]?.written_to ?? '';
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const [look] = (await store.query(LOOK, [policy.walBytes, policy.maxAgeMs])) as { written_to: string; log_full: boolean; old: boolean }[];
      if (!look || !(look.log_full || (look.old && look.written_to !== quietAt))) return;
      // Read with the checkpoint, so that no other statement's writes fall between them.
      const [, after] = (await store.together(`CHECKPOINT; ${WRITTEN_TO}`)) as [unknown, { written_to: string }[]];
      quietAt = after[0]?.written_to ?? '';
    } catch {
      // Looked at again at the next look. A sync that fails stops PostgreSQL itself, and the thread with it.
    } finally {
      running = false;
    }
  }, policy.checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
