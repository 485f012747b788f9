// A paying customer's ways around the dashboard in Chromium: every page reachable from the sidebar,
// the plan line leading to Upgrade, and a session that ends mid-use returning to its page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually, PHONE, screenshot, waitForPath } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { completedAdmin, storeDraft } from '../helpers/billing.js';
import { STRONG_PASSWORD } from '../helpers/server.js';

const suite = browserSuite(test);

async function signedIn(token: string, path: string): Promise<{ page: Page; context: BrowserContext }> {
  const t = await suite.tab();
  await t.page.goto('/ap/login');
  await t.page.evaluate((value) => localStorage.setItem('token', value), token);
  await t.page.goto(path);
  return t;
}

test('the sidebar reaches every page an admin has, and the plan line leads to Upgrade', async () => {
  const admin = await completedAdmin(suite.server.url);
  const { page } = await signedIn(admin.token, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Stores' }).waitFor();
  assert.equal(await nav.getByRole('link').allTextContents(), ['Stores', 'Analytics', 'Whitelist IPs', 'Users', 'Activity', 'Settings', 'Upgrade']);
  for (const [link, heading] of [
    ['Analytics', 'Analytics Overview'],
    ['Settings', 'Settings'],
    ['Users', 'Users'],
    ['Activity', 'Activity'],
  ]) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  }
  await nav.getByText(admin.name).waitFor();
  await nav.getByText('PRO plan').waitFor();
  await nav.getByRole('link', { name: 'Upgrade' }).click();
  await page.getByRole('heading', { name: 'Upgrade Your Plan' }).waitFor();
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `settings-desktop-${scheme}`);
  }
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await waitForPath(page, '/upgrade');
});

test('a session that ends mid-use: the sign-in page says so, other tabs follow at once, and sign-in returns to the page', async () => {
  const admin = await completedAdmin(suite.server.url);
  const { page, context } = await signedIn(admin.token, '/analytics');
  const other = await context.newPage();
  await other.goto('/settings');
  await other.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  const month = page.getByLabel('Month');
  await month.waitFor();
  // The token stops working (signed out on the server), then the page makes a call.
  const out = await fetch(`${suite.server.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } });
  assert.is(out.status, 204);
  const chosen = await month.locator('option').nth(1).getAttribute('value');
  await month.selectOption(chosen!);
  await waitForPath(page, '/ap/login');
  await page.getByText('Your session ended. Sign in again to continue.').waitFor();
  assert.is(await page.getByText(/failed|could not/i).count(), 0, 'no failure of the call itself');
  // The other tab of the same browser notices at once, without a call of its own.
  await waitForPath(other, '/ap/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/analytics' && url.searchParams.get('month') === chosen);
  await page.getByRole('heading', { name: 'Analytics Overview' }).waitFor();
  // Signing in here signs the other tab in too.
  await waitForPath(other, '/settings');
  await other.close();
});

/** The whitelisted addresses the server holds for this token. */
async function serverIps(token: string): Promise<string[]> {
  const res = await fetch(`${suite.server.url}/api/whitelist`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { ips: { ipAddress: string }[] }).ips.map((ip) => ip.ipAddress);
}

async function whitelisted(token: string, ...addresses: string[]): Promise<void> {
  for (const ipAddress of addresses) {
    const res = await fetch(`${suite.server.url}/api/whitelist`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ipAddress, tag: '' }),
    });
    assert.is(res.status, 201);
  }
}

test('a whitelist removal can be undone from its toast, and is not lost by closing the tab or signing out first', async () => {
  const admin = await completedAdmin(suite.server.url);
  await whitelisted(admin.token, '10.1.0.1', '10.1.0.2', '10.1.0.3');
  let { page } = await signedIn(admin.token, '/whitelist');
  const list = page.getByRole('list', { name: 'Whitelist IPs' });
  await list.getByText('10.1.0.1').waitFor();

  await page.getByRole('button', { name: 'Remove 10.1.0.1' }).click();
  await list.getByText('10.1.0.1').waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: 'IP address deleted' }).getByRole('button', { name: 'Undo' }).click();
  await list.getByText('10.1.0.1').waitFor();

  // Closing the tab inside the undo window sends the removal as the page goes.
  await page.getByRole('button', { name: 'Remove 10.1.0.2' }).click();
  await list.getByText('10.1.0.2').waitFor({ state: 'detached' });
  assert.ok((await serverIps(admin.token)).includes('10.1.0.2'), 'kept while Undo is offered');
  await page.close({ runBeforeUnload: true });
  await eventually(async () => assert.not.ok((await serverIps(admin.token)).includes('10.1.0.2')), 2000);

  // Logout inside the undo window sends it first, while the session still works.
  ({ page } = await signedIn(admin.token, '/whitelist'));
  await page.getByRole('button', { name: 'Remove 10.1.0.3' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/ap/login');
  const again = await fetch(`${suite.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: STRONG_PASSWORD }),
  });
  const { token } = (await again.json()) as { token: string };
  assert.equal(await serverIps(token), ['10.1.0.1']);
});

