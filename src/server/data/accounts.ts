import type { OnboardingStep } from '../../shared/api-types.js';
import type { Queryable } from '../db/types.js';

// Onboarding goes CHOOSE_PLAN -> CHECKOUT_STARTED -> SUBSCRIBED (a paid checkout) -> COMPLETED (its
// first stores). Each step is written only from the steps before it, so a late or repeated request
// never moves an account back.

/** Before a paid checkout: a plan can be chosen, and no store added yet. */
export const beforePlan = (step: OnboardingStep | undefined): boolean => step === 'CHOOSE_PLAN' || step === 'CHECKOUT_STARTED';

export async function markCheckoutStarted(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`UPDATE accounts SET onboarding_step = 'CHECKOUT_STARTED' WHERE id = $1 AND onboarding_step IN ('CHOOSE_PLAN', 'CHECKOUT_STARTED')`, [
    accountId,
  ]);
}

/** A paid checkout gives the account its plan (and the provider's ids when it has them). */
export async function markSubscribed(
  tx: Queryable,
  accountId: string,
  plan: string,
  provider: { customerId?: string | null; subscriptionId?: string | null },
): Promise<void> {
  await tx.query(
    // An account back after its subscription ended has its stores already: it is done onboarding.
    `UPDATE accounts SET plan = $2,
            onboarding_step = CASE WHEN EXISTS (SELECT 1 FROM stores WHERE account_id = $1) THEN 'COMPLETED' ELSE 'SUBSCRIBED' END,
            billing_customer_id = COALESCE($3, billing_customer_id),
            billing_subscription_id = COALESCE($4, billing_subscription_id),
            billing_status = 'active', protected_until = NULL, plan_event_at = NULL, payment_event_at = NULL
      WHERE id = $1`,
    [accountId, plan, provider.customerId ?? null, provider.subscriptionId ?? null],
  );
}

/**
 * The subscription has ended (cancelled here or at the provider): every store is disabled at once and
 * the account chooses a plan again. Its data stays: the stores wait, disabled, for a new plan.
 */
export async function markSubscriptionEnded(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(
    `UPDATE accounts SET billing_status = 'canceled', protected_until = NULL, plan = NULL, onboarding_step = 'CHOOSE_PLAN' WHERE id = $1`,
    [accountId],
  );
  await tx.query('UPDATE stores SET disabled = true WHERE account_id = $1', [accountId]);
}

/** Adding the first stores is the last step. */
export async function markStoresAdded(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`UPDATE accounts SET onboarding_step = 'COMPLETED' WHERE id = $1 AND onboarding_step IN ('SUBSCRIBED', 'SETUP_STORE')`, [accountId]);
}

/** The account's step, its row locked until the transaction ends (stores are added one request at a time). */
export async function lockedStep(tx: Queryable, accountId: string): Promise<OnboardingStep | undefined> {
  // NO KEY UPDATE: callers of this go one at a time, while rows that only refer to the account (an
  // activity event, an invoice) can still be written by others meanwhile.
  const [row] = await tx.query<{ onboarding_step: OnboardingStep }>('SELECT onboarding_step FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
  return row?.onboarding_step;
}

/** The account's plan's name; null between subscriptions, undefined when there is no such account. */
export async function accountPlan(q: Queryable, accountId: string): Promise<string | null | undefined> {
  const [account] = await q.query<{ plan: string | null }>('SELECT plan FROM accounts WHERE id = $1', [accountId]);
  return account?.plan;
}
