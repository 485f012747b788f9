import type { AuditKind } from '../../shared/audit.js';
import { KEPT_MONTHS } from '../../shared/months.js';
import { deleteInChunks } from '../db/delete-in-chunks.js';
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
export async function writeAuditEvent(db: Queryable, event: AuditEvent & { address?: string | null; browser?: string | null; at: Date }): Promise<void> {
  const details = Array.isArray(event.detail) ? event.detail : [event.detail ?? null];
  await db.query(
    `INSERT INTO audit_events (account_id, actor_id, actor, kind, detail, address, browser, created_at)
     SELECT $1, $2::uuid, (SELECT COALESCE(NULLIF(name, ''), email) FROM users WHERE id = $2::uuid), $3, detail, $5, $7, $6
       FROM unnest($4::text[]) AS detail`,
    [event.accountId, event.actorId ?? null, event.kind, details, event.address ?? null, event.at, event.browser ?? null],
  );
}

/** The oldest moment an account's activity still holds: it is kept as long as the daily figures. */
export function auditKeptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - KEPT_MONTHS);
  return since;
}

/** An event of the activity as the account's admins read it. */
export interface ActivityEntry {
  id: string;
  at: Date;
  /** The actor's name when the event was written; none for the billing provider. */
  actor: string | null;
  kind: AuditKind;
  detail: string | null;
  address: string | null;
  /** The browser it came from ("Chrome 132 on macOS"); null for events from before browsers were kept, and the billing provider's. */
  browser: string | null;
}

/** How many of the account's events since `since` there are (of one kind when given). */
export async function countActivity(q: Queryable, accountId: string, kind: AuditKind | null, since: Date): Promise<number> {
  const [{ total }] = (await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM audit_events WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2) AND created_at >= $3',
    [accountId, kind, since],
  )) as [{ total: number }];
  return total;
}

/** `limit` of the account's events since `since` (of one kind when given), newest first, after skipping `offset`. */
export async function activityPage(q: Queryable, accountId: string, kind: AuditKind | null, since: Date, limit: number, offset: number): Promise<ActivityEntry[]> {
  const rows = await q.query<{ id: string; created_at: Date; actor: string | null; kind: AuditKind; detail: string | null; address: string | null; browser: string | null }>(
    `SELECT id::text, created_at, actor, kind, detail, address, browser FROM audit_events
          WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2) AND created_at >= $5
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [accountId, kind, limit, offset, since],
  );
  return rows.map((r) => ({ id: r.id, at: new Date(r.created_at), actor: r.actor, kind: r.kind, detail: r.detail, address: r.address, browser: r.browser }));
}

/** Deletes every account's events from before `before`, a chunk at a time. */
export async function deleteAuditEventsBefore(db: Queryable, before: Date): Promise<void> {
  await deleteInChunks(db, 'audit_events', 'id', 'created_at < $1', [before]);
}
