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

/** Opens a shop page carrying `tag`; `prepare` runs before the page's scripts. */
async function shopPage(tag: string, prepare: (window: DOMWindow) => void = () => {}) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (err) => errors.push(err.message));
  const sent: { url: string; data: Blob }[] = [];
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
  return { window, errors, beacons, allowed };
}

function readBlob(window: DOMWindow, blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new window.FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('with data-store: one start beacon to the dashboard as text/plain, and copying is blocked', async () => {
  const page = await shopPage(`<script async src="${SNIPPET_URL}" data-store="${STORE}"></script>`);
  const beacons = await page.beacons();
  assert.is(beacons.length, 1);
  assert.is(beacons[0]!.url, 'https://dashboard.example/api/collect');
  assert.is(beacons[0]!.type, 'text/plain');
  assert.equal([beacons[0]!.body.s, beacons[0]!.body.e], [STORE, 'start']);
  assert.match(beacons[0]!.body.v, UUID_V4);
  for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) assert.is(page.allowed(type), false, type);
  assert.match(page.window.document.head.lastElementChild!.textContent!, 'user-select:none');
  assert.equal(page.errors, []);
});

test('without data-store it does nothing at all: no beacon, copying allowed, no style, no error', async () => {
  const page = await shopPage(`<script async src="${SNIPPET_URL}"></script>`);
  assert.equal(await page.beacons(), []);
  for (const type of ['copy', 'cut', 'contextmenu', 'selectstart']) assert.is(page.allowed(type), true, type);
  assert.is(page.window.document.querySelectorAll('style').length, 0);
  assert.equal(page.errors, []);
});

test('a reload in the same tab keeps the visit: no second start, the protection still applies', async () => {
  const page = await shopPage(`<script async src="${SNIPPET_URL}" data-store="${STORE}"></script>`, (window) =>
    window.sessionStorage.setItem(`ssv:${STORE}`, '5d0c8a9e-2b1f-4c3d-8e7f-6a5b4c3d2e1f'),
  );
  assert.equal(await page.beacons(), []);
  assert.is(page.allowed('copy'), false);
  page.window.dispatchEvent(new page.window.Event('pagehide'));
  const [end] = await page.beacons();
  assert.equal(end!.body, { s: STORE, e: 'end', v: '5d0c8a9e-2b1f-4c3d-8e7f-6a5b4c3d2e1f' });
});

test('a page whose storage throws (storage blocked) still counts the visit and sees no error', async () => {
  const page = await shopPage(`<script async src="${SNIPPET_URL}" data-store="${STORE}"></script>`, (window) =>
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new window.DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  const beacons = await page.beacons();
  assert.is(beacons.length, 1);
  assert.is(beacons[0]!.body.e, 'start');
  assert.equal(page.errors, []);
});

test.run();
