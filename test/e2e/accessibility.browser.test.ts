// axe-core on every screen a customer reaches, in Chromium, on a laptop and a phone, light and dark:
// no violation of the WCAG 2 A and AA rules it checks. Besides the pages: the two-factor code step, the
// open dialogs, the phone's navigation drawer and a load error. Each is saved in test-results/ as
// screen-<state>-<size>-<scheme>.png, to be looked at.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { completedAdmin } from '../helpers/billing.js';
import { register, registerUnverified, STRONG_PASSWORD } from '../helpers/server.js';
import { turnOnTwoFactor } from '../helpers/two-factor.js';

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
  ['/ap/verify-email?token=a-link-token', 'Confirm your email address'],
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

/** Opens Invite User and Confirm Unsubscribe in turn, checks each while open, and closes it with Escape. */
async function openDialogs(page: Page, check: (name: string, options?: { fullPage?: boolean }) => Promise<void>): Promise<void> {
  const dialogs: [path: string, heading: string, button: string, role: 'dialog' | 'alertdialog', dialog: string, name: string][] = [
    ['/users', 'Users', 'Invite User', 'dialog', 'Invite User', 'invite-user-dialog'],
    ['/settings', 'Settings', 'Unsubscribe', 'alertdialog', 'Confirm Unsubscribe', 'unsubscribe-dialog'],
  ];
  for (const [path, heading, button, role, dialog, name] of dialogs) {
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: button, exact: true }).click();
    const open = page.getByRole(role, { name: dialog });
    await open.waitFor();
    await check(name, { fullPage: false });
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'detached' });
  }
}

for (const [size, viewport] of [['laptop', DESKTOP], ['phone', PHONE]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every screen on a ${size}, ${scheme}: no axe violations`, async () => {
      const admin = await completedAdmin(suite.server.url);
      const { page } = await suite.tab(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      const found: string[] = [];
      /** Runs axe on the page as it is and saves it as screen-<name>-…; a dialog or drawer is saved as the screen shows it. */
      const check = async (name: string, options: { fullPage?: boolean } = {}) => {
        found.push(...(await violations(page)).map((v) => `${name} ${v}`));
        await screenshot(page, `screen-${name}-${size}-${scheme}`, options);
      };
      const nameOf = (path: string) => path.split('?')[0]!.replace(/^\/(ap\/)?/, '').replace(/\//g, '-') || 'stores';
      for (const [path, heading] of SIGNED_OUT) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await check(nameOf(path));
      }
      // The code step, after the password of a user with two-factor on.
      const guarded = await completedAdmin(suite.server.url);
      await turnOnTwoFactor(suite.server.url, guarded.token);
      await page.goto('/ap/login');
      await page.getByLabel('Email').fill(guarded.email);
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 }).waitFor();
      await check('two-factor');

      await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
      for (const [path, heading] of SIGNED_IN) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await check(nameOf(path));
      }
      await openDialogs(page, check);
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).waitFor();
        await check('drawer', { fullPage: false });
        await page.keyboard.press('Escape');
      }
      // The server unreachable: My Stores says so with Retry.
      await page.route('**/api/stores', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await page.getByRole('alert').filter({ hasText: 'The stores could not be loaded.' }).waitFor();
      await check('load-error');
      await page.unroute('**/api/stores');
      // A new account's first screen, until its address is confirmed.
      await page.evaluate((value) => localStorage.setItem('token', value), (await registerUnverified(suite.server.url)).token);
      await page.goto('/onboarding');
      await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
      await page.waitForLoadState('networkidle');
      await check('confirm-email');
      // Then: choosing a plan.
      await page.evaluate((value) => localStorage.setItem('token', value), (await register(suite.server.url)).token);
      await page.goto('/onboarding');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await check('onboarding');
      assert.equal(found, []);
    });
  }
}

test.run();
