// The built SPA served from PUBLIC_DIR: hashed assets cached for good, pre-compressed variants,
// index.html (no-cache) for app routes, 404 for missing files, and /api never falling back to the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { call, startServer, type TestServer } from '../helpers/server.js';

const INDEX = '<!doctype html><html><head><title>Store Shield</title></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('app bundle '.repeat(200))});\n`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/client/main.tsx'], sourcesContent: ['// the whole source'], mappings: '' });

let s: TestServer;
let dir: string;
test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shield-public-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets/app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'assets/app-abc123.js.map'), SOURCE_MAP);
  writeFileSync(join(dir, 'protect.js'), '(()=>{})();');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, 'flags'));
  writeFileSync(join(dir, 'flags/fr.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  s = await startServer({ env: { PUBLIC_DIR: dir } });
});
test.after(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would undo the Content-Encoding): status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(s.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a hashed asset is served with a year-long immutable Cache-Control', async () => {
  const res = await get('/assets/app-abc123.js');
  assert.is(res.status, 200);
  assert.is(res.body.toString(), APP_JS);
  assert.ok(String(res.headers['cache-control']).includes('immutable'), `cache-control ${res.headers['cache-control']}`);
  assert.ok(String(res.headers['cache-control']).includes('max-age=31536000'));
  assert.ok(String(res.headers['content-type']).startsWith('text/javascript'));
  assert.is(res.headers['content-encoding'], undefined, 'no encoding unless asked for');
  assert.is(Number(res.headers['content-length']), Buffer.byteLength(APP_JS));
});

test('Accept-Encoding br answers the .br file with Content-Encoding br; gzip the .gz', async () => {
  const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.is(br.status, 200);
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(brotliDecompressSync(br.body).toString(), APP_JS);
  assert.ok(br.body.length < Buffer.byteLength(APP_JS));
  assert.ok(String(br.headers.vary).toLowerCase().includes('accept-encoding'));
  assert.ok(String(br.headers['cache-control']).includes('immutable'));

  const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.is(gunzipSync(gz.body).toString(), APP_JS);
});

test('an app route like /stores/new answers index.html with no-cache', async () => {
  for (const path of ['/stores/new', '/', '/ap/set-password?token=abc', '/some/unknown/page']) {
    const res = await get(path);
    assert.is(res.status, 200, path);
    assert.is(res.body.toString(), INDEX, path);
    assert.ok(String(res.headers['content-type']).startsWith('text/html'), path);
    assert.is(res.headers['cache-control'], 'no-cache', path);
    const csp = String(res.headers['content-security-policy']);
    assert.ok(csp.includes("default-src 'self'") && csp.includes("frame-ancestors 'none'"), `${path}: CSP ${csp}`);
    assert.is(res.headers['x-content-type-options'], 'nosniff');
  }
});

test('a file outside assets/ is not immutable', async () => {
  const res = await get('/favicon.svg');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'image/svg+xml');
  assert.not.ok(String(res.headers['cache-control']).includes('immutable'));
});

test('protect.js, loaded by every page of every shop, may be cached for 5 minutes', async () => {
  const res = await get('/protect.js');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.is(res.headers['cache-control'], 'public, max-age=300');
});

test('a flag is a PNG kept by the browser for a week, so a list of stores reloaded asks for none again', async () => {
  const res = await get('/flags/fr.png');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'image/png');
  assert.is(res.headers['cache-control'], 'public, max-age=604800');
});

test('HEAD answers the headers without a body', async () => {
  const res = await get('/assets/app-abc123.js', {}, 'HEAD');
  assert.is(res.status, 200);
  assert.is(res.body.length, 0);
  assert.ok(String(res.headers['cache-control']).includes('immutable'));
});

test('a missing file answers 404, not the page', async () => {
  for (const path of ['/missing.js', '/assets/app-000000.js', '/assets/missing.css']) {
    await assertErrorBody(s, await call(s.url, 'GET', path), 404);
  }
});

test('/api paths never fall back to index.html', async () => {
  const reply = await call(s.url, 'GET', '/api/no-such-area/new');
  await assertErrorBody(s, reply, 404);
});

test('source maps are not served, nor linked, unless SOURCE_MAPS=public', async () => {
  for (const headers of [{}, { 'accept-encoding': 'gzip, br' }] as Record<string, string>[]) {
    const res = await get('/assets/app-abc123.js.map', headers);
    assert.is(res.status, 404);
    assert.not.ok(res.body.toString().includes('sourcesContent'), 'not the map, nor the page');
  }
  assert.is((await get('/assets/app-abc123.js')).headers['sourcemap'], undefined);
  const open = await startServer({ env: { PUBLIC_DIR: dir, SOURCE_MAPS: 'public' } });
  try {
    const res = await fetch(open.url + '/assets/app-abc123.js.map');
    assert.is(res.status, 200);
    assert.is(await res.text(), SOURCE_MAP);
    assert.ok(String(res.headers.get('content-type')).startsWith('application/json'));
    // The bundle carries no comment pointing at its map: the browser's tools learn of it from a header.
    const script = await fetch(open.url + '/assets/app-abc123.js');
    assert.is(script.headers.get('sourcemap'), '/assets/app-abc123.js.map');
  } finally {
    await open.close();
  }
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
