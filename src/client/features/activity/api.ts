import type { AuditKind } from '../../../shared/audit.js';
import type { AuditPage } from '../../../shared/api-types.js';
import type { QueryDef } from '../../api/ApiProvider.js';

// The Activity page's call. Nearly every change adds an event, so it follows every group of data.

export const activityQuery: QueryDef<{ kind: AuditKind | null; page: number }, AuditPage> = {
  key: ({ kind, page }) => `activity:${kind ?? 'all'}:${page}`,
  tags: ['Auth', 'Stores', 'IPs', 'Users'],
  request: ({ kind, page }) => ({ method: 'GET', path: `/audit?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page) })}` }),
};
