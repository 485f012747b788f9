// Debian's Chromium driven by playwright-core (never a downloaded browser), a fresh context per test,
// screenshots into test-results/ (git-ignored), and a polling `eventually` in place of expect().
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { firstLink, readOutbox } from './outbox.js';
import { root } from './root.js';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const RESULTS_DIR = join(root, 'test-results');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Launches the browser while a server starts; when either fails, the other is stopped before the
 * error goes on, so a failed set-up leaves nothing running and the test file ends at once.
 */
export async function launchWith<S extends { stop(): Promise<unknown> }>(server: Promise<S>): Promise<[Browser, S]> {
  const [browser, started] = await Promise.allSettled([launchBrowser(), server]);
  if (browser.status === 'fulfilled' && started.status === 'fulfilled') return [browser.value, started.value];
  if (browser.status === 'fulfilled') await browser.value.close();
  if (started.status === 'fulfilled') await started.value.stop();
  throw browser.status === 'rejected' ? browser.reason : (started as PromiseRejectedResult).reason;
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A new, empty context (no storage shared with other tests) with one page. */
export async function openTab(
  browser: Browser,
  options: { baseURL?: string; viewport?: { width: number; height: number }; isMobile?: boolean } = {},
): Promise<Tab> {
  const phone = options.viewport ? options.viewport.width < 600 : false;
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? DESKTOP,
    deviceScaleFactor: 1,
    isMobile: options.isMobile ?? phone,
    hasTouch: options.isMobile ?? phone,
    locale: 'en-US',
  });
  // Generous: the machine may be busy; a passing step never waits for these.
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors, close: () => context.close() };
}

/** Saves the page as test-results/<name>.png (the whole page, not only the viewport) and answers the path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return path;
}

/** Retries `check` until it stops throwing (and answers its value) or the time is up (and rethrows). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Waits until the address bar shows this path (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeoutMs = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: timeoutMs, waitUntil: 'commit' });
}

/**
 * Confirms a new registration's address as its owner does: the screen that waits for it, the link from
 * the mail (DATA_DIR/outbox), one click, Continue.
 */
export async function confirmEmail(page: Page, dataDir: string, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
  const mail = await readOutbox(dataDir, email, { subject: 'Confirm your email address' });
  await page.goto(firstLink(mail.text));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}
