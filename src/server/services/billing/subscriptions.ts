// An admin's changes of the account's subscription: paying for a first plan, moving up, the
// provider's billing page, and ending it.
import { findPlan, type Plan } from '../../../shared/plans.js';
import { INVALID_FIELDS } from '../../../shared/messages.js';
import { accountBilling, beforePlan, lockedStep, markCheckoutStarted, markSubscriptionEnded, movePlan, type AccountBilling } from '../../data/accounts.js';
import { addInvoice, insertCheckout, supersedePendingCheckouts } from '../../data/billing.js';
import { contactOf } from '../../data/users.js';
import type { Deps } from '../../deps.js';
import { conflict, invalid, unavailable } from '../../errors.js';
import { audit } from '../audit.js';
import { MINUTE_MS } from '../limits/rate-limits.js';
import type { Requester } from '../requester.js';
import type { Caller } from '../sessions.js';
import { newToken } from '../tokens.js';
import { setupFeeDue } from './checkouts.js';
import { ProviderError, type BillingProvider } from './provider.js';

const PLAN_CHANGE_LEASE_MS = 5 * MINUTE_MS;
const HAS_A_PLAN = 'This account already has a plan. Use the upgrade page to change it.';

async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderError) throw unavailable('The payment provider could not be reached. Please try again later.');
    throw err;
  }
}

export function subscriptions(deps: Deps, provider: BillingProvider) {
  const { db } = deps;
  const billingOf = async (accountId: string): Promise<AccountBilling> => (await accountBilling(db, accountId))!;

  /**
   * One change of an account's subscription at a time, in every process: two upgrades at once would
   * each change it at the provider, and the account could keep another plan than the one the
   * provider goes on billing. Held for at most five minutes, far longer than a change can take (a
   * provider call gives up after 15 s), so it is never let go by anyone but its holder; a process
   * stopped mid-change leaves it to run out.
   */
  async function oneChangeAtATime<T>(accountId: string, change: () => Promise<T>): Promise<T> {
    const key = `plan-change:${accountId}`;
    if (await deps.limiter.hit(key, 1, PLAN_CHANGE_LEASE_MS)) throw conflict('Another change of this subscription is under way. Reload and try again.');
    try {
      return await change();
    } finally {
      await deps.limiter.clear(key).catch(() => {});
    }
  }

  return {
    /** Starts paying for a first plan: answers the provider's checkout page. */
    async startCheckout(caller: Caller, plan: Plan): Promise<string> {
      if (!beforePlan((await billingOf(caller.accountId)).onboardingStep)) throw conflict(HAS_A_PLAN);
      const { email } = (await contactOf(db, caller.userId))!;
      const checkoutId = newToken();
      const setupFee = await setupFeeDue(db, caller.accountId, plan);
      const started = await withProvider(() => provider.startCheckout({ checkoutId, accountId: caller.accountId, email, plan, setupFee }));
      await db.transaction(async (tx) => {
        // Only the newest checkout of an account can be paid: an older tab's page no longer works (with
        // Stripe, a payment taken on one anyway still counts: see completeCheckout).
        // Checked again under the lock: another tab's checkout may have been paid meanwhile.
        if (!beforePlan(await lockedStep(tx, caller.accountId))) throw conflict(HAS_A_PLAN);
        await supersedePendingCheckouts(tx, caller.accountId);
        await insertCheckout(tx, {
          id: checkoutId,
          accountId: caller.accountId,
          plan: plan.name,
          provider: provider.name,
          providerRef: started.providerRef ?? null,
          setupFeeUsd: setupFee,
          at: deps.clock(),
        });
        await markCheckoutStarted(tx, caller.accountId);
      });
      return started.url;
    },

    /** Moves the account up to a plan ranked above its own, at the provider first. */
    async upgrade(caller: Caller, from: Requester, plan: Plan): Promise<void> {
      await oneChangeAtATime(caller.accountId, async () => {
        const current = await billingOf(caller.accountId);
        const currentPlan = findPlan(current.plan);
        if (!currentPlan) throw invalid('Choose a plan and complete checkout first');
        if (plan.rank <= currentPlan.rank) {
          throw invalid(INVALID_FIELDS, { newPlan: `Choose a plan ranked above your current plan (${currentPlan.name})` });
        }
        await withProvider(() => provider.changePlan({ accountId: caller.accountId, subscriptionId: current.subscriptionId, plan }));
        await db.transaction(async (tx) => {
          // The plan is checked again in the write: a provider's plan event may have moved it meanwhile.
          if (!(await movePlan(tx, caller.accountId, currentPlan.name, plan.name, deps.clock()))) throw conflict('The plan changed meanwhile. Reload and try again.');
          await addInvoice(tx, caller.accountId, `Upgrade from ${currentPlan.name} to ${plan.name}`, plan.price, deps.clock());
          await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'plan-changed', detail: `${currentPlan.name} to ${plan.name}` }, tx);
        });
      });
    },

    /** The provider's page where the customer manages payment. */
    async portalUrl(caller: Caller): Promise<string> {
      const current = await billingOf(caller.accountId);
      return withProvider(() => provider.portalUrl({ accountId: caller.accountId, customerId: current.customerId }));
    },

    /** Ends the subscription now, at the provider first; every store is disabled. */
    async unsubscribe(caller: Caller, from: Requester): Promise<void> {
      await oneChangeAtATime(caller.accountId, async () => {
        const current = await billingOf(caller.accountId);
        if (!findPlan(current.plan)) throw conflict('This account has no subscription to end.');
        await withProvider(() => provider.cancel({ accountId: caller.accountId, subscriptionId: current.subscriptionId }));
        await db.transaction(async (tx) => {
          await markSubscriptionEnded(tx, caller.accountId);
          await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'unsubscribed', detail: current.plan }, tx);
        });
      });
    },
  };
}
