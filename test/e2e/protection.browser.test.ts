import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { eventually, launchWith, openTab, type Tab } from '../helpers/browser.js';
import { completedAdmin } from '../helpers/billing.js';
import { removeDataDir, startProcessServer, type ProcessServer } from '../helpers/process-server.js';
import { call } from '../helpers/server.js';

// The built protect.js on a shop (another origin, on the store's domain) in Chromium: a visitor from a
// whitelisted range may copy, a stranger may not, and nobody is held back on a disabled store. The
// server listens on both loopbacks, so the same machine is two visitors: 127.0.0.1, inside the
// whitelisted 127.0.0.0/24, and ::1, outside it.

let browser: Browser;
let server: ProcessServer;
let shop: Server;
let shopOrigin: string;
const tabs: Tab[] = [];
let account: Awaited<ReturnType<typeof completedAdmin>>;
const domain = `shop-${process.pid}-${Date.now()}.localhost`;

test.before(async () => {
  [browser, server] = await launchWith(startProcessServer({ env: { HOST: '::' } }));
  // The shop's page: the snippet from the dashboard as the visitor reaches it (?via=v4 or v6), and a
  // listener after the snippet's that notes whether each copy and context menu was cancelled.
  shop = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://shop').searchParams;
    const dashboard = query.get('via') === 'v6' ? `http://[::1]:${server.port}` : `http://127.0.0.1:${server.port}`;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Shop</title>
<p id="text">Our secret product description</p>
<script>window.cancelled = {}; for (const type of ['copy', 'contextmenu']) addEventListener(type, (e) => { window.cancelled[type] = e.defaultPrevented; });</script>
<script async src="${dashboard}/protect.js" data-store="${query.get('store')}"></script>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://${domain}:${(shop.address() as AddressInfo).port}`;
  account = await completedAdmin(server.url);
  const added = await call(server.url, 'POST', '/api/stores', {
    token: account.token,
    body: { stores: [{ id: `store-${Date.now()}-e2e`, domain, platform: 'custom', countries: ['US'] }] },
  });
  assert.is(added.status, 201);
  account.store = added.body.stores[0];
  assert.is((await call(server.url, 'POST', '/api/whitelist', { token: account.token, body: { ipAddress: '127.0.0.0/24', tag: 'Office' } })).status, 201);
});

test.after(async () => {
  for (const t of tabs) await t.close();
  await browser?.close();
  shop?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** A new visitor (a context of its own: a new tab's session storage) on the shop's product page. */
async function visit(via: 'v4' | 'v6'): Promise<Page> {
  const tab = await openTab(browser);
  tabs.push(tab);
  const started = tab.page.waitForResponse((res) => res.url().endsWith('/api/collect') && res.request().method() === 'POST');
  await tab.page.goto(`${shopOrigin}/?store=${account.store.storeId}&via=${via}`);
  const answer = await started;
  assert.is(answer.status(), 202);
  // Tried only once the snippet has read the answer and kept it, whatever it said.
  await eventually(async () => assert.ok(await tab.page.evaluate((key) => sessionStorage.getItem(key), `ssa:${account.store.storeId}`)));
  return tab.page;
}

/** What the visitor can do, as a person does it: select the text, copy, open the context menu. */
async function tried(page: Page) {
  await page.locator('#text').click({ clickCount: 3 });
  await page.keyboard.press('Control+C');
  await page.locator('#text').click({ button: 'right' });
  const selected = await page.evaluate(() => String(getSelection()));
  const cancelled = await page.evaluate(() => (window as unknown as { cancelled: Record<string, boolean> }).cancelled);
  return { selected: selected.trim(), copyBlocked: cancelled.copy, menuBlocked: cancelled.contextmenu };
}

const BLOCKED = { selected: '', copyBlocked: true, menuBlocked: true };
const FREE = { selected: 'Our secret product description', copyBlocked: false, menuBlocked: false };

test('a stranger cannot select, copy or open the context menu; a visitor from the whitelisted range can', async () => {
  const stranger = await visit('v6');
  assert.equal(await tried(stranger), BLOCKED);
  const colleague = await visit('v4');
  assert.equal(await tried(colleague), FREE);
  // The next page of the same tab starts without them, and asks nothing.
  let asked = false;
  colleague.on('request', (req) => (asked ||= req.url().endsWith('/api/collect') && req.method() === 'POST'));
  await colleague.reload();
  assert.equal(await tried(colleague), FREE);
  assert.is(asked, false);
  // Counted: the stranger as a session, the colleague as whitelisted.
  const store = (await call(server.url, 'GET', '/api/analytics', { token: account.token })).body.stores.find((s: { storeId: string }) => s.storeId === account.store.storeId);
  assert.equal([store.sessions, store.whitelisted], [1, 1]);
});

test('on a disabled store nobody is held back, and nothing is counted', async () => {
  assert.is((await call(server.url, 'PATCH', `/api/stores/${account.store.storeId}`, { token: account.token, body: { disabled: true } })).status, 200);
  try {
    const stranger = await visit('v6');
    assert.equal(await tried(stranger), FREE);
    const store = (await call(server.url, 'GET', '/api/stores', { token: account.token })).body.stores.find((s: { storeId: string }) => s.storeId === account.store.storeId);
    assert.is(store.sessionsThisMonth, 1, 'only the first test\'s stranger');
  } finally {
    await call(server.url, 'PATCH', `/api/stores/${account.store.storeId}`, { token: account.token, body: { disabled: false } });
  }
  // Enabled again: a new visitor is protected again.
  assert.equal(await tried(await visit('v6')), BLOCKED);
});

test.run();
