import { cleanup, render, screen } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filterStores } from '../../src/client/features/stores/filterStores.js';
import { QuotaPanel } from '../../src/client/features/stores/QuotaPanel.js';
import type { Store } from '../../src/shared/api-types.js';

test.after.each(cleanup);

const billing = (sessionCount: number) => ({ plan: 'PRO', sessionCount, sessionLimit: 200_000, yearMonth: '2026-11', provider: 'local' as const });

test('the quota panel hides without a plan or without a counted session', () => {
  render(<QuotaPanel billing={null} />);
  render(<QuotaPanel billing={billing(0)} />);
  assert.is(screen.queryByRole('progressbar'), null);
  assert.is(screen.queryByText(/Total monthly sessions/), null);
});

test('below 80% the bar is green, with the plan line, reset text and Upgrade Plan link', () => {
  render(<QuotaPanel billing={billing(159_999)} />);
  assert.ok(screen.getByRole('heading', { name: 'Total monthly sessions for 2026-11' }));
  assert.ok(screen.getByText('Quota resets 1st of every month.'));
  assert.ok(screen.getByText('Your Plan: PRO. 159,999 / 200,000 sessions.'));
  assert.is(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href'), '/upgrade');
  const bar = screen.getByRole('progressbar', { name: 'Monthly sessions used' });
  assert.is(bar.getAttribute('data-state'), 'ok');
  assert.is(bar.getAttribute('aria-valuenow'), '159999');
  assert.is(screen.queryByRole('tooltip'), null);
});

test('at 80% the bar turns red and explains itself in a tooltip', () => {
  render(<QuotaPanel billing={billing(160_000)} />);
  const bar = screen.getByRole('progressbar');
  assert.is(bar.getAttribute('data-state'), 'warning');
  const tip = screen.getByRole('tooltip');
  assert.is(tip.textContent, "You're approaching your quota limit");
  assert.is(bar.getAttribute('aria-describedby'), tip.id);
});

const store = (domain: string, disabled: boolean): Store => ({
  storeId: domain,
  domain,
  platform: 'shopify',
  createdAt: '2026-11-01T00:00:00Z',
  countriesServed: ['US'],
  disabled,
  sessionsThisMonth: 0,
  yearMonth: '2026-11',
  install: { state: 'waiting' },
});

test('search matches a domain substring in any case; the status filter keeps enabled or disabled', () => {
  const list = [store('alpha-shop.com', false), store('Beta.example.org', true), store('gamma.shop', false)];
  const names = (l: Store[]) => l.map((s) => s.domain);
  assert.equal(names(filterStores(list, 'SHOP', 'all')), ['alpha-shop.com', 'gamma.shop']);
  assert.equal(names(filterStores(list, 'beta', 'all')), ['Beta.example.org']);
  assert.equal(names(filterStores(list, '', 'disabled')), ['Beta.example.org']);
  assert.equal(names(filterStores(list, '', 'enabled')), ['alpha-shop.com', 'gamma.shop']);
  assert.equal(names(filterStores(list, 'beta', 'enabled')), []);
});

test.run();
