import { AUDIT_KEPT_MONTHS } from '../../shared/audit.js';
import type { Deps } from '../deps.js';

/** How often every account's events past the kept months are deleted. */
export const AUDIT_PURGE_EVERY_MS = 60 * 60 * 1000;

// A chunk at a time, so that on the embedded store (one query at a time) requests never wait long
// behind it; skipping rows another process's purge holds, so that two never wait on each other.
const PURGE_CHUNK_ROWS = 5000;
const PURGE_CHUNK = `
WITH gone AS (
  DELETE FROM audit_events WHERE id IN (
    SELECT id FROM audit_events WHERE created_at < $1 LIMIT ${PURGE_CHUNK_ROWS} FOR UPDATE SKIP LOCKED)
  RETURNING 1
)
SELECT count(*)::int AS deleted FROM gone`;

/** The oldest moment an account's activity still holds. */
export function auditKeptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - AUDIT_KEPT_MONTHS);
  return since;
}

/**
 * Deletes every account's events past the kept months, at start and then every `everyMs`, off the
 * request path, so that an account that writes nothing new loses its old events too. Every process
 * sharing a database runs it.
 */
export function auditPurge(deps: Pick<Deps, 'db' | 'clock' | 'log'>, everyMs = AUDIT_PURGE_EVERY_MS) {
  let running: Promise<void> | undefined;

  async function purge(): Promise<void> {
    const before = auditKeptSince(deps.clock());
    for (;;) {
      const [row] = await deps.db.query<{ deleted: number }>(PURGE_CHUNK, [before]);
      if ((row?.deleted ?? 0) < PURGE_CHUNK_ROWS) return;
    }
  }

  const run = () => {
    running ??= purge()
      .catch((err: Error) => deps.log({ level: 'error', msg: 'purging old activity failed', error: err.message }))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();

  return {
    async close(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
