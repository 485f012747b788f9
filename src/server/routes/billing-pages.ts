import { findPlan, usd } from '../../shared/plans.js';
import { accountBilling } from '../data/accounts.js';
import { findCheckout, invoicesOf, portalVisitAccount } from '../data/billing.js';
import type { Deps } from '../deps.js';
import { escapeHtml, htmlPage } from '../http/html-page.js';
import type { Answer, Ctx } from '../http/router.js';
import { failNextPayment, payCheckout, payOpenInvoice } from '../services/billing/local-payments.js';
import { hashToken } from '../services/tokens.js';
import { route, type DeclaredRoute } from './route.js';

// The local billing provider's own pages (see http/html-page.ts).

const escape = escapeHtml;
const page = (status: number, title: string, body: string): Answer => htmlPage(status, 'Store Shield · test billing', title, body);

/** Public: a checkout's id and a portal visit's token are the secrets these pages are opened with. */
export function billingPageRoutes(deps: Deps): DeclaredRoute[] {
  const { db } = deps;

  const show = async (ctx: Ctx): Promise<Answer> => {
    const id = ctx.params.id!;
    const row = await findCheckout(db, id);
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
${row.setupFeeUsd ? `<tr><td>One-time setup fee</td><td class="num">${usd(row.setupFeeUsd)}</td></tr>` : ''}</tbody>
<tfoot><tr><td>Due today</td><td class="num">${usd(plan.price + row.setupFeeUsd)}</td></tr></tfoot></table>
<form method="post" action="/billing/checkout/${encodeURIComponent(id)}/complete"><button type="submit">Complete test payment</button></form>
<p class="note">This is the built-in test provider: no card is charged.</p>
<a class="cancel" href="/onboarding">Cancel and go back</a>`,
    );
  };

  const complete = async (ctx: Ctx): Promise<Answer> => {
    ctx.req.resume();
    const result = await payCheckout(deps, ctx.params.id!);
    if (result.ok) return { status: 303, headers: { Location: '/onboarding?checkout=success' } };
    return result.reason === 'unknown'
      ? page(404, 'Checkout not found', `<p>This checkout does not exist.</p><a href="/onboarding">Back to Store Shield</a>`)
      : page(409, 'Checkout closed', `<p>This checkout has already been completed or replaced by a newer one.</p><a href="/onboarding">Back to Store Shield</a>`);
  };

  const portalAccount = (ctx: Ctx) => portalVisitAccount(db, hashToken(ctx.params.token!), deps.clock());
  const LINK_EXPIRED = () =>
    page(404, 'Link expired', `<p>This billing link has expired. Open Manage Billing again from your settings.</p><a href="/settings">Back to Store Shield</a>`);

  const portal = async (ctx: Ctx): Promise<Answer> => {
    const accountId = await portalAccount(ctx);
    if (!accountId) return LINK_EXPIRED();
    const account = await accountBilling(db, accountId);
    const plan = findPlan(account?.plan);
    const rows = (await invoicesOf(db, accountId))
      .map((i) => `<tr><td>${i.createdAt.toISOString().slice(0, 10)}</td><td>${escape(i.description)}</td><td class="num">${usd(i.amountUsd)}</td></tr>`)
      .join('');
    return page(
      200,
      'Billing',
      `<p>Current plan: <strong>${plan ? `${plan.emoji} ${plan.name}, ${usd(plan.price)} a month` : 'none yet'}</strong></p>
<table><thead><tr><th>Date</th><th>Invoice</th><th class="num">Amount</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No invoices yet.</td></tr>'}</tbody></table>
${plan ? testPayments(account?.billingStatus, `/billing/portal/${encodeURIComponent(ctx.params.token!)}`) : ''}<a href="/settings">Back to Store Shield</a>`,
    );
  };

  // The test provider has no card to decline: these let a developer (and the tests) see what a failed
  // monthly payment and the payment that follows it do to the account.
  const testPayments = (status: string | undefined, portalPath: string) =>
    status === 'past_due'
      ? `<p class="note">The last payment failed (a test payment).</p><form method="post" action="${portalPath}/pay"><button type="submit">Pay the open invoice (test payment)</button></form>`
      : status === 'active'
        ? `<form method="post" action="${portalPath}/fail-payment"><button type="submit">Fail the next payment (test)</button></form>`
        : '';

  const failPayment = async (ctx: Ctx): Promise<Answer> => {
    const accountId = await portalAccount(ctx);
    if (!accountId) return LINK_EXPIRED();
    await failNextPayment(deps, accountId);
    return { status: 303, headers: { Location: `/billing/portal/${ctx.params.token}` } };
  };

  const pay = async (ctx: Ctx): Promise<Answer> => {
    const accountId = await portalAccount(ctx);
    if (!accountId) return LINK_EXPIRED();
    await payOpenInvoice(deps, accountId);
    return { status: 303, headers: { Location: `/billing/portal/${ctx.params.token}` } };
  };

  const token = { access: 'public', secretParams: ['token'] } as const;
  return [
    route({ method: 'GET', path: '/billing/checkout/:id', access: 'public' }, ({ ctx }) => show(ctx)),
    route({ method: 'POST', path: '/billing/checkout/:id/complete', access: 'public' }, ({ ctx }) => complete(ctx)),
    route({ method: 'GET', path: '/billing/portal/:token', ...token }, ({ ctx }) => portal(ctx)),
    route({ method: 'POST', path: '/billing/portal/:token/fail-payment', ...token }, ({ ctx }) => failPayment(ctx)),
    route({ method: 'POST', path: '/billing/portal/:token/pay', ...token }, ({ ctx }) => pay(ctx)),
  ];
}
