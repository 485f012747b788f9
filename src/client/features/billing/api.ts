import type { SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

// The account's billing calls (ADMIN only on the server): the portal, offered by Settings and by the
// past-due banner, and ending the subscription.

/** A short-lived link to the billing portal, opened in a new tab; it changes no cached data. */
export const openBillingPortal: MutationDef<void, { url: string }> = {
  request: () => ({ method: 'POST', path: '/billing/portal' }),
  invalidates: [],
};

/** Ends the subscription at once: every store is disabled and the account chooses a plan again. */
export const unsubscribe: MutationDef<void, SuccessAnswer> = {
  request: () => ({ method: 'POST', path: '/billing/unsubscribe' }),
  invalidates: ['Auth', 'Stores'],
};
