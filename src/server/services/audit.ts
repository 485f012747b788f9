import { writeAuditEvent, type AuditEvent } from '../data/audit.js';
import { isForeignKeyViolation } from '../db/errors.js';
import type { Queryable } from '../db/types.js';
import type { Deps } from '../deps.js';
import { SESSION_EXPIRED, unauthenticated } from '../errors.js';
import type { EventSource } from './requester.js';
import { describeUserAgent } from './user-agent.js';

/**
 * The event of a request: its address, its browser ("Chrome 132 on macOS") and the clock's time. An
 * actor deleted since the request was authenticated has no session left: 401 (inside a transaction,
 * the change it went with is undone).
 */
export async function audit(deps: Deps, from: EventSource, event: AuditEvent, db: Queryable = deps.db): Promise<void> {
  try {
    const browser = from.userAgent ? describeUserAgent(from.userAgent, { version: true }) : null;
    await writeAuditEvent(db, { ...event, address: from.ip, browser, at: deps.clock() });
  } catch (err) {
    if (isForeignKeyViolation(err) && event.actorId) throw unauthenticated(SESSION_EXPIRED);
    throw err;
  }
}
