import type { MutationDef } from '../../api/ApiProvider.js';

// The one call of the Settings screen: the external billing portal (ADMIN only on the server).

/** A short-lived link to the billing portal, opened in a new tab; it changes no cached data. */
export const openBillingPortal: MutationDef<void, { url: string }> = {
  request: () => ({ method: 'POST', path: '/billing/portal' }),
  invalidates: [],
};
