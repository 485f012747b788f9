import { AUDIT_PAGE_SIZE, isAuditKind } from '../../shared/audit.js';
import type { AuditEntry } from '../../shared/api-types.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { activityPage, auditKeptSince, countActivity } from '../data/audit.js';
import { route, type DeclaredRoute } from './route.js';

/** GET /api/audit?kind=&page=: the account's activity for its admins, newest first, a page at a time. */
export function auditRoutes(deps: Deps): DeclaredRoute[] {
  const list = route({ method: 'GET', path: '/api/audit', access: 'admin' }, async ({ ctx, caller }) => {
    const kind = ctx.url.searchParams.get('kind') || null;
    if (kind !== null && !isAuditKind(kind)) throw invalid('Choose one of the kinds of activity', { kind: 'Choose one of the kinds of activity' });
    const asked = Number(ctx.url.searchParams.get('page') ?? 1);
    if (!Number.isInteger(asked) || asked < 1) throw invalid('The page is a whole number from 1', { page: 'The page is a whole number from 1' });
    // Events past the kept months wait for the hourly purge; meanwhile they are not shown.
    const since = auditKeptSince(deps.clock());
    const total = await countActivity(deps.db, caller.accountId, kind, since);
    const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
    const page = Math.min(asked, pages);
    const entries = await activityPage(deps.db, caller.accountId, kind, since, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
    const events = entries.map((e): AuditEntry => ({ id: e.id, at: e.at.toISOString(), actor: e.actor, kind: e.kind, detail: e.detail, address: e.address, browser: e.browser }));
    return { body: { events, page, pages, total } };
  });
  return [list];
}
