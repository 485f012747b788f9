import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { confirmEmail, eventually, launchWith, openTab, screenshot, waitForPath, type Tab } from '../helpers/browser.js';
import { firstLink, readOutbox } from '../helpers/outbox.js';
import { removeDataDir, startProcessServer, type ProcessServer } from '../helpers/process-server.js';

// A customer's whole journey in Chromium: pay, add stores, upgrade, manage stores, addresses and a
// team member, then install the snippet on a shop (another origin) and see its sessions counted.

let browser: Browser;
let server: ProcessServer;
let shop: Server;
let shopUrl: string;
const tabs: Tab[] = [];
const stamp = `${process.pid}-${Date.now()}`;
const adminEmail = `owner-${stamp}@example.com`;
const memberEmail = `member-${stamp}@example.com`;
const PASSWORD = 'Journey!Pass1';
// *.localhost names this machine, so the second store's shop can be served from its own domain.
const domains = [`shop-one-${stamp}.localhost`, `shop-two-${stamp}.localhost`];
let admin: Page;
let storeId = '';

test.before(async () => {
  [browser, server] = await launchWith(startProcessServer());
  // The merchant's shop on a subdomain of its store's domain: another origin whose page carries the snippet.
  shop = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Shop</title><p id="text">Our secret product description</p><script async src="${server.url}/protect.js" data-store="${new URL(req.url ?? '/', 'http://x').searchParams.get('store')}"></script>`);
  });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  shopUrl = `http://www.${domains[1]}:${(shop.address() as AddressInfo).port}`;
  const tab = await openTab(browser, { baseURL: server.url });
  tabs.push(tab);
  admin = tab.page;
});

