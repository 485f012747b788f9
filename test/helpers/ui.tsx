import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Test } from 'uvu';
import { startServer, type TestServer } from './server.js';
import { AppRoutes } from '../../src/client/App.js';
import { Providers } from '../../src/client/Providers.js';
import { QueryCache } from '../../src/client/api/cache.js';
import { preloadChunks } from '../../src/client/routes/chunk-loader.js';
import { NOT_FOUND, ROUTES } from '../../src/client/routes/table.js';

// Every screen's code is at hand, as once the browser has fetched its chunk: the screens render
// without a loading step, and what a test sees first is the page (or its own data's loading state).
await preloadChunks([...Object.values(ROUTES), NOT_FOUND].flatMap((page) => page.chunks));

let cache = new QueryCache();

declare global {
  // Set by test/ui/setup-dom.mjs.
  var __jsdom: { reconfigure(options: { url: string }): void };
}

/** Points the page at a server (the real one from startServer) so the app's /api calls reach it. */
export function useServerOrigin(url: string): void {
  globalThis.__jsdom.reconfigure({ url: url + '/' });
}

/** Renders the whole app at a path, as a browser opening that address would. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  cache = new QueryCache();
  return render(
    <Providers cache={cache}>
      <AppRoutes />
    </Providers>,
  );
}

/** The query cache of the app renderApp rendered last: a test can invalidate what a screen shows. */
export const appCache = (): QueryCache => cache;

/** Between tests: unmount, drop cached queries (and their eviction timers), forget the stored token. */
export function reset(): void {
  cleanup();
  cache.clear();
  localStorage.clear();
}

/** Holds every GET to a path until released, so a loading state can be seen for sure. */
export function holdGets(path: string) {
  const original = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), window.location.href).pathname === path && (init?.method ?? 'GET') === 'GET') await gate;
    return original(input, init);
  };
  return () => {
    release();
    globalThis.fetch = original;
  };
}

/** How long a screen may take to show what the server answered. */
export const WAIT = { timeout: 5000 };

/** Renders the app at `path` and waits for the page's title. */
export async function openPage(path: string, title: string): Promise<void> {
  renderApp(path);
  await screen.findByRole('heading', { name: title, level: 1 }, WAIT);
}

/**
 * The rows of a list or table, found by a text they show: `selector` is the element holding the text,
 * `rowSelector` the row around it. `rowFound` waits for the row to appear.
 */
export function rows(selector: string, rowSelector: string) {
  const row = (text: string) => screen.getByText(text, { selector }).closest(rowSelector) as HTMLElement;
  const rowFound = async (text: string) => {
    await screen.findByText(text, { selector }, WAIT);
    return row(text);
  };
  return { row, rowFound };
}

/** Types a whole new value into an input, as one change. */
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/**
 * The set-up every ui test file shares: a real server for the file (with these options), the app's
 * calls pointed at it, and a clean page after each test. The answer stands for the server once the
 * file's tests run.
 */
export function uiServer(test: Test, options: Parameters<typeof startServer>[0] = {}): TestServer {
  let server: TestServer | undefined;
  test.before(async () => {
    server = await startServer(options);
    useServerOrigin(server.url);
  });
  test.after(() => server?.close());
  test.after.each(reset);
  return new Proxy({} as TestServer, { get: (_, key) => server![key as keyof TestServer] });
}
