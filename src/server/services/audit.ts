import { writeAuditEvent, type AuditEvent } from '../data/audit.js';
import { isForeignKeyViolation } from '../db/errors.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { SESSION_EXPIRED, unauthenticated } from '../errors.js';
import type { Requester } from './requester.js';

/**
 * The event of a request: its address and the clock's time. An actor deleted since the request was
 * authenticated has no session left: 401 (inside a transaction, the change it went with is undone).
 */
export async function audit(deps: Deps, from: Pick<Requester, 'ip'>, event: AuditEvent, db: Queryable = deps.db): Promise<void> {
  try {
    await writeAuditEvent(db, { ...event, address: from.ip, at: deps.clock() });
  } catch (err) {
    if (isForeignKeyViolation(err) && event.actorId) throw unauthenticated(SESSION_EXPIRED);
    throw err;
  }
}
