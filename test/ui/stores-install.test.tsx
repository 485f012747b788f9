// My Stores' install status against the real server: the rows, the install dialog (its steps, Check
// now, the wait for the first visit), the install card, and what Disable and Enable say they do.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { call } from '../helpers/server.js';
import { openPage, uiServer, WAIT } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000 } });

type Store = { storeId: string; domain: string };

/** A session start as the snippet sends it, from a page of the store (or of `origin`). */
async function visit(store: Store, origin = `https://${store.domain}`) {
  const reply = await fetch(`${s.url}/api/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin },
    body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
  });
  assert.is(reply.status, 202);
}

/** Until the server's own answer has the store in that state (starts are written in batches). */
const serverSays = (token: string, store: Store, state: string) =>
  waitFor(async () => {
    const reply = await call(s.url, 'GET', `/api/stores/${store.storeId}/install`, { token });
    assert.is(reply.body.install?.state, state);
  }, WAIT);

async function signedIn() {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  return admin;
}

const rowOf = (domain: string) => screen.getByText(domain, { selector: 'span' }).closest('tr') as HTMLElement;

async function openInstall(domain: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${domain}` }, WAIT));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Install Snippet' }));
  return screen.findByRole('dialog', { name: `Install on ${domain}` }, WAIT);
}

test('a new store reads "Waiting for the first visit"; the install card stands in for the quota panel with its line and steps', async () => {
  const admin = await signedIn();
  await openPage('/', 'My Stores');
  await screen.findByText(admin.store.domain, { selector: 'span' }, WAIT);
  assert.ok(within(rowOf(admin.store.domain)).getByText('Waiting for the first visit'));

  const card = screen.getByRole('region', { name: 'Install protection on your stores' });
  assert.is(screen.queryByRole('progressbar'), null, 'no quota panel beside it');
  const line = within(card).getByLabelText(`Paste this line into every page of ${admin.store.domain}`) as HTMLTextAreaElement;
  assert.match(line.value, new RegExp(`data-store="${admin.store.storeId}"`));
  assert.ok(within(card).getByRole('button', { name: 'Copy' }));
  fireEvent.click(within(card).getByRole('button', { name: 'Install steps' }));
  const dialog = await screen.findByRole('dialog', { name: `Install on ${admin.store.domain}` }, WAIT);
  assert.ok(within(dialog).getByRole('list', { name: 'Steps for Shopify' }));
});

test('with no store yet the card offers to add one', async () => {
  await signedIn();
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), window.location.href).pathname === '/api/stores' && (init?.method ?? 'GET') === 'GET'
      ? new Response(JSON.stringify({ stores: [] }), { headers: { 'content-type': 'application/json' } })
      : original(input, init);
  try {
    await openPage('/', 'My Stores');
    const card = await screen.findByRole('region', { name: 'Install protection on your stores' }, WAIT);
    assert.is(within(card).getByRole('link', { name: 'Add your first store' }).getAttribute('href'), '/stores/new');
  } finally {
    globalThis.fetch = original;
  }
});