test.after(async () => {
  for (const t of tabs) await t.close();
  await browser?.close();
  shop?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first().waitFor();

async function addStore(page: Page, domain: string) {
  await page.getByLabel('Store Domain').fill(domain);
  await page.getByRole('combobox', { name: 'This Store Sells In' }).fill('fran');
  await page.getByRole('option', { name: 'France' }).click();
  await page.keyboard.press('Escape'); // the list stays open for more picks
  await page.getByRole('button', { name: 'Save Store' }).click();
  await page.getByRole('list', { name: 'Your stores' }).getByText(domain).waitFor();
}

test('register, choose PRO, pay on the test checkout, add two stores and reach the dashboard', async () => {
  await admin.goto('/ap/register');
  await admin.getByLabel('Name').fill('Olive Owner');
  await admin.getByLabel('Email').fill(adminEmail);
  await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await admin.getByRole('button', { name: 'Create Account' }).click();
  await confirmEmail(admin, server.dataDir, adminEmail);
  await admin.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await admin.getByRole('button', { name: 'Choose PRO' }).click();
  await admin.getByRole('button', { name: 'Complete test payment' }).click();
  await admin.getByRole('heading', { name: 'Add Your Stores' }).waitFor();
  assert.is(new URL(admin.url()).search, '', 'checkout=success is removed from the address');
  await admin.getByText('Add the stores you want to protect with your PRO plan').waitFor();
  // The wizard prepares one blank store: configure it, then add another.
  await admin.getByRole('button', { name: 'Configure Store 1' }).click();
  await addStore(admin, domains[0]!);
  await admin.getByRole('button', { name: 'Add Another Store' }).click();
  await addStore(admin, domains[1]!);
  await admin.getByRole('button', { name: 'Save & Continue' }).click();
  await admin.getByRole('heading', { name: 'Your Account Manager Has You Covered' }).waitFor();
  await admin.getByRole('button', { name: 'Go to Dashboard' }).click();
  await admin.getByRole('heading', { name: 'My Stores' }).waitFor();
  assert.is(new URL(admin.url()).pathname, '/');
  for (const d of domains) await admin.getByRole('cell', { name: `${d} Waiting for the first visit`, exact: true }).waitFor();
  await screenshot(admin, 'my-stores');
});

test('upgrade from PRO to SCALE', async () => {
  await admin.goto('/upgrade');
  await admin.getByRole('heading', { name: 'Upgrade Your Plan' }).waitFor();
  assert.is(await admin.getByRole('button', { name: 'Upgrade to PRO' }).count(), 0, 'only higher plans');
  await admin.getByRole('button', { name: 'Upgrade to SCALE' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Upgrade to SCALE?' });
  await confirm.getByText('$1,099 a month, $400 more than PRO ($699)', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Upgrade to SCALE' }).click();
  await toast(admin, 'Plan upgraded to SCALE');
  await waitForPath(admin, '/');
});

test('disable a store through the confirm dialog, then enable it again', async () => {
  const row = admin.getByRole('row').filter({ hasText: domains[0]! });
  await admin.getByRole('button', { name: `Actions for ${domains[0]}` }).click();
  await admin.getByRole('menuitem', { name: 'Disable Store' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await toast(admin, 'Store disabled successfully');
  await row.getByText('DISABLED').waitFor();
  await admin.getByRole('button', { name: `Actions for ${domains[0]}` }).click();
  await admin.getByRole('menuitem', { name: 'Enable Store' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
  await toast(admin, 'Store enabled successfully');
  await row.getByText('ENABLED').waitFor();
});

test('add an address and sync my own', async () => {
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Whitelist IPs' }).click();
  await admin.getByRole('heading', { name: 'Whitelist IPs' }).waitFor();
  await admin.getByRole('button', { name: 'Add IP' }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('IP Address').fill('203.0.113.5');
  await dialog.getByLabel('Label (Optional)').fill('Office');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toast(admin, 'IP address added');
  await admin.getByText('203.0.113.5').waitFor();
  await admin.getByText('Your current address: 127.0.0.1 — not whitelisted').waitFor();
  await admin.getByRole('button', { name: 'Sync My IP' }).first().click();
  await toast(admin, /127\.0\.0\.1/);
  await admin.getByText('Your current address: 127.0.0.1 — whitelisted').waitFor();
});

test('invite a member, who sets a password, signs in and sees only Whitelist IPs', async () => {
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await admin.getByRole('button', { name: 'Invite User' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Milo Member');
  await dialog.getByLabel('Email Address').fill(memberEmail);
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await toast(admin, 'Invited Milo Member');

  const mail = await readOutbox(server.dataDir, memberEmail);
  const tab = await openTab(browser, { baseURL: server.url });
  tabs.push(tab);
  const member = tab.page;
  await member.goto(firstLink(mail.text));
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByLabel('Confirm Password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Set Password' }).click();
  await waitForPath(member, '/ap/login');
  await member.getByLabel('Email').fill(memberEmail);
  await member.getByLabel('Password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Sign In' }).click();
  await waitForPath(member, '/whitelist');
  const nav = member.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Whitelist IPs' }).waitFor();
  assert.is(await nav.getByRole('link', { name: 'Stores' }).count(), 0);
  assert.is(await nav.getByRole('link', { name: 'Users' }).count(), 0);
  await member.getByText('203.0.113.5').waitFor();
  await member.goto('/stores');
  await waitForPath(member, '/whitelist');
  await member.goto('/users');
  await waitForPath(member, '/whitelist');
});

test('the snippet on a shop counts one session per tab, reloads included, not on another site, and blocks copying', async () => {
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${server.url}/api/stores`, { headers: { authorization: `Bearer ${token}` } });
  storeId = ((await res.json()).stores as { storeId: string; domain: string }[]).find((s) => s.domain === domains[1])!.storeId;
  // The shop's visitors come from this machine, whose address the admin whitelisted above: it goes,
  // so that they are counted and protected as any visitor is.
  const ips = (await (await fetch(`${server.url}/api/whitelist`, { headers: { authorization: `Bearer ${token}` } })).json()).ips as { ipId: string; ipAddress: string }[];
  const own = ips.find((ip) => ip.ipAddress === '127.0.0.1')!;
  assert.is((await fetch(`${server.url}/api/whitelist/${own.ipId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status, 200);
  // The same snippet and store id pasted into a page of another site counts nothing.
  const stranger = await openTab(browser);
  tabs.push(stranger);
  await stranger.page.goto(`http://127.0.0.1:${new URL(shopUrl).port}/?store=${storeId}`);
  await stranger.page.waitForLoadState('networkidle');
  const visitor = await openTab(browser);
  tabs.push(visitor);
  const second = await visitor.context.newPage();
  for (const page of [visitor.page, second]) {
    await page.goto(`${shopUrl}/?store=${storeId}`);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForLoadState('networkidle');
  }
  const copy = await visitor.page.evaluate(() => {
    const event = new Event('copy', { bubbles: true, cancelable: true });
    document.getElementById('text')!.dispatchEvent(event);
    return { blocked: event.defaultPrevented, select: getComputedStyle(document.body).userSelect };
  });
  assert.equal(copy, { blocked: true, select: 'none' });

  await admin.goto('/');
  const row = admin.getByRole('row').filter({ hasText: domains[1]! });
  await eventually(async () => {
    await admin.reload();
    await row.waitFor();
    assert.match((await row.getByRole('cell').nth(4).innerText()).trim(), /^2( sessions)?$/);
  }, 10_000);
  // The period is said once, under the column's name.
  const period = await admin.getByRole('columnheader', { name: /^Monthly Sessions/ }).innerText();
  assert.match(period, /Period starting 1st of \d{4}-\d{2}$/);
});

test('a failed payment puts a banner on every dashboard page until the invoice is paid in the billing portal', async () => {
  await admin.goto('/settings');
  const [portal] = await Promise.all([admin.context().waitForEvent('page'), admin.getByRole('button', { name: 'Manage Billing' }).click()]);
  await portal.getByRole('button', { name: 'Fail the next payment (test)' }).click();
  await portal.getByRole('button', { name: 'Pay the open invoice (test payment)' }).waitFor();
  const banner = admin.getByRole('alert').filter({ hasText: 'Payment failed. Update your billing details to keep your stores protected.' });
  for (const path of ['/', '/whitelist']) {
    await admin.goto(path);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Manage Billing' }).waitFor();
  }
  await screenshot(admin, 'journey-past-due');
  await portal.getByRole('button', { name: 'Pay the open invoice (test payment)' }).click();
  await portal.getByRole('button', { name: 'Fail the next payment (test)' }).waitFor();
  await portal.close();
  await admin.reload();
  await admin.getByRole('heading', { name: 'Whitelist IPs' }).waitFor();
  assert.is(await banner.count(), 0, 'the banner is gone once paid');
});

test('unsubscribe from Settings: the stores stop counting, the account chooses a plan again, and paying brings it back to its stores', async () => {
  await admin.goto('/settings');
  await admin.getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Confirm Unsubscribe' });
  await dialog.getByText('This will disable all active store protections immediately.').waitFor();
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await toast(admin, 'Your subscription has ended');
  await admin.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await admin.getByText('Your subscription has ended and your stores are disabled. Choose a plan to protect them again.').waitFor();
  await screenshot(admin, 'journey-unsubscribed');

  // A visit to the shop now counts nothing.
  const visitor = await openTab(browser);
  tabs.push(visitor);
  await visitor.page.goto(`${shopUrl}/?store=${storeId}`);
  await visitor.page.waitForLoadState('networkidle');

  // The setup fee was paid once: coming back costs the plan alone.
  assert.is(await admin.getByText('one-time setup fee').count(), 0);
  await admin.getByRole('button', { name: 'Choose PRO' }).click();
  await admin.getByRole('row', { name: 'Due today $699' }).waitFor();
  await admin.getByRole('button', { name: 'Complete test payment' }).click();
  await admin.getByRole('heading', { name: 'My Stores' }).waitFor();
  for (const domain of domains) {
    const row = admin.getByRole('row').filter({ hasText: domain });
    await row.getByText('DISABLED', { exact: true }).waitFor();
  }
  const sessions = await admin.getByRole('row').filter({ hasText: domains[1]! }).getByRole('cell').nth(4).innerText();
  assert.match(sessions.trim(), /^2( sessions)?$/, 'the visit after unsubscribing was not counted');
});

test.run();
