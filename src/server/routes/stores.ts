import type { AddStoresAnswer, InstallAnswer, Store } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { yearMonthOf } from '../../shared/plans.js';
import { newStoresBody, storeStateBody } from '../../shared/store-inputs.js';
import { listStores, storeStartsSeen, type StoreSummary } from '../data/stores.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { installStatus } from '../services/install-status.js';
import { addStores, setStoreState } from '../services/stores.js';
import { route, type DeclaredRoute } from './route.js';

const toStore = (store: StoreSummary, yearMonth: string): Store => ({
  storeId: store.id,
  domain: store.domain,
  platform: store.platform,
  createdAt: store.createdAt.toISOString(),
  countriesServed: store.countries,
  disabled: store.disabled,
  sessionsThisMonth: store.sessions,
  yearMonth,
  install: installStatus(store),
});

export function storeRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  const list = route({ method: 'GET', path: '/api/stores', access: 'admin' }, async ({ caller }) => {
    const yearMonth = yearMonthOf(deps.clock());
    const stores = await listStores(db, caller.accountId, yearMonth);
    return { body: { stores: stores.map((s) => toStore(s, yearMonth)) } };
  });

  const create = route({ method: 'POST', path: '/api/stores', access: 'admin', body: newStoresBody }, async ({ ctx, caller, body: { stores } }) => {
    const added = await addStores(deps, ctx, caller, stores);
    const answer: AddStoresAnswer = { success: true, stores: added.stores.map((s) => toStore(s, added.yearMonth)) };
    return { status: 201, body: answer };
  });

  const update = route({ method: 'PATCH', path: '/api/stores/:storeId', access: 'admin', body: storeStateBody }, async ({ ctx, caller, params: { storeId }, body }) => {
    if (!isUuid(storeId)) throw notFound('Store not found');
    await setStoreState(deps, ctx, caller, storeId, body.disabled);
    return { body: { success: true } };
  });

  // What the install dialog asks every few seconds while it waits for the store's first visit.
  const install = route({ method: 'GET', path: '/api/stores/:storeId/install', access: 'admin' }, async ({ caller, params: { storeId } }) => {
    const seen = isUuid(storeId) ? await storeStartsSeen(db, caller.accountId, storeId) : undefined;
    if (!seen) throw notFound('Store not found');
    const answer: InstallAnswer = { install: installStatus(seen) };
    return { body: answer };
  });

  return [list, create, update, install];
}
