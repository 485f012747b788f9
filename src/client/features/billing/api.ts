import type { MutationDef } from '../../api/ApiProvider.js';

// The billing portal, offered by Settings and by the past-due banner (ADMIN only on the server).

/** A short-lived link to the billing portal, opened in a new tab; it changes no cached data. */
export const openBillingPortal: MutationDef<void, { url: string }> = {
  request: () => ({ method: 'POST', path: '/billing/portal' }),
  invalidates: [],
};
