// Two-factor sign-in in Chromium: turned on in Settings with the key the page shows (the code computed
// here, as an authenticator app would), then sign-in asks for a code, and takes a recovery code instead.
// And Settings' list of the user's sessions.
import { readFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { eventually, PHONE, screenshot, waitForPath } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { completedAdmin } from '../helpers/billing.js';
import { STRONG_PASSWORD } from '../helpers/server.js';
import { codeAt, turnOnTwoFactor } from '../helpers/two-factor.js';

const suite = browserSuite(test);

/** Signs in with the password, up to the page that follows (the code step, with two-factor on). */
async function signIn(page: Page, email: string, next = 'Two-factor sign-in'): Promise<void> {
  await page.goto('/ap/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: next, level: 1 }).waitFor();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/ap/login');
}

test('turn two-factor on in Settings, then sign in with a code from the app, and with a recovery code', async () => {
  const admin = await completedAdmin(suite.server.url);
  const { page } = await suite.tab();
  await page.goto('/ap/login');
  await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByText('Two-factor sign-in is off.', { exact: false }).waitFor();
  await security.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await security.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await screenshot(page, 'two-factor-set-up');
  const key = (await security.locator('code').first().textContent())!;
  assert.match(key.replace(/\s+/g, ''), /^[A-Z2-7]{32}$/);
  await security.getByLabel('Code from your app').fill(codeAt(key));
  await security.getByLabel('Password').fill(STRONG_PASSWORD);
  await security.getByRole('button', { name: 'Turn on', exact: true }).click();
  const list = security.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  // Each step replaces the one before, the pressed button with it: focus stays in the section.
  const focusInSecurity = () => security.evaluate((section) => section.contains(document.activeElement));
  assert.ok(await focusInSecurity(), 'after Turn on');
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  assert.is(codes.length, 10);
  const download = page.waitForEvent('download');
  await security.getByRole('button', { name: 'Download codes' }).click();
  const file = await download;
  assert.is(file.suggestedFilename(), 'store-shield-recovery-codes.txt');
  const saved = await readFile((await file.path())!, 'utf8');
  for (const code of codes) assert.ok(saved.includes(code), `the file holds ${code}`);
  await screenshot(page, 'two-factor-recovery-codes');
  await security.getByRole('button', { name: 'Done' }).click();
  await security.getByText('Two-factor sign-in is on. 10 recovery codes left.').waitFor();
  assert.ok(await focusInSecurity(), 'after Done');

  // Users tells the admin who has it on.
  await page.goto('/users');
  await page.getByRole('row').filter({ hasText: admin.email }).getByText('2FA on').waitFor();

  await logout(page);
  await signIn(page, admin.email);
  await screenshot(page, 'two-factor-sign-in');
  assert.is(new URL(page.url()).search, '', 'the ticket is not in the address');
  await page.getByLabel('Authentication code').fill(codeAt(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'My Stores', level: 1 }).waitFor();

  /** Signs in again with this recovery code. */
  const withRecoveryCode = async (code: string) => {
    await signIn(page, admin.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await logout(page);
  await withRecoveryCode(codes[0]!);
  await page.getByRole('heading', { name: 'My Stores', level: 1 }).waitFor();
  // Spent: the same recovery code does not sign in again.
  await logout(page);
  await withRecoveryCode(codes[0]!);
  await page.getByText('That recovery code is not right, or was used before').waitFor();

  // The account's activity tells it all, newest first, and filters by kind.
  await page.getByLabel('Recovery code').fill(codes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'My Stores', level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  const events = page.getByRole('table', { name: 'Activity' });
  await events.getByRole('row').nth(1).waitFor();
  const first = (await events.getByRole('row').nth(1).getByRole('cell').allTextContents()).map((c) => c.trim());
  assert.equal([first[0], first[1]], ['Signed inwith a recovery code', admin.name]);
  await events.getByRole('row').filter({ hasText: 'Failed sign-in' }).filter({ hasText: 'wrong recovery code' }).waitFor();
  await events.getByRole('row').filter({ hasText: 'Signed in' }).filter({ hasText: 'with a code from the app' }).waitFor();
  await page.getByLabel('Kind of activity').selectOption({ label: 'Turned on two-factor sign-in' });
  await page.waitForURL((url) => url.searchParams.get('kind') === 'two-factor-on');
  await page.getByText('Showing 1–1 of 1 events').waitFor();
  assert.is(await events.getByRole('row').count(), 2, 'the header and the one event');
  await screenshot(page, 'activity');
});

test('Settings lists where the user is signed in, marks this device, and ends the other sessions', async () => {
  const admin = await completedAdmin(suite.server.url);
  const { page } = await suite.tab();
  await signIn(page, admin.email, 'My Stores');
  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await sessions.getByText('This device').waitFor();
  assert.is(await sessions.getByRole('listitem').count(), 2, 'this browser and the session the account was made with');
  await screenshot(page, 'active-sessions');
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await page.getByText('Signed out everywhere else').waitFor();
  await eventually(async () => assert.is(await sessions.getByRole('listitem').count(), 1));
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.is(await focused(), 'Active sessions', 'focus goes to the sessions left, not off the page with the button');
  const res = await fetch(`${suite.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${admin.token}` } });
  assert.is(res.status, 401, 'the other session is over');
});

test("the code step fits a phone and checks a code's form before sending it", async () => {
  const admin = await completedAdmin(suite.server.url);
  await turnOnTwoFactor(suite.server.url, admin.token);
  const { page } = await suite.tab(PHONE);
  await signIn(page, admin.email);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.is(overflow, 0, 'no sideways scroll');
  await page.getByLabel('Authentication code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('The code is 6 digits, or a recovery code looks like abcd-efgh').waitFor();
});

test('a visit to the code step without its ticket goes back to sign in', async () => {
  const { page } = await suite.tab(PHONE);
  await page.goto('/ap/two-factor');
  await waitForPath(page, '/ap/login');
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
});

test.run();
