import type { AuditKind } from '../../shared/audit.js';
import { KEPT_MONTHS } from '../../shared/months.js';
import type { Queryable } from '../db/types.js';

export interface AuditEvent {
  accountId: string;
  /** Who did it: a user of the account, by id (their name is kept beside it); none for the billing provider. */
  actorId?: string | null;
  kind: AuditKind;
  /** What it was done to: a store's domain, an address, a user's email, a plan; several make an event each. */
  detail?: string | string[] | null;
}

/**
 * Writes an event to the account's activity (one per detail when given several, in one statement).
 * Inside the caller's transaction when given one, so that the event stands or falls with the change.
 * Events past the kept months are deleted by purgeOldRows.
 */
export async function writeAuditEvent(db: Queryable, event: AuditEvent & { address?: string | null; at: Date }): Promise<void> {
  const details = Array.isArray(event.detail) ? event.detail : [event.detail ?? null];
  await db.query(
    `INSERT INTO audit_events (account_id, actor_id, actor, kind, detail, address, created_at)
     SELECT $1, $2::uuid, (SELECT COALESCE(NULLIF(name, ''), email) FROM users WHERE id = $2::uuid), $3, detail, $5, $6
       FROM unnest($4::text[]) AS detail`,
    [event.accountId, event.actorId ?? null, event.kind, details, event.address ?? null, event.at],
  );
}

/** The oldest moment an account's activity still holds: it is kept as long as the daily figures. */
export function auditKeptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - KEPT_MONTHS);
  return since;
}
