import { findPlan } from '../../shared/plans.js';
import type { Deps } from '../deps.js';
import { escapeHtml, htmlPage } from '../http/html-page.js';
import type { Answer, Ctx, Route } from '../http/router.js';
import { completeCheckout } from '../services/billing/checkouts.js';
import { hashToken } from '../services/tokens.js';

// The local billing provider's own pages (see http/html-page.ts).

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

const escape = escapeHtml;
const page = (status: number, title: string, body: string): Answer => htmlPage(status, 'Store Shield · test billing', title, body);

export function billingPageRoutes(deps: Deps): Route[] {
  const { db } = deps;

  const checkoutRow = async (id: string) => {
    const [row] = await db.query<{ plan: string; status: string }>('SELECT plan, status FROM checkouts WHERE id = $1', [id]);
    return row;
  };

  const show = async (ctx: Ctx): Promise<Answer> => {
    const id = ctx.params.id!;
    const row = await checkoutRow(id);
    if (!row) return page(404, 'Checkout not found', `<p>This checkout does not exist.</p><a href="/onboarding">Back to Store Shield</a>`);
    if (row.status !== 'pending') {
      return page(409, 'Checkout closed', `<p>This checkout has already been completed or replaced by a newer one.</p><a href="/onboarding">Back to Store Shield</a>`);
    }
    const plan = findPlan(row.plan)!;
    return page(
      200,
      `Pay for the ${plan.name} plan`,
      `<table><thead><tr><th>Item</th><th class="num">Amount</th></tr></thead><tbody>
<tr><td>${plan.emoji} ${plan.name} plan, first month (${plan.sessions.toLocaleString('en-US')} sessions a month)</td><td class="num">${usd(plan.price)}</td></tr>
<tr><td>One-time setup fee</td><td class="num">${usd(plan.setupFee)}</td></tr></tbody>
<tfoot><tr><td>Due today</td><td class="num">${usd(plan.price + plan.setupFee)}</td></tr></tfoot></table>
<form method="post" action="/billing/checkout/${encodeURIComponent(id)}/complete"><button type="submit">Complete test payment</button></form>
<p class="note">This is the built-in test provider: no card is charged.</p>
<a class="cancel" href="/onboarding">Cancel and go back</a>`,
    );
  };

  const complete = async (ctx: Ctx): Promise<Answer> => {
    ctx.req.resume();
    const result = await db.transaction((tx) => completeCheckout(tx, ctx.params.id!, deps.clock()));
    if (result.ok) return { status: 303, headers: { Location: '/onboarding?checkout=success' } };
    return result.reason === 'unknown'
      ? page(404, 'Checkout not found', `<p>This checkout does not exist.</p><a href="/onboarding">Back to Store Shield</a>`)
      : page(409, 'Checkout closed', `<p>This checkout has already been completed or replaced by a newer one.</p><a href="/onboarding">Back to Store Shield</a>`);
  };

  const portal = async (ctx: Ctx): Promise<Answer> => {
    const [session] = await db.query<{ account_id: string }>('SELECT account_id FROM portal_sessions WHERE token_hash = $1 AND expires_at > $2', [
      hashToken(ctx.params.token!),
      deps.clock(),
    ]);
    if (!session) return page(404, 'Link expired', `<p>This billing link has expired. Open Manage Billing again from your settings.</p><a href="/settings">Back to Store Shield</a>`);
    const [account] = await db.query<{ plan: string | null }>('SELECT plan FROM accounts WHERE id = $1', [session.account_id]);
    const invoices = await db.query<{ description: string; amount_usd: number; created_at: Date }>(
      'SELECT description, amount_usd, created_at FROM invoices WHERE account_id = $1 ORDER BY created_at DESC',
      [session.account_id],
    );
    const plan = findPlan(account?.plan);
    const rows = invoices
      .map((i) => `<tr><td>${new Date(i.created_at).toISOString().slice(0, 10)}</td><td>${escape(i.description)}</td><td class="num">${usd(i.amount_usd)}</td></tr>`)
      .join('');
    return page(
      200,
      'Billing',
      `<p>Current plan: <strong>${plan ? `${plan.emoji} ${plan.name}, ${usd(plan.price)} a month` : 'none yet'}</strong></p>
<table><thead><tr><th>Date</th><th>Invoice</th><th class="num">Amount</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No invoices yet.</td></tr>'}</tbody></table>
<a href="/settings">Back to Store Shield</a>`,
    );
  };

  return [
    { method: 'GET', path: '/billing/checkout/:id', handler: show },
    { method: 'POST', path: '/billing/checkout/:id/complete', handler: complete },
    { method: 'GET', path: '/billing/portal/:token', handler: portal, secretParams: ['token'] },
  ];
}
