import type { InstallAnswer, InstallStatus, SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef, QueryDef } from '../../api/ApiProvider.js';

// My Stores' own calls (ADMIN only); every change refreshes 'Stores' and the analytics that list them.
// The list and adding to it are shared with onboarding, in api/stores.ts.

export const setStoreDisabled: MutationDef<{ storeId: string; disabled: boolean }, SuccessAnswer> = {
  request: ({ storeId, disabled }) => ({ method: 'PATCH', path: `/stores/${encodeURIComponent(storeId)}`, body: { disabled } }),
  invalidates: ['Stores', 'Analytics'],
};

/** Whether the store's snippet has sent a visit yet: what the install dialog waits for. */
export const installQuery: QueryDef<string, InstallStatus> = {
  key: (storeId) => `install:${storeId}`,
  tags: ['Stores'],
  request: (storeId) => ({ method: 'GET', path: `/stores/${encodeURIComponent(storeId)}/install` }),
  select: (answer: InstallAnswer) => answer.install,
};

/** The line a merchant pastes into their store's pages (protect.js counts sessions, blocks copying). */
export const snippetFor = (storeId: string): string =>
  `<script async src="${window.location.origin}/protect.js" data-store="${storeId}"></script>`;
