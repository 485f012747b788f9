// The local provider's monthly payments, taken or failed by hand from its billing page: it has no
// card to decline, so a developer (and the tests) can see what a failed payment and the payment
// after it do to the account.
import { DAY_MS } from '../../../shared/months.js';
import { findPlan } from '../../../shared/plans.js';
import { lockedPastDuePlan, markPaid, markPastDue } from '../../data/accounts.js';
import { addInvoice } from '../../data/billing.js';
import type { Deps } from '../../deps.js';
import { completeCheckout, type CompleteResult } from './checkouts.js';

/** The test checkout page's payment: the checkout completes at once. */
export const payCheckout = (deps: Deps, checkoutId: string): Promise<CompleteResult> =>
  deps.db.transaction((tx) => completeCheckout(tx, checkoutId, deps.clock()));

export async function failNextPayment(deps: Deps, accountId: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction((tx) => markPastDue(tx, accountId, new Date(now.getTime() + deps.config.pastDueGraceDays * DAY_MS), now));
}

/** Pays the open invoice of an account that is past due; nothing for one that is not. */
export async function payOpenInvoice(deps: Deps, accountId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const plan = findPlan(await lockedPastDuePlan(tx, accountId));
    if (!plan) return;
    await markPaid(tx, accountId, deps.clock());
    await addInvoice(tx, accountId, `${plan.name} plan, monthly payment`, plan.price, deps.clock());
  });
}
