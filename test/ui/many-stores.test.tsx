// My Stores with many stores: pages of 25 with a count, sortable columns, and search, status, order
// and page kept in the address (a reload shows the same list).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call } from '../helpers/server.js';
import { openPage, reset, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000 } });

/** An admin with 30 stores, shop-01 … shop-29 and the first one. */
async function manyStores() {
  const admin = await completedAdmin(s.url);
  const stores = Array.from({ length: 29 }, (_, i) => storeDraft(`shop-${String(i + 1).padStart(2, '0')}.example.com`));
  assert.is((await call(s.url, 'POST', '/api/stores', { token: admin.token, body: { stores } })).status, 201);
  localStorage.setItem('token', admin.token);
  return admin;
}
// A row's first cell holds its domain, then the install status under it.
const domains = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => r.querySelector('td > span')!.textContent);

test('25 stores a page, with the count; Next and Previous move through them, the page in the address', async () => {
  await manyStores();
  await openPage('/', 'My Stores');
  await screen.findByText('Showing 1–25 of 30 stores', undefined, WAIT);
  assert.is(domains().length, 25);
  screen.getByRole('button', { name: 'Next' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  assert.ok(screen.getByText('Showing 26–30 of 30 stores'));
  assert.is(document.activeElement, screen.getByRole('button', { name: 'Previous' }), 'the pressed button is disabled: focus goes to the other');
  assert.is(domains().length, 5);
  assert.is(window.location.search, '?page=2');
  assert.ok((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled);
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  assert.ok(screen.getByText('Showing 1–25 of 30 stores'));
});

test('sorting by a column says so to a screen reader and orders the rows; a second click reverses them', async () => {
  await manyStores();
  await openPage('/', 'My Stores');
  await screen.findByText('Showing 1–25 of 30 stores', undefined, WAIT);
  const header = () => screen.getByRole('columnheader', { name: /Store Domain/ });
  assert.is(header().getAttribute('aria-sort'), 'none');
  fireEvent.click(within(header()).getByRole('button'));
  assert.is(header().getAttribute('aria-sort'), 'ascending');
  assert.ok(domains()[0]!.startsWith('first-'), 'first-… sorts before shop-…');
  fireEvent.click(within(header()).getByRole('button'));
  assert.is(header().getAttribute('aria-sort'), 'descending');
  assert.is(domains()[0], 'shop-29.example.com');
  assert.is(window.location.search, '?sort=-domain');
});

test('search and status live in the address: opening it again shows the same list', async () => {
  const admin = await manyStores();
  await openPage('/', 'My Stores');
  await screen.findByText('Showing 1–25 of 30 stores', undefined, WAIT);
  fireEvent.change(screen.getByPlaceholderText('Search stores...'), { target: { value: 'shop-1' } });
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'enabled' } });
  const expected = Array.from({ length: 10 }, (_, i) => `shop-1${i}.example.com`);
  assert.equal([...domains()].sort(), expected);
  const address = window.location.pathname + window.location.search;
  assert.is(address, '/?q=shop-1&status=enabled');
  // A reload: the app starts again at the same address.
  reset();
  localStorage.setItem('token', admin.token);
  await openPage(address, 'My Stores');
  await screen.findByText('Showing 1–10 of 10 stores', undefined, WAIT);
  assert.equal([...domains()].sort(), expected);
  assert.is((screen.getByPlaceholderText('Search stores...') as HTMLInputElement).value, 'shop-1');
  assert.is((screen.getByLabelText('Status') as HTMLSelectElement).value, 'enabled');
});

test('a search that leaves no store says "No stores found." in a live region that was there before it', async () => {
  await manyStores();
  await openPage('/', 'My Stores');
  await screen.findByText('Showing 1–25 of 30 stores', undefined, WAIT);
  const region = screen.getByRole('region', { name: 'My Stores' });
  const live = within(region).getByRole('status');
  assert.is(live.textContent, '', 'silent while stores show');
  fireEvent.change(screen.getByPlaceholderText('Search stores...'), { target: { value: 'no-such-store' } });
  await waitFor(() => assert.is(within(region).getByRole('status'), live), WAIT);
  await waitFor(() => assert.is(live.textContent, 'No stores found.'), WAIT);
});

test.run();
