// What a keystroke in My Stores' search costs with 500 stores, in Chromium on this machine (no
// throttling): from the key's event until the page has re-rendered and the browser has laid it out
// again (the work a key makes; painting, and waiting for the display's next frame, come after).
// `node test/bench/search-keystroke.mjs` (after a build); `npm run bench` runs it too.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { api, customer } from './customer.mjs';

const STORES = 500;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'shield-keystroke-'));
const port = await freePort();
const child = fork(join(root, 'dist/server.js'), [], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  for (let i = 0; !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false)); i++) {
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const { token } = await customer(base, { plan: 'TITAN', domain: 'store-0.example.com' });
  for (let made = 1; made < STORES; made += 50) {
    const stores = Array.from({ length: Math.min(50, STORES - made) }, (_, i) => ({
      id: `store-${randomUUID()}`,
      domain: `store-${made + i}-${['north', 'south', 'east', 'west'][(made + i) % 4]}.example.com`,
      platform: 'shopify',
      countries: ['FR', 'US', 'DE'],
    }));
    await api(base, 'POST', '/api/stores', token, { stores });
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByText(`of ${STORES} stores`).waitFor();
  await page.evaluate(() => {
    window.__keystrokes = [];
    window.__redrawn = [];
    let pressed = 0;
    let changed = 0;
    document.addEventListener('keydown', (event) => (pressed = event.timeStamp), true);
    // The rows may follow the search box a little later (React renders them at a lower priority).
    new MutationObserver(() => (changed = performance.now())).observe(document.querySelector('table'), { childList: true, subtree: true, characterData: true });
    window.__settled = () => window.__redrawn.push(Math.max(0, changed - pressed));
    // React has rendered by the time the input event reaches the document; reading a size makes the
    // browser lay the page out now.
    document.addEventListener('input', () => {
      const rendered = performance.now() - pressed;
      void document.body.offsetHeight;
      window.__keystrokes.push(performance.now() - pressed);
      if (window.__split) window.__split.push(`${rendered.toFixed(1)}+${(performance.now() - pressed - rendered).toFixed(1)}`);
    });
  });
  if (process.env.KEYSTROKE_EACH) await page.evaluate(() => (window.__split = []));
  const search = page.getByPlaceholder('Search stores...');
  await search.click();
  // EACH=1 prints each key's split between rendering and layout.
  for (const text of ['store-4', 'west']) {
    for (const key of text) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
      await page.evaluate(() => window.__settled());
    }
    // Cleared at once, as a user does with the whole text selected: every store is back.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(200);
    await page.evaluate(() => window.__settled());
  }
  if (process.env.KEYSTROKE_EACH) console.log('render + layout per key, ms:', (await page.evaluate(() => window.__split)).join(' '));
  const times = (await page.evaluate(() => window.__keystrokes)).sort((a, b) => a - b);
  const redrawn = (await page.evaluate(() => window.__redrawn)).sort((a, b) => a - b);
  const at = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(1);
  console.log(`\nsearch keystroke with ${STORES} stores, ms (key to page laid out; ${times.length} keys): median ${at(times, 0.5)}, p90 ${at(times, 0.9)}, max ${times.at(-1).toFixed(1)} (target: under 16)`);
  console.log(`  the rows, redrawn after the key (in slices React may interrupt): median ${at(redrawn, 0.5)}, max ${redrawn.at(-1).toFixed(1)}`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
