// When the server cannot be reached: a screen that loads data says so with Retry, never an empty
// state, and data already on screen stays, said to be the last loaded.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { appCache, openPage, reset, rows, useServerOrigin, WAIT } from '../helpers/ui.js';

let s: TestServer;
const original = globalThis.fetch;
test.before(async () => {
  s = await startServer({ limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });
  useServerOrigin(s.url);
});
test.after(() => s.close());
test.after.each(() => {
  globalThis.fetch = original;
  reset();
});

/** From now on, calls to this API path fail as when the server is down, until the returned function runs. */
function unreachable(path: string): () => void {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), window.location.href).pathname === path) throw new TypeError('Failed to fetch');
    return original(input, init);
  };
  return () => (globalThis.fetch = original);
}

test('My Stores that cannot load says so with Retry, not "No stores found."; Retry shows them', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  const back = unreachable('/api/stores');
  await openPage('/', 'My Stores');
  const failure = await screen.findByRole('alert', undefined, WAIT);
  assert.match(failure.textContent!, 'The stores could not be loaded.');
  assert.is(screen.queryByText('No stores found.'), null);
  back();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await rows('td', 'tr').rowFound(admin.store.domain);
});

test('a refresh that fails keeps the list on screen, says it is the last loaded, and Retry refreshes it', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  await openPage('/users', 'Users');
  await rows('td', 'tr').rowFound(admin.email);
  const back = unreachable('/api/sub-user');
  appCache().invalidate(['Users']);
  await screen.findByText('Could not refresh: showing what was last loaded.', undefined, WAIT);
  assert.ok(screen.getByText(admin.email, { selector: 'td' }), 'the list stays');
  back();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => assert.is(screen.queryByText('Could not refresh: showing what was last loaded.'), null), WAIT);
});

test.run();
