// A new store's install, in Chromium against the built server: Add Store opens the install dialog,
// which waits for the first visit; the line copied from it, pasted into a page of the shop (another
// origin, on the store's domain), turns it green without a reload, and the row follows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PHONE, screenshot } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { completedAdmin } from '../helpers/billing.js';

const suite = browserSuite(test);
let shop: Server;
let shopPort = 0;
/** The line the merchant pasted, by the host of the shop's page. */
const pasted = new Map<string, string>();

test.before(async () => {
  shop = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Shop</title><p>Our product</p>${pasted.get(String(req.headers.host).split(':')[0]!) ?? ''}`);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopPort = (shop.address() as AddressInfo).port;
});
test.after(() => {
  shop?.close();
});

test('Add Store: "Waiting for the first visit" until the shop\'s page carries the line, then "Protected" without a reload', async () => {
  const admin = await completedAdmin(suite.server.url);
  const domain = `new-shop-${process.pid}-${Date.now()}.localhost`;
  const { page } = await suite.tab();
  await page.goto('/ap/login');
  await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
  await page.goto('/stores/new');
  await page.getByLabel('Store Domain').fill(domain);
  await page.getByRole('combobox', { name: 'This Store Sells In' }).fill('fran');
  await page.getByRole('option', { name: 'France' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Store' }).click();

  const dialog = page.getByRole('dialog', { name: `Install on ${domain}` });
  const status = dialog.getByRole('status');
  await status.getByText('Waiting for the first visit').waitFor();
  await dialog.getByRole('list', { name: 'Steps for Shopify' }).waitFor();
  await screenshot(page, 'install-dialog-waiting');

  // The merchant pastes the line into the shop's pages, and someone opens one.
  pasted.set(domain, await dialog.getByLabel(`Paste this line into every page of ${domain}`).inputValue());
  const visitor = await suite.tab();
  const started = visitor.page.waitForResponse((res) => res.url().endsWith('/api/collect'));
  await visitor.page.goto(`http://${domain}:${shopPort}/`);
  assert.is((await started).status(), 202);

  // The dialog asks every 3 s by itself: green within two asks, with no reload.
  await status.getByText('Protected · last visit just now').waitFor({ timeout: 8000 });
  await screenshot(page, 'install-dialog-protected');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('cell', { name: `${domain} Protected · last visit just now` }).waitFor();
  // The install card made way: a visit counted, the quota panel is back.
  assert.is(await page.getByRole('region', { name: 'Install protection on your stores' }).count(), 0);
  await page.getByRole('progressbar', { name: 'Monthly sessions used' }).waitFor();
});

test('a new account sees the install card in the quota panel\'s place, on a laptop and a phone', async () => {
  const admin = await completedAdmin(suite.server.url);
  for (const viewport of [undefined, PHONE]) {
    const { page } = await suite.tab(viewport);
    await page.goto('/ap/login');
    await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Install protection on your stores' });
    await card.getByLabel(`Paste this line into every page of ${admin.store.domain}`).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.is(width, 0, 'nothing wider than the screen');
    await screenshot(page, `install-card-${viewport ? 'phone' : 'laptop'}`);
    await card.getByRole('button', { name: 'Install steps' }).click();
    await page.getByRole('dialog', { name: `Install on ${admin.store.domain}` }).getByRole('combobox', { name: 'Install steps for' }).waitFor();
  }
});

test.run();
