// Add Store against the real server: one request, and My Stores shows the new store at once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { renderApp, uiServer } from '../helpers/ui.js';

const s = uiServer(test, { limits: { registerPerIp: 10_000 } });

/** Records every request the app makes until stopped, as "METHOD /path". */
function recordRequests() {
  const original = globalThis.fetch;
  const seen: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(`${init?.method ?? 'GET'} ${new URL(String(input), window.location.href).pathname}`);
    return original(input, init);
  };
  return { seen, stop: () => (globalThis.fetch = original) };
}

test('from My Stores, Add Store makes one request; the list shows the new store without loading and offers its install line', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  renderApp('/');
  await screen.findByText(admin.store.domain, {}, { timeout: 5000 });
  fireEvent.click(screen.getByRole('link', { name: 'Add Store' }));
  await screen.findByRole('heading', { name: 'Store Details' });

  const requests = recordRequests();
  try {
    fireEvent.change(screen.getByLabelText('Store Domain'), { target: { value: 'second.example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'This Store Sells In' }), { target: { value: 'fran' } });
    fireEvent.click(screen.getByRole('option', { name: 'France' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install on second.example.com' }, { timeout: 5000 });
    const line = within(dialog).getByLabelText('Paste this line into every page of second.example.com') as HTMLInputElement;
    assert.match(line.value, /data-store="[0-9a-f-]{36}"/);
    assert.ok(screen.getByText(admin.store.domain), 'the store from before is still listed');
    assert.is(screen.queryByText('Loading stores...'), null);
    // The install dialog asks for the new store's install status; nothing else is fetched again.
    assert.equal(
      requests.seen.filter((r) => !r.endsWith('/install')),
      ['POST /api/stores'],
    );
    assert.ok(requests.seen.some((r) => r.startsWith('GET /api/stores/') && r.endsWith('/install')));
    await waitFor(() => assert.is(window.location.search, ''), { timeout: 2000 });
  } finally {
    requests.stop();
  }
});

test('opened at /?install=<id> directly, My Stores fetches the list and then offers that store', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  renderApp(`/?install=${admin.store.storeId}`);
  await screen.findByRole('dialog', { name: `Install on ${admin.store.domain}` }, { timeout: 5000 });
});

test('Install Snippet shows the whole line, Copy says "Copied", and Close returns focus to the row\'s menu', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
  renderApp('/');
  const trigger = await screen.findByRole('button', { name: `Actions for ${admin.store.domain}` }, { timeout: 5000 });
  trigger.focus();
  fireEvent.click(trigger);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Install Snippet' }));
  const dialog = await screen.findByRole('dialog', { name: `Install on ${admin.store.domain}` });
  const line = within(dialog).getByLabelText(`Paste this line into every page of ${admin.store.domain}`) as HTMLTextAreaElement;
  assert.is(line.tagName, 'TEXTAREA', 'the whole line, wrapped');
  assert.match(line.value, new RegExp(`^<script async src="${s.url}/protect.js" data-store="${admin.store.storeId}"></script>$`));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
  await within(dialog).findByRole('button', { name: 'Copied' });
  assert.equal(copied, [line.value]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  assert.is(screen.queryByRole('dialog'), null);
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('button', { name: `Actions for ${admin.store.domain}` })));
});

test.run();
