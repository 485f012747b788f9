// The upgrade page against the real server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLAN_FEATURES, PLANS } from '../../src/shared/plans.js';
import { call, register } from '../helpers/server.js';
import { renderApp, uiServer } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000 } });

/** A signed-in ADMIN (token stored) of an account that finished onboarding on `plan`. */
async function completedOn(plan: string) {
  const user = await register(s.url);
  const me = await call(s.url, 'GET', '/api/auth/me', { token: user.token });
  await s.db.query(`UPDATE accounts SET onboarding_step = 'COMPLETED', plan = $1 WHERE id = $2`, [plan, me.body.accountId]);
  localStorage.setItem('token', user.token);
  return user;
}

const title = () => screen.findByRole('heading', { name: 'Upgrade Your Plan', level: 1 }, { timeout: 5000 });
const shownPlans = () => screen.queryAllByRole('article').map((a) => a.getAttribute('data-plan'));

for (const [current, higher] of [
  ['STARTER', ['PRO', 'SCALE', 'ULTRA', 'TITAN']],
  ['PRO', ['SCALE', 'ULTRA', 'TITAN']],
  ['SCALE', ['ULTRA', 'TITAN']],
  ['ULTRA', ['TITAN']],
] as const) {
  test(`on ${current} only the plans ranked above show: ${higher.join(', ')}`, async () => {
    await completedOn(current);
    renderApp('/upgrade');
    await title();
    assert.ok(screen.getByText('All plans include full protection, expert setup and tailored stealth rules.'));
    assert.equal(shownPlans(), [...higher]);
    assert.is(screen.queryByText("You're already on the highest plan."), null);
    for (const name of higher) {
      const plan = PLANS.find((p) => p.name === name)!;
      const card = screen.getByRole('article', { name });
      const text = card.textContent!;
      assert.ok(text.includes(plan.emoji));
      assert.ok(text.includes(`$${plan.price}/month`));
      assert.ok(text.includes(`${plan.sessions.toLocaleString('en-US')} sessions/month`));
      for (const feature of PLAN_FEATURES) assert.ok(text.includes(feature), feature);
      assert.ok(within(card).getByRole('button', { name: `Upgrade to ${name}` }));
    }
  });
}

test('on the top plan: "You\'re already on the highest plan." and no cards', async () => {
  await completedOn('TITAN');
  renderApp('/upgrade');
  await title();
  assert.ok(screen.getByText("You're already on the highest plan."));
  assert.equal(shownPlans(), []);
  assert.is(screen.queryByRole('button', { name: /Upgrade to/ }), null);
});

test('an account still onboarding is sent from /upgrade to /onboarding', async () => {
  const user = await register(s.url);
  localStorage.setItem('token', user.token);
  renderApp('/upgrade');
  await waitFor(() => assert.is(window.location.pathname, '/onboarding'), { timeout: 5000 });
});

test('without a token /upgrade goes to /ap/login', async () => {
  renderApp('/upgrade');
  await waitFor(() => assert.is(window.location.pathname, '/ap/login'), { timeout: 5000 });
});

test('upgrading: "Plan upgraded to {plan}", the account data is refetched and the user goes to /', async () => {
  const user = await completedOn('PRO');
  renderApp('/upgrade');
  await title();
  fireEvent.click(screen.getByRole('button', { name: 'Upgrade to ULTRA' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Upgrade to ULTRA?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to ULTRA' }));
  await screen.findByText('Plan upgraded to ULTRA', {}, { timeout: 5000 });
  await waitFor(() => assert.not.equal(window.location.pathname, '/upgrade'), { timeout: 5000 });
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: user.token })).body.billing.plan, 'ULTRA');
  // The app holds the new plan too: the upgrade page now offers only TITAN.
  window.history.pushState(null, '', '/upgrade');
  await waitFor(() => assert.equal(shownPlans(), ['TITAN']), { timeout: 5000 });
});

test('a refused upgrade: "Error upgrading plan" with "Please try again later"; the page stays and offers what is above the plan now', async () => {
  const user = await completedOn('PRO');
  renderApp('/upgrade');
  await title();
  // Another tab upgraded meanwhile: SCALE is no longer above the plan on file.
  const me = await call(s.url, 'GET', '/api/auth/me', { token: user.token });
  await s.db.query(`UPDATE accounts SET plan = 'ULTRA' WHERE id = $1`, [me.body.accountId]);
  fireEvent.click(screen.getByRole('button', { name: 'Upgrade to SCALE' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Upgrade to SCALE' }));
  await screen.findByText('Error upgrading plan', {}, { timeout: 5000 });
  assert.ok(screen.getByText('Please try again later'));
  assert.is(window.location.pathname, '/upgrade');
  await waitFor(() => assert.equal(shownPlans(), ['TITAN']), { timeout: 5000 });
  assert.not.ok((screen.getByRole('button', { name: 'Upgrade to TITAN' }) as HTMLButtonElement).disabled, 'the buttons work again');
});

test('Upgrade asks first: the new plan, its price and the difference, what is charged now; Cancel (first) changes nothing', async () => {
  const user = await completedOn('STARTER');
  renderApp('/upgrade');
  await title();
  const before = await s.db.query('SELECT 1 FROM invoices');
  fireEvent.click(screen.getByRole('button', { name: 'Upgrade to SCALE' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Upgrade to SCALE?' });
  assert.match(dialog.textContent!, 'SCALE is $1,099 a month, $600 more than STARTER ($499), with 400,000 sessions a month.');
  assert.match(dialog.textContent!, 'Charged now: $1,099, a test payment (the test provider takes no money).');
  assert.equal(
    within(dialog).getAllByRole('button').map((b) => b.textContent),
    ['Cancel', 'Upgrade to SCALE'],
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: user.token })).body.billing.plan, 'STARTER');
  assert.is((await s.db.query('SELECT 1 FROM invoices')).length, before.length, 'nothing charged');
});

test.run();
