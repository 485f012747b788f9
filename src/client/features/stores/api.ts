import type { AddStoresAnswer, NewStore, Store, SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';
import { listQuery } from '../../api/list-query.js';

// The calls of My Stores (ADMIN only); every change refreshes 'Stores' and the analytics that list them.

export const storesQuery = listQuery<Store>({ key: 'stores', tag: 'Stores', path: '/stores', field: 'stores' });

/**
 * Adds stores; during onboarding this also completes it (the caller refetches the account when ready).
 * The answer holds the new stores as the list shows them: they join a cached list without a refetch.
 */
export const addStores: MutationDef<{ stores: NewStore[] }, AddStoresAnswer> = {
  request: (body) => ({ method: 'POST', path: '/stores', body }),
  invalidates: ['Analytics'],
  update: (cache, { stores }) =>
    cache.update<Store[]>(storesQuery.key(), (list) => [...stores.filter((s) => !list.some((o) => o.storeId === s.storeId)), ...list]),
};

export const setStoreDisabled: MutationDef<{ storeId: string; disabled: boolean }, SuccessAnswer> = {
  request: ({ storeId, disabled }) => ({ method: 'PATCH', path: `/stores/${encodeURIComponent(storeId)}`, body: { disabled } }),
  invalidates: ['Stores', 'Analytics'],
};

/** The line a merchant pastes into their store's pages (protect.js counts sessions, blocks copying). */
export const snippetFor = (storeId: string): string =>
  `<script async src="${window.location.origin}/protect.js" data-store="${storeId}"></script>`;
