// Checkouts, invoices, the provider's events already taken, and the local provider's portal visits.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';

export type CheckoutStatus = 'pending' | 'completed' | 'superseded';

export interface Checkout {
  accountId: string;
  plan: string;
  status: CheckoutStatus;
  setupFeeUsd: number;
}

export async function findCheckout(q: Queryable, checkoutId: string): Promise<Checkout | undefined> {
  const [row] = await q.query<{ account_id: string; plan: string; status: CheckoutStatus; setup_fee_usd: number }>(
    'SELECT account_id, plan, status, setup_fee_usd FROM checkouts WHERE id = $1',
    [checkoutId],
  );
  return row && { accountId: row.account_id, plan: row.plan, status: row.status, setupFeeUsd: row.setup_fee_usd };
}

export async function insertCheckout(
  tx: Queryable,
  checkout: { id: string; accountId: string; plan: string; provider: string; providerRef: string | null; setupFeeUsd: number; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO checkouts (id, account_id, plan, provider, provider_ref, status, created_at, setup_fee_usd) VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
    [checkout.id, checkout.accountId, checkout.plan, checkout.provider, checkout.providerRef, checkout.at, checkout.setupFeeUsd],
  );
}

/** Only the newest checkout of an account can be paid: the account's other pending ones are superseded. */
export async function supersedePendingCheckouts(tx: Queryable, accountId: string, exceptId: string | null = null): Promise<void> {
  await tx.query(`UPDATE checkouts SET status = 'superseded' WHERE account_id = $1 AND status = 'pending' AND ($2::text IS NULL OR id <> $2)`, [accountId, exceptId]);
}

/** Marks a checkout completed; answers what it was for. */
export async function claimCheckout(tx: Queryable, checkoutId: string, now: Date): Promise<{ accountId: string; plan: string; setupFeeUsd: number } | undefined> {
  const [row] = await tx.query<{ account_id: string; plan: string; setup_fee_usd: number }>(
    `UPDATE checkouts SET status = 'completed', completed_at = $2 WHERE id = $1 RETURNING account_id, plan, setup_fee_usd`,
    [checkoutId, now],
  );
  return row && { accountId: row.account_id, plan: row.plan, setupFeeUsd: row.setup_fee_usd };
}

export async function hasCompletedCheckout(q: Queryable, accountId: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM checkouts WHERE account_id = $1 AND status = 'completed' LIMIT 1`, [accountId])).length > 0;
}

export interface Invoice {
  description: string;
  amountUsd: number;
  createdAt: Date;
}

export async function addInvoice(tx: Queryable, accountId: string, description: string, amountUsd: number, now: Date): Promise<void> {
  await tx.query('INSERT INTO invoices (id, account_id, description, amount_usd, created_at) VALUES ($1, $2, $3, $4, $5)', [
    randomUUID(),
    accountId,
    description,
    amountUsd,
    now,
  ]);
}

/** The account's invoices, newest first. */
export async function invoicesOf(q: Queryable, accountId: string): Promise<Invoice[]> {
  const rows = await q.query<{ description: string; amount_usd: number; created_at: Date }>(
    'SELECT description, amount_usd, created_at FROM invoices WHERE account_id = $1 ORDER BY created_at DESC',
    [accountId],
  );
  return rows.map((r) => ({ description: r.description, amountUsd: r.amount_usd, createdAt: new Date(r.created_at) }));
}

/** Keeps a provider event's id; false when it was taken before (each is acted on once). */
export async function recordProviderEvent(tx: Queryable, id: string, type: string, at: Date): Promise<boolean> {
  const fresh = await tx.query('INSERT INTO billing_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [id, type, at]);
  return fresh.length > 0;
}

export async function openPortalVisit(q: Queryable, tokenHash: string, accountId: string, expiresAt: Date): Promise<void> {
  await q.query('INSERT INTO portal_sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, accountId, expiresAt]);
}

/** The account a portal visit's link opens, while it has not expired. */
export async function portalVisitAccount(q: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await q.query<{ account_id: string }>('SELECT account_id FROM portal_sessions WHERE token_hash = $1 AND expires_at > $2', [tokenHash, now]);
  return row?.account_id;
}