test('My Stores keeps its search, filter, order and page in the address (reload and Back), loads the account once, and Install Snippet copies the whole line', async () => {
  const admin = await completedAdmin(suite.server.url);
  for (let made = 0; made < 30; made += 10) {
    const res = await fetch(`${suite.server.url}/api/stores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ stores: Array.from({ length: 10 }, (_, i) => storeDraft(`shop-${made + i}-${made + i < 15 ? 'alpha' : 'beta'}.example.com`)) }),
    });
    assert.is(res.status, 201);
  }
  const { page, context } = await suite.tab();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ap/login');
  await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
  const accountLoads: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/auth/me') && accountLoads.push(r.url()));
  await page.goto('/');
  await page.getByText('Showing 1–25 of 31 stores').waitFor();
  assert.is(accountLoads.length, 1, 'GET /api/auth/me once per load');

  await page.getByPlaceholder('Search stores...').fill('alpha');
  await page.getByText('Showing 1–15 of 15 stores').waitFor();
  await page.getByRole('button', { name: /^Store Domain/ }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'alpha' && url.searchParams.get('sort') === 'domain');
  await page.goto('/?q=shop&sort=-domain&page=2');
  await page.getByText('Showing 26–30 of 30 stores').waitFor();
  await page.reload();
  await page.getByText('Showing 26–30 of 30 stores').waitFor();
  assert.is(await page.getByPlaceholder('Search stores...').inputValue(), 'shop');
  assert.is(await page.getByRole('columnheader', { name: /^Store Domain/ }).getAttribute('aria-sort'), 'descending');
  await page.getByLabel('Status').selectOption('disabled');
  await page.getByText('No stores found.').waitFor();
  await page.goBack();
  await page.getByText('Showing 1–15 of 15 stores').waitFor();

  const menu = page.getByRole('button', { name: 'Actions for shop-0-alpha.example.com' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Install Snippet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install on shop-0-alpha.example.com' });
  const line = await dialog.getByLabel('Paste this line into every page of shop-0-alpha.example.com').inputValue();
  assert.match(line, /^<script async src="http:\/\/[^"]+\/protect\.js" data-store="[^"]+"><\/script>$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByRole('button', { name: 'Copied' }).waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), line);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await menu.evaluate((el) => el === document.activeElement), 'focus returns to the row menu');
});

test('with the server unreachable, My Stores says so with Retry instead of an empty list', async () => {
  const admin = await completedAdmin(suite.server.url);
  const { page } = await suite.tab();
  await page.goto('/ap/login');
  await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
  await page.route('**/api/stores', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await page.getByRole('alert').filter({ hasText: 'The stores could not be loaded.' }).waitFor();
  assert.is(await page.getByText('No stores found.').count(), 0);
  await page.unroute('**/api/stores');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('cell', { name: `${admin.store.domain} Waiting for the first visit`, exact: true }).waitFor();
});

test('on a phone a compact bar opens the navigation as a drawer: focus stays inside, Escape closes it, a link closes it', async () => {
  const admin = await completedAdmin(suite.server.url);
  const { page } = await suite.tab(PHONE);
  await page.goto('/ap/login');
  await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
  await page.goto('/');
  await page.getByRole('heading', { name: 'My Stores', level: 1 }).waitFor();
  const menu = page.getByRole('button', { name: 'Menu' });
  const bar = (await menu.locator('xpath=..').boundingBox())!;
  assert.ok(bar.height <= PHONE.height * 0.1, `the bar takes ${Math.round(bar.height)} px`);
  assert.is(await page.getByRole('link', { name: 'Settings' }).count(), 0, 'the navigation waits behind Menu');
  await screenshot(page, 'stores-phone-light');
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Stores' }).waitFor();
  assert.equal(await drawer.getByRole('link').allTextContents(), ['Stores', 'Analytics', 'Whitelist IPs', 'Users', 'Activity', 'Settings', 'Upgrade']);
  await screenshot(page, 'drawer-phone-light', { fullPage: false });
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  assert.ok(await drawer.evaluate((el) => el.contains(document.activeElement)), 'Tab stays in the drawer');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  assert.ok(await menu.evaluate((el) => el === document.activeElement), 'focus returns to Menu');
  await menu.click();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  assert.is(await drawer.count(), 0, 'following a link closes the drawer');
});

test('My Stores and Users fit screens of 1440, 1366, 1280 and 1024 px and a phone: no sideways scroll, each row\'s name and menu in view, a table of columns on a laptop', async () => {
  const admin = await completedAdmin(suite.server.url);
  const invited = await fetch(`${suite.server.url}/api/sub-user/invite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ name: 'Ivy Invited-With-A-Long-Name', email: `ivy-with-a-rather-long-address-${Date.now()}@example.com`, role: 'STANDARD' }),
  });
  assert.is(invited.status, 201);
  const added = await fetch(`${suite.server.url}/api/stores`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ stores: [storeDraft('a-long-hyphenated-store-domain-name.example.com', ['ES', 'MX', 'FR', 'DE', 'US', 'GB'])] }),
  });
  assert.is(added.status, 201);
  for (const [viewport, size] of [
    [{ width: 1440, height: 900 }, '1440'],
    [{ width: 1366, height: 768 }, '1366'],
    [{ width: 1280, height: 800 }, '1280'],
    [{ width: 1024, height: 768 }, '1024'],
    [PHONE, 'phone'],
  ] as const) {
    const { page } = await suite.tab(viewport);
    await page.goto('/ap/login');
    await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
    for (const [path, heading, name] of [
      ['/', 'My Stores', 'a-long-hyphenated-store-domain-name.example.com'],
      ['/users', 'Users', 'Ivy Invited-With-A-Long-Name'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: /^Actions for / }).waitFor();
      await screenshot(page, `${heading.toLowerCase().replace(/ /g, '-')}-${size}`);
      if (viewport.width >= 1280) assert.is(await row.evaluate((el) => getComputedStyle(el).display), 'table-row', `${path} at ${size}: rows under their column headers, not stacked`);
      const overflow = await page.getByRole('region', { name: heading }).evaluate((el) => el.scrollWidth - el.clientWidth);
      assert.ok(overflow <= 0, `${path} at ${size}: the table scrolls ${overflow} px sideways`);
      for (const part of [row.getByText(name, { exact: true }), row.getByRole('button', { name: /^Actions for / })]) {
        const box = (await part.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${path} at ${size}: ${await part.textContent()} spans ${Math.round(box.x)}–${Math.round(box.x + box.width)} px`);
      }
    }
  }
});

test.run();
