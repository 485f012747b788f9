import { deleteInChunks } from '../db/delete-in-chunks.js';
import type { Deps } from '../deps.js';
import { auditKeptSince } from './audit.js';
import { liveSessionParams } from './sessions.js';

/** How often rows past their keeping are deleted. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The tables of single-use steps, each row ended once past its expires_at. */
const ENDING_TABLES = ['one_time_tokens', 'portal_sessions', 'mfa_challenges'];

/**
 * Deletes what is no longer kept, at start and then every `everyMs`, off the request path: every
 * account's events past the kept months (an account that writes nothing new loses its old ones too),
 * and the sessions, mailed links, billing portal visits and two-factor steps that have ended. An
 * ended one opens nothing (every lookup asks for a live one); deleting it keeps these tables the size
 * of what is live. Every process sharing a database runs it.
 */
export function purgeOldRows(deps: Deps, everyMs = PURGE_EVERY_MS) {
  let running: Promise<void> | undefined;

  const purge = async () => {
    const now = deps.clock();
    await deleteInChunks(deps.db, 'audit_events', 'id', 'created_at < $1', [auditKeptSince(now)]);
    const [, idleSince] = liveSessionParams(deps, now);
    await deleteInChunks(deps.db, 'auth_tokens', 'token_hash', 'expires_at <= $1 OR COALESCE(last_used_at, created_at) <= $2', [now, idleSince]);
    for (const table of ENDING_TABLES) await deleteInChunks(deps.db, table, 'token_hash', 'expires_at <= $1', [now]);
  };

  const run = () => {
    running ??= purge()
      .catch((err: Error) => deps.log({ level: 'error', msg: 'purging old rows failed', error: err.message }))
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
