import { findPlan } from '../../shared/plans.js';
import type { Deps } from '../deps.js';
import type { Answer, Ctx, Route } from '../http/router.js';
import { completeCheckout } from '../services/billing/checkouts.js';
import { hashToken } from '../services/tokens.js';

// The local billing provider's own pages: server-rendered, no scripts, styles from /billing/billing.css
// (the Content-Security-Policy allows no inline style).

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(status: number, title: string, body: string): Answer {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Store Shield billing</title><link rel="stylesheet" href="/billing/billing.css"><link rel="icon" href="/favicon.svg"></head>
<body><main class="card"><p class="brand">Store Shield · test billing</p><h1>${escape(title)}</h1>${body}</main></body></html>`,
  };
}

const CSS = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#f6f7fb;color:#1b1f2b;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.card{width:min(460px,100%);padding:32px;border:1px solid #e3e6ee;border-radius:16px;background:#fff}.brand{margin:0 0 8px;color:#4f46e5;font-weight:700;font-size:14px}
h1{margin:0 0 16px;font-size:24px}table{width:100%;border-collapse:collapse;margin:0 0 24px}th,td{padding:8px 0;border-bottom:1px solid #e3e6ee;text-align:left}td.num,th.num{text-align:right}
tfoot td{font-weight:700;border-bottom:0}button{width:100%;min-height:44px;border:0;border-radius:6px;background:#4f46e5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#4338ca}button:focus-visible,a:focus-visible{outline:3px solid #818cf8;outline-offset:2px}.cancel{display:block;margin-top:16px;text-align:center;color:#5d6477}
.note{color:#5d6477;font-size:14px}a{color:#4f46e5}`;

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
    { method: 'GET', path: '/billing/billing.css', handler: () => ({ status: 200, css: CSS }) },
    { method: 'GET', path: '/billing/checkout/:id', handler: show },
    { method: 'POST', path: '/billing/checkout/:id/complete', handler: complete },
    { method: 'GET', path: '/billing/portal/:token', handler: portal, secretParams: ['token'] },
  ];
}
