import type { Store } from '../../../shared/api-types.js';

export type StatusFilter = 'all' | 'enabled' | 'disabled';

/** My Stores' search and status filter: by domain substring (any case) and by status. */
export function filterStores(stores: Store[], search: string, status: StatusFilter): Store[] {
  const needle = search.trim().toLowerCase();
  return stores.filter((s) => s.domain.toLowerCase().includes(needle) && (status === 'all' || (status === 'disabled') === s.disabled));
}
