// The router and the build read one route table (src/client/routes/table.ts): each path it lists has a
// built page that preloads the page's chunks and names them for the router, and each chunk exports
// what the router takes from it (npm test builds dist/ first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NOT_FOUND, ROUTES } from '../../src/client/routes/table.js';
import { root } from '../helpers/root.js';

const meta: {
  outputs: Record<string, { entryPoint?: string; exports: string[] }>;
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
} = JSON.parse(readFileSync(join(root, 'dist/client-meta.json'), 'utf8'));
/** A chunk's built file, as the page links it, and its exports. */
const chunk = (name: string): { url: string; exports: string[] } | undefined => {
  const [file, output] = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === `src/client/chunks/${name}.ts`) ?? [];
  return file ? { url: file.slice(file.indexOf('/assets/')), exports: output!.exports } : undefined;
};
const pages = [...Object.values(ROUTES), NOT_FOUND];

test("each path of the table has a built page that names the page's chunks and preloads them", () => {
  for (const [path, page] of Object.entries(ROUTES)) {
    const file = join(root, 'dist/public/pages', path, 'index.html');
    assert.ok(existsSync(file), `${path} has no built page`);
    const html = readFileSync(file, 'utf8');
    assert.equal(/<meta name="chunks" content="([^"]*)">/.exec(html)?.[1]!.split(' ') ?? [], page.chunks, path);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    for (const name of page.chunks) {
      assert.ok(chunk(name), `${path}: no chunk was built of src/client/chunks/${name}.ts`);
      assert.ok(preloaded.includes(chunk(name)!.url), `${path} does not preload ${name}`);
    }
  }
});

test('each chunk exports what the router takes from it: the screen from the last, a guard or frame from the first', () => {
  for (const { chunks, screen, guard } of pages.filter((page) => page.chunks.length)) {
    assert.ok(chunk(chunks.at(-1)!)?.exports.includes(screen), `${chunks.at(-1)} exports no ${screen}`);
    const frame = guard === 'signed-in' ? 'Private' : guard && guard !== 'signed-out' ? 'DashboardLayout' : undefined;
    if (frame) assert.ok(chunk(chunks[0]!)?.exports.includes(frame), `${chunks[0]} exports no ${frame}`);
  }
});

test('the router fetches exactly the chunks the table names, from the files the build preloads for them', () => {
  const fetched = meta.inputs['src/client/routes/chunk-loader.ts']!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  assert.equal(fetched.sort(), [...new Set(pages.flatMap((page) => page.chunks))].map((name) => `src/client/chunks/${name}.ts`).sort());
});

test.run();
