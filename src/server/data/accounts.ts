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
/** Holds the account's row for the rest of the transaction, as lockedStep does, so that what is counted of it stays true. */
export async function holdAccount(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
}

export async function lockedStep(tx: Queryable, accountId: string): Promise<OnboardingStep | undefined> {
  // NO KEY UPDATE: callers of this go one at a time, while rows that only refer to the account (an
  // activity event, an invoice) can still be written by others meanwhile.
  const [row] = await tx.query<{ onboarding_step: OnboardingStep }>('SELECT onboarding_step FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
  return row?.onboarding_step;
}

/** A new account: its onboarding starts at choosing a plan, and its first user is added beside it. */
export async function addAccount(tx: Queryable, account: { id: string; company: string | null; createdAt: Date }): Promise<void> {
  await tx.query('INSERT INTO accounts (id, company, created_at) VALUES ($1, $2, $3)', [account.id, account.company, account.createdAt]);
}

// Billing: where the account's subscription stands, as the provider and the plan changes move it.

export interface AccountBilling {
  onboardingStep: OnboardingStep;
  plan: string | null;
  billingStatus: 'active' | 'past_due' | 'canceled';
  customerId: string | null;
  subscriptionId: string | null;
}

export async function accountBilling(q: Queryable, accountId: string): Promise<AccountBilling | undefined> {
  const [row] = await q.query<{
    onboarding_step: OnboardingStep;
    plan: string | null;
    billing_status: AccountBilling['billingStatus'];
    billing_customer_id: string | null;
    billing_subscription_id: string | null;
  }>('SELECT onboarding_step, plan, billing_status, billing_customer_id, billing_subscription_id FROM accounts WHERE id = $1', [accountId]);
  return (
    row && {
      onboardingStep: row.onboarding_step,
      plan: row.plan,
      billingStatus: row.billing_status,
      customerId: row.billing_customer_id,
      subscriptionId: row.billing_subscription_id,
    }
  );
}

/**
 * Moves the account from one plan to another, unless something moved it meanwhile (false then);
 * plan events from the provider older than `at` no longer apply.
 */
export async function movePlan(tx: Queryable, accountId: string, from: string, to: string, at: Date): Promise<boolean> {
  const moved = await tx.query('UPDATE accounts SET plan = $2, plan_event_at = $4 WHERE id = $1 AND plan = $3 RETURNING id', [accountId, to, from, at]);
  return moved.length > 0;
}

/** The account holding a provider's subscription, its row locked, with the times of the newest events applied to it. */
export async function lockedAccountOfSubscription(tx: Queryable, subscriptionId: string) {
  const [row] = await tx.query<{ id: string; plan: string | null; billing_status: string; plan_event_at: Date | null; payment_event_at: Date | null }>(
    'SELECT id, plan, billing_status, plan_event_at, payment_event_at FROM accounts WHERE billing_subscription_id = $1 FOR UPDATE',
    [subscriptionId],
  );
  return (
    row && {
      id: row.id,
      plan: row.plan,
      billingStatus: row.billing_status,
      planEventAt: row.plan_event_at && new Date(row.plan_event_at),
      paymentEventAt: row.payment_event_at && new Date(row.payment_event_at),
    }
  );
}

/** The provider changed the plan (its portal): the event's time is kept so older ones change nothing. */
export async function setPlanFromProvider(tx: Queryable, accountId: string, plan: string, at: Date): Promise<void> {
  await tx.query('UPDATE accounts SET plan = $2, plan_event_at = $3 WHERE id = $1', [accountId, plan, at]);
}

/** A payment failed: the account is past due; its stores keep working until `protectedUntil` (a second failure keeps the first date). An account without a plan has no payment to fail. */
export async function markPastDue(tx: Queryable, accountId: string, protectedUntil: Date, at: Date): Promise<void> {
  await tx.query(
    `UPDATE accounts SET billing_status = 'past_due', protected_until = COALESCE(protected_until, $2), payment_event_at = $3
      WHERE id = $1 AND billing_status <> 'canceled' AND plan IS NOT NULL`,
    [accountId, protectedUntil, at],
  );
}

/** A payment went through: past due is cleared. */
export async function markPaid(tx: Queryable, accountId: string, at: Date): Promise<void> {
  await tx.query(`UPDATE accounts SET billing_status = 'active', protected_until = NULL, payment_event_at = $2 WHERE id = $1 AND billing_status <> 'canceled'`, [
    accountId,
    at,
  ]);
}

/** The plan of an account that is past due, its row locked; undefined when it is not past due. */
export async function lockedPastDuePlan(tx: Queryable, accountId: string): Promise<string | null | undefined> {
  const [row] = await tx.query<{ plan: string | null }>(`SELECT plan FROM accounts WHERE id = $1 AND billing_status = 'past_due' FOR UPDATE`, [accountId]);
  return row?.plan;
}

/** The account's plan's name; null between subscriptions, undefined when there is no such account. */
export async function accountPlan(q: Queryable, accountId: string): Promise<string | null | undefined> {
  const [account] = await q.query<{ plan: string | null }>('SELECT plan FROM accounts WHERE id = $1', [accountId]);
  return account?.plan;
}
