// When the server cannot be reached: a screen that loads data says so with Retry, never an empty
// state, and data already on screen stays, said to be the last loaded.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { call } from '../helpers/server.js';
import { appCache, openPage, rows, uiServer, WAIT } from '../helpers/ui.js';
import type { Tag } from '../../src/client/api/cache.js';

const original = globalThis.fetch;
// Whatever a test left unreachable is reachable again for the next.
test.after.each(() => {
  globalThis.fetch = original;
});
const s = uiServer(test, { limits: { registerPerIp: 10_000, loginPerIp: 10_000, loginFailuresPerAccountIp: 10_000 } });

/** From now on, calls to this API path fail as when the server is down, until the returned function runs. */
const pathOf = (input: RequestInfo | URL) => new URL(String(input), window.location.href).pathname;

/** Makes `path` unreachable; the answer brings it back and settles once a request to it has succeeded (5 s at most). */
function unreachable(path: string): () => Promise<void> {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (pathOf(input) === path) throw new TypeError('Failed to fetch');
    return original(input, init);
  };
  return () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no request to ${path} succeeded within 5 s`)), 5000);
      globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await original(input, init);
        if (pathOf(input) === path && res.ok) {
          clearTimeout(timer);
          globalThis.fetch = original;
          resolve();
        }
        return res;
      };
    });
}

test('My Stores that cannot load says so with Retry, not "No stores found."; Retry shows them', async () => {
  const admin = await completedAdmin(s.url);
  localStorage.setItem('token', admin.token);
  const back = unreachable('/api/stores');
  await openPage('/', 'My Stores');
  const failure = await screen.findByRole('alert', undefined, WAIT);
  assert.match(failure.textContent!, 'The stores could not be loaded.');
  assert.is(screen.queryByText('No stores found.'), null);
  const answered = back();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await answered;
  await rows('td > span', 'tr').rowFound(admin.store.domain);
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
  const answered = back();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await answered;
  await waitFor(() => assert.is(screen.queryByText('Could not refresh: showing what was last loaded.'), null), WAIT);
});

/** The other screens that load data: where each gets it, what it says when it cannot, and what shows once it can. */
const screens: { name: string; path: string; title: string; api: string; tag: Tag; message: string; loaded: () => Promise<unknown> }[] = [
  {
    name: 'Whitelist IPs',
    path: '/whitelist',
    title: 'Whitelist IPs',
    api: '/api/whitelist',
    tag: 'IPs',
    message: 'The whitelisted IP addresses could not be loaded.',
    loaded: () => screen.findByText('10.9.8.7', undefined, WAIT),
  },
  {
    name: 'Analytics',
    path: '/analytics',
    title: 'Analytics Overview',
    api: '/api/analytics',
    tag: 'Analytics',
    message: 'The figures could not be loaded.',
    loaded: () => screen.findByRole('table', { name: 'Sessions by store' }, WAIT),
  },
  {
    name: 'Activity',
    path: '/activity',
    title: 'Activity',
    api: '/api/audit',
    tag: 'Stores',
    message: 'The activity could not be loaded.',
    loaded: () => screen.findByRole('table', { name: 'Activity' }, WAIT),
  },
  {
    name: "Settings' active sessions",
    path: '/settings',
    title: 'Settings',
    api: '/api/auth/sessions',
    tag: 'Auth',
    message: 'Your sessions could not be loaded.',
    loaded: () => screen.findByRole('list', { name: 'Active sessions' }, WAIT),
  },
  {
    name: "Settings' two-factor sign-in",
    path: '/settings',
    title: 'Settings',
    api: '/api/auth/2fa',
    tag: 'Auth',
    message: 'Two-factor sign-in could not be loaded.',
    loaded: () => screen.findByRole('button', { name: 'Turn on two-factor sign-in' }, WAIT),
  },
];

/** An admin with a store and a whitelisted address, so every screen has something to show. */
async function signedInAdmin() {
  const admin = await completedAdmin(s.url);
  const ip = await call(s.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: '10.9.8.7', tag: 'Office' } });
  assert.is(ip.status, 201);
  localStorage.setItem('token', admin.token);
  return admin;
}

for (const screenUnderTest of screens) {
  const { name, path, title, api, tag, message, loaded } = screenUnderTest;

  test(`${name} that cannot load says so with Retry; Retry shows it`, async () => {
    await signedInAdmin();
    const back = unreachable(api);
    await openPage(path, title);
    const failure = await screen.findByText(message, undefined, WAIT);
    assert.ok(failure.closest('[role="alert"]'), 'said as an alert');
    const answered = back();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await answered;
    await loaded();
    assert.is(screen.queryByText(message), null);
  });

  test(`${name}: a refresh that fails keeps what was loaded, says so, and Retry refreshes it`, async () => {
    await signedInAdmin();
    await openPage(path, title);
    await loaded();
    const back = unreachable(api);
    appCache().invalidate([tag]);
    await screen.findByText('Could not refresh: showing what was last loaded.', undefined, WAIT);
    await loaded();
    assert.is(screen.queryByText(message), null, 'no load error over data on screen');
    const answered = back();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await answered;
    await waitFor(() => assert.is(screen.queryByText('Could not refresh: showing what was last loaded.'), null), WAIT);
  });
}

test.run();
