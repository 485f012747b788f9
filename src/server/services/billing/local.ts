import { openPortalVisit } from '../../data/billing.js';
import type { Db } from '../../db/types.js';
import { hashToken, newToken } from '../tokens.js';
import type { BillingProvider } from './provider.js';

export const PORTAL_TTL_MS = 15 * 60 * 1000;

/** A stand-in provider served by this server: a test payment page and a portal listing the invoices. */
export function localProvider(config: { appUrl: string }, db: Db, clock: () => Date): BillingProvider {
  return {
    name: 'local',
    async startCheckout({ checkoutId }) {
      return { url: `${config.appUrl}/billing/checkout/${checkoutId}` };
    },
    async changePlan() {
      // Nothing to tell anyone: the plan lives in our own store.
    },
    async cancel() {
      // Nor here: the local provider takes no payments to stop.
    },
    async portalUrl({ accountId }) {
      const token = newToken();
      await openPortalVisit(db, hashToken(token), accountId, new Date(clock().getTime() + PORTAL_TTL_MS));
      return `${config.appUrl}/billing/portal/${token}`;
    },
  };
}
