// The password forms check the most common passwords themselves once the list has arrived: it is
// fetched when a password field is first used (not with the page), once, and a common password
// then gets the server's message under the field before anything is sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/common-passwords.js';
import { root } from '../helpers/root.js';
import { startServer, uniqueEmail, type TestServer } from '../helpers/server.js';
import { renderApp, reset, useServerOrigin } from '../helpers/ui.js';

const LIST = readFileSync(join(root, 'src/shared/common-passwords.txt'), 'utf8');
const PASSPHRASE = 'Four lanterns swayed over the quiet harbour at 3 past midnight, ok?';

let s: TestServer;
const original = globalThis.fetch;
const listFetches: string[] = [];
const apiCalls: string[] = [];
test.before(async () => {
  s = await startServer();
  useServerOrigin(s.url);
  // The built server serves the list as a hashed asset; this test server has no built assets.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (/common-passwords-[^/]+\.txt$/.test(url)) {
      listFetches.push(url);
      return new Response(LIST, { headers: { 'content-type': 'text/plain' } });
    }
    apiCalls.push(`${init?.method ?? 'GET'} ${new URL(url, window.location.href).pathname}`);
    return original(input, init);
  };
});
test.after(async () => {
  globalThis.fetch = original;
  await s.close();
});
test.after.each(reset);

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
// Gives a call that should not happen the chance to start before checking that it did not.
const settle = () => new Promise((r) => setTimeout(r, 50));

test('register: nothing is fetched until the password field is used; then a common password is named before any call', async () => {
  renderApp('/ap/register');
  type('Name', 'Ada');
  type('Email', uniqueEmail('lazy'));
  await settle();
  assert.equal(listFetches, [], 'the list is not part of opening the page');

  fireEvent.focus(field('Password'));
  type('Password', 'Password1!');
  fireEvent.blur(field('Password'));
  const message = await screen.findByText(COMMON_PASSWORD_MESSAGE, {}, { timeout: 3000 });
  assert.is(listFetches.length, 1);
  assert.ok(field('Password').getAttribute('aria-describedby')?.includes(message.id));
  assert.is(field('Password').getAttribute('aria-invalid'), 'true');

  apiCalls.length = 0;
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await settle();
  assert.equal(apiCalls, [], 'a common password is not sent');
  assert.is(document.activeElement, field('Password'), 'focus goes to the field to fix');

  for (const common of ['P@ssw0rd', 'Welcome1!', 'Qwerty123!']) {
    type('Password', common);
    assert.ok(screen.getByText(COMMON_PASSWORD_MESSAGE), common);
  }
  type('Password', PASSPHRASE);
  assert.is(screen.queryByText(COMMON_PASSWORD_MESSAGE), null);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByRole('heading', { name: 'Confirm your email address' }, { timeout: 5000 });
  assert.ok(screen.getByText(/^We sent a link to /), 'the 64+ character passphrase made the account');
});

test('set password: the list already fetched on this page is used again, not fetched twice', async () => {
  renderApp('/ap/set-password?token=abc');
  type('Password', 'Qwerty123!');
  type('Confirm Password', 'Qwerty123!');
  apiCalls.length = 0;
  fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
  await screen.findByText(COMMON_PASSWORD_MESSAGE);
  await settle();
  assert.equal(apiCalls, [], 'refused by the form itself');
  assert.is(listFetches.length, 1);
  // The checklist stays as it was: five rules, all met; the common-password message is the field's error.
  const items = [...screen.getByRole('list', { name: 'Password requirements' }).querySelectorAll('li')].map((li) => li.dataset.met);
  assert.equal(items, ['true', 'true', 'true', 'true', 'true']);
});

test.run();
