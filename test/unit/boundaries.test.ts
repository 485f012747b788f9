// The layering of src/, read from its imports: features do not reach into each other (what several
// show is in parts/, the calls several make in api/), ui/ and src/shared import nothing above them,
// api/ knows no state/, and only chunks/ gathers screens into the chunks the router fetches.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root } from '../helpers/root.js';

const src = join(root, 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** Every import of every source file: file, specifier, resolved path under src/ or the package, and whether import() fetches it. */
const imports = files(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)import\s+'([^']+)'/g)].map(
    (m) => ({ spec: m[1] ?? m[2] ?? m[3]!, fetched: m[2] !== undefined }),
  );
  return specifiers.map(({ spec, fetched }) => ({
    file: relative(src, file),
    spec,
    target: spec.startsWith('.') ? relative(src, resolve(dirname(file), spec)) : `package:${spec}`,
    /** By import(): a chunk fetched when needed. */
    fetched,
  }));
});

const featureOf = (path: string) => /^client\/features\/([^/]+)\//.exec(path)?.[1];

test('the import reader finds imports (it reads the files it should)', () => {
  assert.ok(imports.length > 200, `${imports.length} imports`);
  assert.ok(imports.some((i) => i.file === 'client/App.tsx' && i.spec === 'wouter'));
});

test('no feature imports another', () => {
  const crossings = imports.filter((i) => featureOf(i.file) && featureOf(i.target) && featureOf(i.file) !== featureOf(i.target));
  assert.equal(crossings.map((i) => `${i.file} imports ${i.spec}`), []);
});

test('parts/ (what several features show) imports no feature', () => {
  const wrong = imports.filter((i) => i.file.startsWith('client/parts/') && featureOf(i.target)).map((i) => `${i.file} imports ${i.spec}`);
  assert.equal(wrong, []);
});

test('chunks/ is only fetched (by import()), and only its files share out the shell', () => {
  const wrong = imports
    .filter((i) => !i.file.startsWith('client/chunks/'))
    .filter((i) => (i.target.startsWith('client/chunks/') && !i.fetched) || (i.target === 'client/shell.js' && i.file !== 'client/main.ts'))
    .map((i) => `${i.file} imports ${i.spec}`);
  assert.equal(wrong, []);
});

test('ui/ imports only ui/ and React', () => {
  const upward = imports
    .filter((i) => i.file.startsWith('client/ui/'))
    .filter((i) => !(i.target.startsWith('client/ui/') || /^package:react(-dom)?(\/|$)/.test(i.target)))
    .map((i) => `${i.file} imports ${i.spec}`);
  assert.equal(upward, []);
});

test('src/shared imports only src/shared', () => {
  const upward = imports.filter((i) => i.file.startsWith('shared/') && !i.target.startsWith('shared/')).map((i) => `${i.file} imports ${i.spec}`);
  assert.equal(upward, []);
});

test('api/ never imports state/, and neither imports a feature', () => {
  const wrong = imports
    .filter((i) => /^client\/(api|state)\//.test(i.file))
    .filter((i) => (i.file.startsWith('client/api/') && i.target.startsWith('client/state/')) || featureOf(i.target))
    .map((i) => `${i.file} imports ${i.spec}`);
  assert.equal(wrong, []);
});

test.run();
