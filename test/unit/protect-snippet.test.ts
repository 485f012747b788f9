// protect.js as a merchant's page runs it: built the way build.mjs builds it and loaded from its own
// address by a <script> tag in a jsdom page, with navigator.sendBeacon recorded.
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { JSDOM, ResourceLoader, VirtualConsole, type DOMWindow } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root } from '../helpers/root.js';

const STORE = '0b6d2e0c-6f0e-4c57-9d8e-3f3c1c7f2a11';
const SNIPPET_URL = 'https://dashboard.example/protect.js';

const built = await esbuild.build({
  entryPoints: [join(root, 'src/snippet/protect.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: ['es2017'],
  minify: true,
});
const snippet = Buffer.from(built.outputFiles[0]!.contents);

class SnippetLoader extends ResourceLoader {
  override fetch(url: string) {
    return url === SNIPPET_URL ? Promise.resolve(snippet) : null;
  }
}

const opened: DOMWindow[] = [];
test.after.each(() => {
  for (const window of opened.splice(0)) window.close();
});

interface Beacon {
  url: string;
  type: string;
  body: { s: string; e: string; v: string };
}

interface Started {
  url: string;
  init: RequestInit;
  body: { s: string; e: string; v: string; r?: number };
}

interface PageOptions {
  /** Runs before the page's scripts. */
  prepare?: (window: DOMWindow) => void;
  /** How the dashboard answers the start: its status and body; 'never' leaves it unanswered; 'no fetch' takes fetch away. */
  answer?: { status: number; body: string } | 'never' | 'no fetch';
}

/** Opens a shop page carrying `tag`, with navigator.sendBeacon and fetch recorded. */
async function shopPage(tag: string, { prepare = () => {}, answer = { status: 202, body: '' } }: PageOptions = {}) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (err) => errors.push(err.message));
  const sent: { url: string; data: Blob }[] = [];
  const fetched: Started[] = [];
  let answered!: () => void;
  const answeredOnce = new Promise<void>((resolve) => (answered = resolve));
  const dom = new JSDOM(`<!doctype html><html><head>${tag}</head><body><p>Our best product text</p></body></html>`, {
    url: 'https://shop.example/products/1',
    runScripts: 'dangerously',
    resources: new SnippetLoader(),
    virtualConsole,
    beforeParse(window) {
      Object.defineProperty(window.navigator, 'sendBeacon', {
        value: (url: string, data: Blob) => {
          sent.push({ url, data });
          return true;
        },
      });
      if (answer === 'no fetch') delete (window as { fetch?: unknown }).fetch;
      else
        Object.defineProperty(window, 'fetch', {
          value: (url: string, init: RequestInit) => {
            fetched.push({ url, init, body: JSON.parse(String(init.body)) });
            if (answer === 'never') return new Promise(() => {});
            return Promise.resolve({ status: answer.status, text: async () => answer.body }).finally(() => setTimeout(answered));
          },
        });
      prepare(window);
    },
  });
  const { window } = dom;
  opened.push(window);
  await new Promise((resolve) => window.addEventListener('load', resolve));
  const beacons = async (): Promise<Beacon[]> =>
    Promise.all(sent.map(async ({ url, data }) => ({ url, type: data.type, body: JSON.parse(await readBlob(window, data)) })));
  /** Whether the page let the event through (false: the snippet cancelled it). */
  const allowed = (type: string) => window.document.querySelector('p')!.dispatchEvent(new window.Event(type, { bubbles: true, cancelable: true }));
  /** Whether every anti-copy rule holds (true), or none does (false); anything between fails. */
  const protectedNow = () => {
    const blocked = ANTI_COPY.map((type) => !allowed(type));
    const styled = [...window.document.querySelectorAll('style')].some((style) => style.textContent!.includes('user-select:none'));
    assert.ok(blocked.every((b) => b === styled), `rules applied in part: ${blocked} ${styled}`);
    return styled;
  };
  /** Once the start's answer has been read (past the snippet's own handling of it). */
  const afterAnswer = () => answeredOnce.then(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return { window, errors, beacons, fetched, allowed, protectedNow, afterAnswer };
}

const ANTI_COPY = ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart'];

function readBlob(window: DOMWindow, blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new window.FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TAG = `<script async src="${SNIPPET_URL}" data-store="${STORE}"></script>`;
const VISIT = '5d0c8a9e-2b1f-4c3d-8e7f-6a5b4c3d2e1f';
const LIFT = { status: 202, body: '{"protect":false}' };

test('with data-store: one start to the dashboard as a CORS simple request, kept alive, and copying is blocked', async () => {
  const page = await shopPage(TAG);
  assert.is(page.fetched.length, 1);
  const [started] = page.fetched;
  assert.is(started!.url, 'https://dashboard.example/api/collect');
  assert.is(started!.init.method, 'POST');
  assert.is(started!.init.keepalive, true);
  // A string body is sent as text/plain; no header of its own, nor a mode, that would need a preflight.
  assert.is(typeof started!.init.body, 'string');
  assert.is(started!.init.headers, undefined);
  assert.is(started!.init.mode, undefined);
  assert.equal(Object.keys(started!.body), ['s', 'e', 'v'], 'written as the server reads it fastest');
  assert.equal([started!.body.s, started!.body.e], [STORE, 'start']);
  assert.match(started!.body.v, UUID_V4);
  assert.equal(await page.beacons(), []);
  assert.is(page.protectedNow(), true);
  await page.afterAnswer();
  assert.is(page.protectedNow(), true, 'an empty answer keeps the rules');
  assert.is(page.window.sessionStorage.getItem(`ssa:${STORE}`), '1');
  assert.equal(page.errors, []);
});

test('an answer that says so lifts every rule for the rest of the tab: later pages neither ask nor block', async () => {
  const page = await shopPage(TAG, { answer: LIFT });
  await page.afterAnswer();
  assert.is(page.protectedNow(), false);
  const storage = { visit: page.window.sessionStorage.getItem(`ssv:${STORE}`)!, answer: page.window.sessionStorage.getItem(`ssa:${STORE}`)! };
  assert.is(storage.answer, '0');
  // The next page of the tab: the same storage.
  const next = await shopPage(TAG, {
    prepare: (window) => {
      window.sessionStorage.setItem(`ssv:${STORE}`, storage.visit);
      window.sessionStorage.setItem(`ssa:${STORE}`, storage.answer);
    },
  });
  assert.equal(next.fetched, []);
  assert.is(next.protectedNow(), false);
  next.window.dispatchEvent(new next.window.Event('pagehide'));
  assert.equal((await next.beacons()).map((b) => b.body), [{ s: STORE, e: 'end', v: storage.visit }]);
});

test('a start refused (429) keeps the rules and is asked again on the next page', async () => {
  const page = await shopPage(TAG, { answer: { status: 429, body: '{"protect":false}' } });
  await page.afterAnswer();
  assert.is(page.protectedNow(), true);
  assert.is(page.window.sessionStorage.getItem(`ssa:${STORE}`), null);
});

test('a reload in the same tab keeps the visit: no second start once answered, the protection still applies', async () => {
  const page = await shopPage(TAG, {
    prepare: (window) => {
      window.sessionStorage.setItem(`ssv:${STORE}`, VISIT);
      window.sessionStorage.setItem(`ssa:${STORE}`, '1');
    },
  });
  assert.equal(page.fetched, []);
  assert.is(page.protectedNow(), true);
  page.window.dispatchEvent(new page.window.Event('pagehide'));
  const [end] = await page.beacons();
  assert.equal(end!.body, { s: STORE, e: 'end', v: VISIT });
});

test("a page left before its start's answer came: the next page asks again for the same visit, protected meanwhile", async () => {
  const page = await shopPage(TAG, { answer: 'never', prepare: (window) => window.sessionStorage.setItem(`ssv:${STORE}`, VISIT) });
  // Marked as sent again, so the server takes it as a visit it may have counted already.
  assert.equal(page.fetched.map((f) => f.body), [{ s: STORE, e: 'start', v: VISIT, r: 1 }]);
  assert.is(page.protectedNow(), true);
});

test('without fetch the start goes as a beacon (text/plain) and the rules hold', async () => {
  const page = await shopPage(TAG, { answer: 'no fetch' });
  const beacons = await page.beacons();
  assert.equal(beacons.map((b) => [b.url, b.type, b.body.e]), [['https://dashboard.example/api/collect', 'text/plain', 'start']]);
  assert.is(page.protectedNow(), true);
  assert.equal(page.errors, []);
});

test('without data-store it does nothing at all: no start, copying allowed, no style, no error', async () => {
  const page = await shopPage(`<script async src="${SNIPPET_URL}"></script>`);
  assert.equal(page.fetched, []);
  assert.equal(await page.beacons(), []);
  for (const type of ANTI_COPY) assert.is(page.allowed(type), true, type);
  assert.is(page.window.document.querySelectorAll('style').length, 0);
  assert.equal(page.errors, []);
});

test('a page whose storage throws (storage blocked) still counts the visit, can still be lifted, and sees no error', async () => {
  const page = await shopPage(TAG, {
    answer: LIFT,
    prepare: (window) =>
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new window.DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
  });
  assert.equal(page.fetched.map((f) => f.body.e), ['start']);
  await page.afterAnswer();
  assert.is(page.protectedNow(), false);
  assert.equal(page.errors, []);
});

test.run();