test("the install dialog: every platform's steps, the store's own platform first", async () => {
  const admin = await signedIn();
  const added = await call(s.url, 'POST', '/api/stores', {
    token: admin.token,
    body: { stores: [{ ...storeDraft(`wp-${Date.now()}.example.com`), platform: 'wordpress' }, { ...storeDraft(`html-${Date.now()}.example.com`), platform: 'custom' }] },
  });
  assert.is(added.status, 201);
  const byPrefix = (prefix: string) => (added.body.stores as Store[]).find((store) => store.domain.startsWith(prefix))!;
  const [wordpress, custom] = [byPrefix('wp-'), byPrefix('html-')];
  await openPage('/', 'My Stores');

  const platformsOf = (dialog: HTMLElement) =>
    [...(within(dialog).getByRole('combobox', { name: 'Install steps for' }) as HTMLSelectElement).options].map((o) => o.textContent);
  const all = ['Shopify', 'WooCommerce', 'BigCommerce', 'Wix', 'Squarespace', 'Magento', 'Plain HTML'];

  let dialog = await openInstall(admin.store.domain);
  assert.equal(platformsOf(dialog), all);
  assert.ok(within(within(dialog).getByRole('list', { name: 'Steps for Shopify' })).getByText('layout/theme.liquid'));
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Install steps for' }), { target: { value: 'Magento' } });
  assert.ok(within(within(dialog).getByRole('list', { name: 'Steps for Magento' })).getByText(/Scripts and Style Sheets/));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  dialog = await openInstall(wordpress!.domain);
  assert.equal(platformsOf(dialog)[0], 'WooCommerce');
  assert.ok(within(dialog).getByRole('list', { name: 'Steps for WooCommerce' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  dialog = await openInstall(custom!.domain);
  assert.equal(platformsOf(dialog), ['Plain HTML', ...all.slice(0, -1)]);
});

test('Check now asks at once: the status turns green, and the row and the card follow', async () => {
  const admin = await signedIn();
  await openPage('/', 'My Stores');
  // Until Check now is pressed, the dialog's polls hear "waiting"; then the server's own answers.
  let clickedAt = 0;
  const asked: number[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // The app's own calls (relative), not this test's.
    if (String(input) !== `/api/stores/${admin.store.storeId}/install`) return original(input, init);
    if (!clickedAt) return new Response(JSON.stringify({ install: { state: 'waiting' } }), { headers: { 'content-type': 'application/json' } });
    asked.push(Date.now() - clickedAt);
    return original(input, init);
  };
  try {
    const dialog = await openInstall(admin.store.domain);
    const status = within(dialog).getByRole('status');
    assert.is(status.textContent, 'Waiting for the first visit');
    await visit(admin.store);
    await serverSays(admin.token, admin.store, 'protected');
    clickedAt = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check now' }));
    await waitFor(() => assert.is(status.textContent, 'Protected · last visit just now'), { timeout: 1500 });
    assert.ok(asked[0]! < 100, `asked ${asked[0]} ms after the click, not at once`);
  } finally {
    globalThis.fetch = original;
  }
  await waitFor(() => assert.ok(within(rowOf(admin.store.domain)).getByText('Protected · last visit just now')), WAIT);
  await waitFor(() => assert.is(screen.queryByRole('region', { name: 'Install protection on your stores' }), null), WAIT);
});

test('left open, the dialog notices the first visit by itself', async () => {
  const admin = await signedIn();
  await openPage('/', 'My Stores');
  const dialog = await openInstall(admin.store.domain);
  const status = within(dialog).getByRole('status');
  assert.ok(within(dialog).getByText(`Once the line is on your pages, open any page of ${admin.store.domain}: this turns green at the first visit.`));
  await visit(admin.store);
  await waitFor(() => assert.is(status.textContent, 'Protected · last visit just now'), { timeout: 8000 });
  assert.is(within(dialog).queryByText(/Once the line is on your pages/), null);
});

test('starts from another site read "Seen from another site" with its host', async () => {
  const admin = await signedIn();
  await visit(admin.store, 'https://typo-shop.example.net');
  await serverSays(admin.token, admin.store, 'foreign');
  await openPage('/', 'My Stores');
  await screen.findByText(admin.store.domain, { selector: 'span' }, WAIT);
  assert.ok(within(rowOf(admin.store.domain)).getByText('Seen from another site: typo-shop.example.net'));
});

test('Disable and Enable say what they do; a disabled store shows its last visit without "Protected"', async () => {
  const admin = await signedIn();
  await visit(admin.store);
  await serverSays(admin.token, admin.store, 'protected');
  await openPage('/', 'My Stores');
  await screen.findByText(admin.store.domain, { selector: 'span' }, WAIT);
  const toggle = async (action: 'Disable' | 'Enable', says: string) => {
    fireEvent.click(screen.getByRole('button', { name: `Actions for ${admin.store.domain}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: `${action} Store` }));
    const confirm = screen.getByRole('alertdialog', { name: `${action} ${admin.store.domain}?` });
    const description = within(confirm).getByText(says);
    assert.ok(confirm.getAttribute('aria-describedby')?.includes(description.id), 'read out with the title');
    fireEvent.click(within(confirm).getByRole('button', { name: action }));
    await screen.findByText(`Store ${action.toLowerCase()}d successfully`, undefined, WAIT);
  };

  await toggle('Disable', 'Protection and session counting stop for this store until you enable it again.');
  await waitFor(() => assert.ok(within(rowOf(admin.store.domain)).getByText('DISABLED')), WAIT);
  const row = rowOf(admin.store.domain);
  assert.match(row.textContent!, /Off · last visit (just now|1 min ago)/);
  assert.not.match(row.textContent!, /Protected/);

  await toggle('Enable', 'Protection and session counting start again for this store.');
  await waitFor(() => assert.match(rowOf(admin.store.domain).textContent!, /Protected · last visit/), WAIT);
});

test.run();
