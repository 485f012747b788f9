import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, completeUrl, subscribe } from '../helpers/billing.js';
import { call, register, startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const me = async (token: string) => (await call(s.url, 'GET', '/api/auth/me', { token })).body;

test('a new account is at CHOOSE_PLAN with no billing', async () => {
  const a = await register(s.url);
  const m = await me(a.token);
  assert.is(m.onboardingStep, 'CHOOSE_PLAN');
  assert.is(m.billing, null);
});

test('unknown or missing plan answers 400 with a plan field error and changes nothing', async () => {
  const a = await register(s.url);
  for (const body of [{ plan: 'GOLD' }, {}, { plan: 3 }]) {
    const r = await call(s.url, 'POST', '/api/checkout', { token: a.token, body });
    assert.is(r.status, 400);
    assert.ok(r.body.fieldErrors.plan);
  }
  assert.is((await me(a.token)).onboardingStep, 'CHOOSE_PLAN');
});

test('checkout without a token is 401', async () => {
  assert.is((await call(s.url, 'POST', '/api/checkout', { body: { plan: 'PRO' } })).status, 401);
});

test('checkout answers the local page url and moves the account to CHECKOUT_STARTED', async () => {
  const a = await register(s.url);
  const r = await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'PRO' } });
  assert.is(r.status, 200);
  assert.match(r.body.url, new RegExp(`^${s.url}/billing/checkout/[A-Za-z0-9_-]{40,}$`));
  assert.is((await me(a.token)).onboardingStep, 'CHECKOUT_STARTED');
  const page = await fetch(r.body.url);
  const html = await page.text();
  assert.is(page.status, 200);
  assert.match(html, 'PRO');
  assert.match(html, '$699');
  assert.match(html, '$300');
  assert.match(html, 'Complete test payment');
  assert.match(page.headers.get('content-security-policy') ?? '', "default-src 'self'");
});

test('completing the test payment sets the plan, SUBSCRIBED, and returns the browser to onboarding', async () => {
  const a = await register(s.url);
  const { body } = await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'SCALE' } });
  const res = await fetch(completeUrl(body.url), { method: 'POST', redirect: 'manual' });
  assert.is(res.status, 303);
  assert.is(res.headers.get('location'), '/onboarding?checkout=success');
  const m = await me(a.token);
  assert.is(m.onboardingStep, 'SUBSCRIBED');
  assert.equal(m.billing, { plan: 'SCALE', sessionCount: 0, sessionLimit: 400000, yearMonth: new Date().toISOString().slice(0, 7), provider: 'local' });
});

test('a completed checkout cannot be completed again, and its page says so', async () => {
  const a = await register(s.url);
  const { body } = await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'PRO' } });
  assert.is((await fetch(completeUrl(body.url), { method: 'POST', redirect: 'manual' })).status, 303);
  assert.is((await fetch(completeUrl(body.url), { method: 'POST', redirect: 'manual' })).status, 409);
  assert.is((await fetch(body.url)).status, 409);
});

test('once subscribed, starting another checkout is refused with 409', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token);
  const r = await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'TITAN' } });
  assert.is(r.status, 409);
  assert.is((await me(a.token)).billing.plan, 'PRO');
});

test('a newer checkout replaces an older one: the old page can no longer be paid', async () => {
  const a = await register(s.url);
  const first = (await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'TITAN' } })).body.url;
  const second = (await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'STARTER' } })).body.url;
  assert.is.not(first, second);
  assert.is((await fetch(completeUrl(first), { method: 'POST', redirect: 'manual' })).status, 409);
  assert.is((await me(a.token)).onboardingStep, 'CHECKOUT_STARTED');
  assert.is((await fetch(completeUrl(second), { method: 'POST', redirect: 'manual' })).status, 303);
  assert.is((await me(a.token)).billing.plan, 'STARTER');
});

test("an account's checkout id pays only for that account; an unknown id is 404", async () => {
  const a = await register(s.url);
  const b = await register(s.url);
  const aUrl = (await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'ULTRA' } })).body.url;
  await call(s.url, 'POST', '/api/checkout', { token: b.token, body: { plan: 'PRO' } });
  assert.is((await fetch(completeUrl(aUrl), { method: 'POST', redirect: 'manual' })).status, 303);
  assert.is((await me(b.token)).onboardingStep, 'CHECKOUT_STARTED');
  assert.is((await me(b.token)).billing, null);
  assert.is((await fetch(`${s.url}/billing/checkout/not-a-checkout/complete`, { method: 'POST', redirect: 'manual' })).status, 404);
  assert.is((await fetch(`${s.url}/billing/checkout/not-a-checkout`)).status, 404);
});

test('upgrade: only a higher rank is accepted; me then shows the new plan and limit', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token, 'PRO');
  for (const newPlan of ['PRO', 'STARTER', 'GOLD', undefined]) {
    const r = await call(s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan } });
    assert.is(r.status, 400, `newPlan ${newPlan}`);
    assert.ok(r.body.fieldErrors.newPlan);
  }
  const up = await call(s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan: 'SCALE' } });
  assert.is(up.status, 200);
  assert.equal(up.body, { success: true });
  const m = await me(a.token);
  assert.is(m.billing.plan, 'SCALE');
  assert.is(m.billing.sessionLimit, 400000);
});

