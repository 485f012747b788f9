// axe-core on every screen a customer reaches, in Chromium, on a laptop and a phone, light and dark:
// no violation of the WCAG 2 A and AA rules it checks. Each screen is saved in test-results/ as
// screen-<page>-<size>-<scheme>.png, to be looked at.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { completedAdmin } from '../helpers/billing.js';
import { register } from '../helpers/server.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suite = browserSuite(test);

/** What axe finds on the page as it is now: "rule: target" lines. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  return found;
}

const SIGNED_OUT: [string, string][] = [
  ['/ap/login', 'Sign in'],
  ['/ap/register', 'Create your account'],
  ['/ap/forgot-password', 'Reset your password'],
  ['/ap/set-password?token=a-link-token', 'Set Your Password'],
];
const SIGNED_IN: [string, string][] = [
  ['/', 'My Stores'],
  ['/stores/new', 'Add Store'],
  ['/analytics', 'Analytics Overview'],
  ['/users', 'Users'],
  ['/activity', 'Activity'],
  ['/whitelist', 'Whitelist IPs'],
  ['/settings', 'Settings'],
  ['/upgrade', 'Upgrade Your Plan'],
];

for (const [size, viewport] of [['laptop', DESKTOP], ['phone', PHONE]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every screen on a ${size}, ${scheme}: no axe violations`, async () => {
      const admin = await completedAdmin(suite.server.url);
      const { page } = await suite.tab(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      const found: string[] = [];
      const check = async (path: string) => {
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
        const name = path.split('?')[0]!.replace(/^\/(ap\/)?/, '').replace(/\//g, '-') || 'stores';
        await screenshot(page, `screen-${name}-${size}-${scheme}`);
      };
      for (const [path, heading] of SIGNED_OUT) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await check(path);
      }
      await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
      for (const [path, heading] of SIGNED_IN) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await check(path);
      }
      // A new account's first screen: choosing a plan.
      await page.evaluate((value) => localStorage.setItem('token', value), (await register(suite.server.url)).token);
      await page.goto('/onboarding');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await check('/onboarding');
      assert.equal(found, []);
    });
  }
}

test.run();
