import type { SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef, QueryDef } from '../../api/ApiProvider.js';

// The calls of My Stores (ADMIN only); every change refreshes 'Stores'.

export interface Store {
  storeId: string;
  domain: string;
  platform: string;
  createdAt: string;
  countriesServed: string[];
  disabled: boolean;
  sessionsThisMonth: number;
  yearMonth: string;
}

export const storesQuery: QueryDef<void, Store[]> = {
  key: () => 'stores',
  tags: ['Stores'],
  request: () => ({ method: 'GET', path: '/stores' }),
  select: (answer: { stores?: Store[] }) => answer.stores ?? [],
};

export const setStoreDisabled: MutationDef<{ storeId: string; disabled: boolean }, SuccessAnswer> = {
  request: ({ storeId, disabled }) => ({ method: 'PATCH', path: `/stores/${encodeURIComponent(storeId)}`, body: { disabled } }),
  invalidates: ['Stores'],
};

/** The line a merchant pastes into their store's pages (protect.js counts sessions, blocks copying). */
export const snippetFor = (storeId: string): string =>
  `<script async src="${window.location.origin}/protect.js" data-store="${storeId}"></script>`;
