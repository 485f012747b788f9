// The Analytics Overview in Chromium against the built server: live beacons change the cards, the
// chart and the store table; the CSV downloads; the page holds on a laptop and a phone.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { monthName, shortDay } from '../../src/shared/months.js';
import { yearMonthOf } from '../../src/shared/plans.js';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { completedAdmin } from '../helpers/billing.js';

const suite = browserSuite(test);

async function signedIn(token: string, viewport = DESKTOP): Promise<Page> {
  const t = await suite.tab(viewport);
  await t.page.goto('/ap/login');
  await t.page.evaluate((value) => localStorage.setItem('token', value), token);
  await t.page.goto('/analytics');
  await t.page.getByRole('heading', { name: 'Analytics Overview', level: 1 }).waitFor();
  return t.page;
}

async function starts(store: { storeId: string; domain: string }, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const reply = await fetch(`${suite.server.url}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: `https://${store.domain}` },
      body: JSON.stringify({ s: store.storeId, e: 'start', v: randomUUID() }),
    });
    assert.is(reply.status, 202);
  }
}

const card = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test('beacons sent to the store change the cards, the chart and the table; the CSV holds the day', async () => {
  const admin = await completedAdmin(suite.server.url);
  const now = new Date();
  const month = monthName(yearMonthOf(now));
  const today = shortDay(now.toISOString().slice(0, 10));
  const page = await signedIn(admin.token);
  await page.getByText(`No sessions in ${month} yet.`).waitFor();
  assert.is(await card(page, 'Total Sessions').getByText('0', { exact: true }).count(), 1);

  await starts(admin.store, 5);
  await page.reload();
  const chart = page.getByRole('slider', { name: `Sessions per day in ${month}` });
  await chart.waitFor();
  assert.is(await chart.getAttribute('aria-valuetext'), `${today}: 5 sessions`);
  await card(page, 'Total Sessions').getByText('5', { exact: true }).waitFor();
  assert.is(await card(page, 'Success Rate').getByText('100.0%').count(), 1);
  const row = page.getByRole('table', { name: 'Sessions by store' }).getByRole('row').filter({ hasText: admin.store.domain });
  // The domain's cell also says the store is installed: starts came from its own pages just now.
  assert.equal(await row.getByRole('cell').allTextContents(), [`${admin.store.domain}Protected · last visit just now`, '5', '0', 'New', '0', '0']);
  await page.getByText(/^At this pace: about [\d,]+ of 200,000 sessions by \w+ \d+\.$/).waitFor();

  // The chart is read with the keyboard.
  await chart.focus();
  await page.keyboard.press('Home');
  assert.match((await chart.getAttribute('aria-valuetext'))!, /^\w+ 1: /);
  await screenshot(page, 'analytics-desktop');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'analytics-desktop-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n');
  assert.is(csv[0], 'date,store domain,sessions,rejected,whitelisted');
  assert.ok(csv.includes(`${now.toISOString().slice(0, 10)},${admin.store.domain},5,0,0`), csv.slice(-2).join(' | '));
  assert.is(download.suggestedFilename(), `sessions-${yearMonthOf(now)}.csv`);
});

test('on a phone the cards stack and nothing is wider than the screen', async () => {
  const admin = await completedAdmin(suite.server.url);
  await starts(admin.store, 2);
  const page = await signedIn(admin.token, PHONE);
  await page.getByRole('slider').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  const pastContent = await page.evaluate(() => {
    const last = [...document.querySelectorAll('main section')].at(-1)!;
    return document.documentElement.scrollHeight - (last.getBoundingClientRect().bottom + window.scrollY);
  });
  assert.ok(pastContent <= 64, `the page goes on ${pastContent}px past its last section`);
  const [first, second] = await card(page, 'Total Stores').or(card(page, 'Total Sessions')).all();
  const a = (await first!.boundingBox())!;
  const b = (await second!.boundingBox())!;
  assert.ok(b.y >= a.y + a.height, 'one card a row');
  // Sessions by store: the store's figures are in view under its domain, not off in a sideways scroll.
  const row = page.getByRole('table', { name: 'Sessions by store' }).getByRole('row').filter({ hasText: admin.store.domain });
  for (const cell of await row.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${await cell.textContent()} is at ${box.x}-${box.x + box.width}px`);
  }
  await screenshot(page, 'analytics-phone');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'analytics-phone-dark');
});

test.run();
