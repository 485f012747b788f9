import type { Store } from '../../../shared/api-types.js';

export type StatusFilter = 'all' | 'enabled' | 'disabled';
export type SortKey = 'domain' | 'added' | 'sessions';
export interface Sort {
  key: SortKey;
  descending: boolean;
}

/** A page of the list holds this many stores. */
export const PAGE_SIZE = 25;
/** As the server lists them: newest first. */
export const DEFAULT_SORT: Sort = { key: 'added', descending: true };

/** My Stores' search and status filter: by domain substring (any case) and by status. */
export function filterStores(stores: Store[], search: string, status: StatusFilter): Store[] {
  const needle = search.trim().toLowerCase();
  return stores.filter((s) => s.domain.toLowerCase().includes(needle) && (status === 'all' || (status === 'disabled') === s.disabled));
}

// One collator for every comparison: localeCompare sets one up per call, a cost that 500 stores
// sorted on each keystroke of a search can feel.
const collator = new Intl.Collator('en');
const BY: Record<SortKey, (a: Store, b: Store) => number> = {
  domain: (a, b) => collator.compare(a.domain, b.domain),
  // ISO timestamps in UTC order as plain strings.
  added: (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0),
  sessions: (a, b) => a.sessionsThisMonth - b.sessionsThisMonth,
};

/** The list in the chosen order (ties by domain, so the order is stable). */
export function sortStores(stores: Store[], { key, descending }: Sort): Store[] {
  const sign = descending ? -1 : 1;
  return [...stores].sort((a, b) => sign * BY[key](a, b) || BY.domain(a, b));
}

/** 'sessions' or '-sessions' (descending) in the address; anything else is the default. */
export function parseSort(value: string | null): Sort {
  const key = value?.replace(/^-/, '') as SortKey;
  return Object.hasOwn(BY, key) ? { key, descending: value!.startsWith('-') } : DEFAULT_SORT;
}
export const sortParam = ({ key, descending }: Sort): string => `${descending ? '-' : ''}${key}`;

/** One page of the list, the page number kept within the pages there are. */
export function pageOf<T>(items: T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pages);
  return { items: items.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE), page: shown, pages };
}
