import { AUDIT_PAGE_SIZE, isAuditKind } from '../../shared/audit.js';
import type { AuditEntry } from '../../shared/api-types.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { auditKeptSince } from '../data/audit.js';
import { route, type DeclaredRoute } from './route.js';

/** GET /api/audit?kind=&page=: the account's activity for its admins, newest first, a page at a time. */
export function auditRoutes(deps: Deps): DeclaredRoute[] {
  const list = route({
    method: 'GET',
    path: '/api/audit',
    access: 'admin',
    async handler({ ctx, caller }) {
      const kind = ctx.url.searchParams.get('kind') || null;
      if (kind !== null && !isAuditKind(kind)) throw invalid('Choose one of the kinds of activity', { kind: 'Choose one of the kinds of activity' });
      const asked = Number(ctx.url.searchParams.get('page') ?? 1);
      if (!Number.isInteger(asked) || asked < 1) throw invalid('The page is a whole number from 1', { page: 'The page is a whole number from 1' });
      // Events past the kept months wait for the hourly purge; meanwhile they are not shown.
      const since = auditKeptSince(deps.clock());
      const [{ total }] = (await deps.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM audit_events WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2) AND created_at >= $3',
        [caller.accountId, kind, since],
      )) as [{ total: number }];
      const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
      const page = Math.min(asked, pages);
      const rows = await deps.db.query<{ id: string; created_at: Date; actor: string | null; kind: AuditEntry['kind']; detail: string | null; address: string | null }>(
        `SELECT id::text, created_at, actor, kind, detail, address FROM audit_events
          WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2) AND created_at >= $5
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [caller.accountId, kind, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE, since],
      );
      const events = rows.map(
        (r): AuditEntry => ({ id: r.id, at: new Date(r.created_at).toISOString(), actor: r.actor, kind: r.kind, detail: r.detail, address: r.address }),
      );
      return { body: { events, page, pages, total } };
    },
  });
  return [list];
}
