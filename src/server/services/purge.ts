import { auditKeptSince, deleteAuditEventsBefore } from '../data/audit.js';
import { deleteExpired, EXPIRING_TABLES } from '../data/expiring.js';
import { deleteUnverifiedAccountsBefore } from '../data/users.js';
import type { Deps } from '../deps.js';
import { UNVERIFIED_KEPT_MS } from './email-verification.js';
import { expireInvitations } from './invitations.js';

/** How often rows past their keeping are deleted. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes what is no longer kept, at start and then every `everyMs`, off the request path: every
 * account's events past the kept months (an account that writes nothing new loses its old ones too),
 * the rows of EXPIRING_TABLES past their expiry, registrations whose address was not proven within a
 * day (with their accounts), and invitations whose links all expired (each told in its account's
 * activity). An expired row opens nothing (every lookup asks for a live one); deleting it keeps these
 * tables the size of what is live. A session that ended
 * unused (SESSION_IDLE_DAYS) goes once it expires too, so a process's own setting never decides for
 * the others. Every process sharing a database runs it; one step failing does not stop the others.
 */
export function purgeOldRows(deps: Pick<Deps, 'db' | 'clock' | 'log'>, everyMs = PURGE_EVERY_MS) {
  let running: Promise<void> | undefined;

  const step = (table: string, purge: () => Promise<void>) =>
    purge().catch((err: Error) => deps.log({ level: 'error', msg: 'purging old rows failed', table, error: err.message }));

  const purge = async () => {
    const now = deps.clock();
    await step('audit_events', () => deleteAuditEventsBefore(deps.db, auditKeptSince(now)));
    for (const table of EXPIRING_TABLES) await step(table, () => deleteExpired(deps.db, table, now));
    await step('unverified registrations', () => deleteUnverifiedAccountsBefore(deps.db, new Date(now.getTime() - UNVERIFIED_KEPT_MS)));
    await step('expired invitations', () => expireInvitations(deps.db, now));
  };

  const run = () => {
    running ??= purge().finally(() => (running = undefined));
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
