import { deleteInChunks } from '../db/delete-in-chunks.js';
import type { Deps } from '../deps.js';
import { auditKeptSince } from './audit.js';

/** How often every account's events past the kept months are deleted. */
const AUDIT_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes every account's events past the kept months, at start and then every `everyMs`, off the
 * request path, so that an account that writes nothing new loses its old events too. Every process
 * sharing a database runs it.
 */
export function auditPurge(deps: Pick<Deps, 'db' | 'clock' | 'log'>, everyMs = AUDIT_PURGE_EVERY_MS) {
  let running: Promise<void> | undefined;

  const purge = () => deleteInChunks(deps.db, 'audit_events', 'id', 'created_at < $1', [auditKeptSince(deps.clock())]);

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
