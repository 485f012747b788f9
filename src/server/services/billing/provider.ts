import type { Plan } from '../../../shared/plans.js';

/** A payment provider: where a checkout happens, how a plan changes, where the customer manages billing. */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** Answers the address the browser goes to for paying. */
  startCheckout(args: { checkoutId: string; accountId: string; email: string; plan: Plan; setupFee: number }): Promise<{ url: string; providerRef?: string }>;
  changePlan(args: { accountId: string; subscriptionId: string | null; plan: Plan }): Promise<void>;
  portalUrl(args: { accountId: string; customerId: string | null }): Promise<string>;
  /** Ends the subscription now: no further payment is taken. */
  cancel(args: { accountId: string; subscriptionId: string | null }): Promise<void>;
}

/** The provider could not be reached or refused: the caller sees a 502, nothing is changed. */
export class ProviderError extends Error {}
