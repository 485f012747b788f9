// Time to each page's first heading on a slow phone, in Chromium: 4x CPU throttling, 150 ms latency
// and 1.6 Mbps down, no cache. `node test/bench/first-load.mjs [project folder ...]` measures each
// folder's built app (default: this one; build them first), taking the folders in turn for every
// page and run, so that the machine's drift falls on all alike; `npm run bench` runs it last.
// FIRST_LOAD_RUNS (5) runs per page and folder; the median is printed.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { customer, register } from './customer.mjs';

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/**
 * Runs in the page: notes in window.__headingAt when a heading first has a size on screen, checked
 * at every change of the page (asking from outside polls, and the poll's interval, up to 500 ms,
 * would be measured too).
 */
function noteHeading() {
  const look = () => {
    if (window.__headingAt) return;
    const heading = document.querySelector('h1, h2');
    if (!heading || !heading.getClientRects().length || getComputedStyle(heading).visibility === 'hidden') return;
    window.__headingAt = performance.now();
    // The scripts loaded by now, as the browser's own resource timing counts them (headers included).
    window.__scriptBytes = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .reduce((sum, e) => sum + e.transferSize, 0);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Milliseconds from the start of navigation until the page's first heading is visible, the script
 * bytes Chromium had received by then (bodies as sent, compressed, and their headers), and the
 * encodings the scripts came in.
 */
async function timeToHeading(browser, base, path, token) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await context.addInitScript(noteHeading);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const encodings = new Set();
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Script') encodings.add(Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity');
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + path, { waitUntil: 'commit' });
  const ms = await page.waitForFunction(() => window.__headingAt, null, { timeout: 60_000 }).then((handle) => handle.jsonValue());
  const received = { bytes: await page.evaluate(() => window.__scriptBytes), encodings: [...encodings] };
  await context.close();
  return { ms, received };
}

/** The built server of a project folder, on a fresh embedded store, with its two accounts. */
async function startApp(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shield-first-load-'));
  const port = await freePort();
  const child = fork(join(root, 'dist/server.js'), [], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false)); i++) {
    if (i > 300) throw new Error(`${root}: the server did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const tokens = { paying: (await customer(base, { plan: 'PRO' })).token, newcomer: await register(base) };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { root, base, tokens, stop };
}

const roots = (process.argv.length > 2 ? process.argv.slice(2) : [new URL('../..', import.meta.url).pathname]).map((r) => resolve(r));
const PAGES = [
  ['sign-in', '/ap/login', null],
  ['My Stores', '/', 'paying'],
  ['Add Store', '/stores/new', 'paying'],
  ['Analytics', '/analytics', 'paying'],
  ['Users', '/users', 'paying'],
  ['onboarding', '/onboarding', 'newcomer'],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
const apps = [];
try {
  for (const root of roots) apps.push(await startApp(root));
  const loads = apps.map(() => PAGES.map(() => []));
  for (let run = 0; run < RUNS; run++) {
    for (const [p, [, path, who]] of PAGES.entries()) {
      for (const [a, app] of apps.entries()) loads[a][p].push(await timeToHeading(browser, app.base, path, who && app.tokens[who]));
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  /** A table of each page (rows) and folder (columns): the median of `figure` over the runs, as `format` writes it. */
  const table = (title, figure, format) => {
    console.log(`\n${title}`);
    console.log(['page'.padEnd(12), ...roots.map((r) => r.slice(-24).padStart(26))].join(''));
    PAGES.forEach(([name], p) => console.log([name.padEnd(12), ...apps.map((_, a) => format(median(loads[a][p].map(figure))).padStart(26))].join('')));
  };
  table(`time to the page's first heading, ms (median of ${RUNS}; 4x CPU, 150 ms, 1.6 Mbps down, no cache)`, (l) => l.ms, (ms) => String(Math.round(ms)));
  // The same pages weighed by the browser: what it received of scripts before the heading showed.
  const encodings = new Set(loads.flat(2).flatMap((l) => l.received.encodings));
  table(`scripts Chromium received before the heading, KB (bodies as sent, ${[...encodings].join('/')}, with their headers)`, (l) => l.received.bytes, (bytes) => (bytes / 1024).toFixed(1));
} finally {
  await browser.close();
  for (const app of apps) await app.stop();
}