test('upgrade before any plan is refused with 400', async () => {
  const a = await register(s.url);
  assert.is((await call(s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan: 'TITAN' } })).status, 400);
});

/** The local portal's invoice rows as [date, invoice, amount], newest first. */
async function invoiceRows(token: string): Promise<string[][]> {
  const r = await call(s.url, 'POST', '/api/billing/portal', { token });
  assert.is(r.status, 200);
  const html = await (await fetch(r.body.url)).text();
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)![1]!;
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!));
}

test('the billing portal link lists the invoices of this account only, the first with the setup fee, and expires', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token, 'PRO');
  await call(s.url, 'POST', '/api/checkout/upgrade', { token: a.token, body: { newPlan: 'ULTRA' } });
  const other = await register(s.url);
  await subscribe(s.url, other.token, 'TITAN');
  const today = new Date().toISOString().slice(0, 10);
  assert.equal(await invoiceRows(a.token), [
    [today, 'Upgrade from PRO to ULTRA', '$2,000'],
    [today, 'PRO plan, first month ($699) and one-time setup fee ($300)', '$999'],
  ]);
  assert.is((await fetch(`${s.url}/billing/portal/forged-token`)).status, 404);
});

test('the setup fee is paid once: an account subscribing again after it ended is charged the plan alone', async () => {
  const a = await register(s.url);
  await subscribe(s.url, a.token, 'PRO');
  assert.is((await call(s.url, 'POST', '/api/billing/unsubscribe', { token: a.token })).status, 200);
  const again = await call(s.url, 'POST', '/api/checkout', { token: a.token, body: { plan: 'STARTER' } });
  const page = await (await fetch(again.body.url)).text();
  assert.not.match(page, 'setup fee');
  assert.match(page, '<td>Due today</td><td class="num">$499</td>');
  assert.is((await fetch(completeUrl(again.body.url), { method: 'POST', redirect: 'manual' })).status, 303);
  assert.equal((await invoiceRows(a.token))[0]!.slice(1), ['STARTER plan, first month', '$499']);
});

test('the local portal fails a payment and pays it on request: past due, then active with a new invoice', async () => {
  const a = await completedAdmin(s.url, 'PRO');
  const portal = (await call(s.url, 'POST', '/api/billing/portal', { token: a.token })).body.url as string;
  assert.match(await (await fetch(portal)).text(), 'Fail the next payment (test)');
  const failed = await fetch(`${portal}/fail-payment`, { method: 'POST', redirect: 'manual' });
  assert.is(failed.status, 303);
  assert.is(failed.headers.get('location'), new URL(portal).pathname);
  assert.is((await me(a.token)).billingStatus, 'past_due');
  assert.match(await (await fetch(portal)).text(), 'Pay the open invoice (test payment)');
  assert.is((await fetch(`${portal}/pay`, { method: 'POST', redirect: 'manual' })).status, 303);
  assert.is((await me(a.token)).billingStatus, 'active');
  assert.match(await (await fetch(portal)).text(), 'PRO plan, monthly payment');
  // Paying again with nothing due adds no invoice; a forged link changes nothing.
  await fetch(`${portal}/pay`, { method: 'POST', redirect: 'manual' });
  const [row] = await s.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM invoices i JOIN users u ON u.account_id = i.account_id WHERE u.email = $1 AND i.description = 'PRO plan, monthly payment'`,
    [a.email],
  );
  assert.is(row!.n, 1);
  assert.is((await fetch(`${s.url}/billing/portal/forged-token/fail-payment`, { method: 'POST' })).status, 404);
  assert.is((await me(a.token)).billingStatus, 'active');
});

test('a checkout still open once the account has a plan is closed: no second plan, no second invoice', async () => {
  const a = await completedAdmin(s.url, 'PRO');
  const [account] = await s.db.query<{ id: string }>('SELECT account_id AS id FROM users WHERE email = $1', [a.email]);
  // As if another tab had started it just before the first payment went through.
  await s.db.query(`INSERT INTO checkouts (id, account_id, plan, provider, status, created_at, setup_fee_usd) VALUES ('late-tab', $1, 'SCALE', 'local', 'pending', now(), 0)`, [account!.id]);
  const late = await fetch(completeUrl(`${s.url}/billing/checkout/late-tab`), { method: 'POST', redirect: 'manual' });
  assert.is(late.status, 409);
  assert.is((await me(a.token)).billing.plan, 'PRO');
  assert.is((await invoiceRows(a.token)).length, 1);
});

test('an account that never paid has no payment to fail: the local portal offers none and refuses one', async () => {
  const a = await register(s.url);
  const portal = (await call(s.url, 'POST', '/api/billing/portal', { token: a.token })).body.url as string;
  const page = await (await fetch(portal)).text();
  assert.match(page, 'none yet');
  assert.not.match(page, 'Fail the next payment');
  await fetch(`${portal}/fail-payment`, { method: 'POST', redirect: 'manual' });
  const after = await me(a.token);
  assert.equal([after.onboardingStep, after.billingStatus], ['CHOOSE_PLAN', 'active']);
});

test.run();
