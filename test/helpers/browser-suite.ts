// The set-up every browser test file shares: the built server as a child process with a fresh data
// folder and Chromium, started together; a fresh context a tab; after each test its tabs closed and
// any script error the page did not catch failing that test; at the end everything stopped.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchWith, openTab, type Tab } from './browser.js';
import { freshDataDir, removeDataDir, startProcessServer, type ProcessServer } from './process-server.js';

export interface BrowserSuite {
  readonly browser: Browser;
  readonly server: ProcessServer;
  readonly dataDir: string;
  /** A new tab on the server, in a context of its own (no storage shared with other tabs). */
  tab(viewport?: { width: number; height: number }): Promise<Tab>;
  /** Closes the open tabs (failing on a script error in them) and stops the server with SIGTERM, then starts a new one on the same data and port; answers the old one's exit code and output. */
  restartServer(): Promise<{ code: number | string; output: string }>;
}

export function browserSuite(test: Test): BrowserSuite {
  let browser: Browser | undefined;
  let server: ProcessServer | undefined;
  let dataDir = '';
  const tabs: Tab[] = [];
  test.before(async () => {
    dataDir = freshDataDir();
    [browser, server] = await launchWith(startProcessServer({ dataDir }));
  });
  const closeTabs = async () => {
    const crashes = tabs.flatMap((t) => t.errors.filter((e) => e.startsWith('pageerror')));
    for (const t of tabs.splice(0)) await t.close();
    assert.equal(crashes, [], 'uncaught errors in the page');
  };
  test.after.each(closeTabs);
  test.after(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) removeDataDir(dataDir);
  });
  return {
    get browser() {
      return browser!;
    },
    get server() {
      return server!;
    },
    get dataDir() {
      return dataDir;
    },
    async tab(viewport = DESKTOP) {
      const t = await openTab(browser!, { baseURL: server!.url, viewport });
      tabs.push(t);
      return t;
    },
    async restartServer() {
      await closeTabs();
      const stopped = server!;
      const code = await stopped.stop();
      server = await startProcessServer({ dataDir, port: stopped.port });
      return { code, output: stopped.output() };
    },
  };
}
