import type { AddStoresAnswer, NewStore, Store } from '../../shared/api-types.js';
import type { MutationDef } from './ApiProvider.js';
import { listQuery } from './list-query.js';

// The account's stores (ADMIN only): My Stores lists them; Add Store and onboarding's stores step add to them.

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
