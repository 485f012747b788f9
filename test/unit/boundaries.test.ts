// The layering of src/, read from its imports: features do not reach into each other (but for the few
// listed below, each with its reason; what several show is in parts/, the calls several make in api/),
// ui/ and src/shared import nothing above them, api/ knows no state/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root } from '../helpers/root.js';

/** feature → the features it may import, and why. */
const ALLOWED: Record<string, Record<string, string>> = {
  dashboard: {
    activity: "the dashboard's chunks re-export its pages",
    settings: "the dashboard's chunks re-export its pages",
    stores: "the dashboard's chunks re-export its pages",
    upgrade: "the dashboard's chunks re-export its pages",
    users: "the dashboard's chunks re-export its pages",
    whitelist: "the dashboard's chunks re-export its pages",
  },
  analytics: { dashboard: 'Analytics always shows inside the dashboard: its chunk re-exports the dashboard chunk' },
  stores: { dashboard: 'Add Store always shows inside the dashboard: its chunk re-exports the dashboard chunk' },
};

const src = join(root, 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** Every import of every source file, as [file, specifier, resolved path under src/ or the package]. */
const imports = files(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)import\s+'([^']+)'/g)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
  return specifiers.map((spec) => ({
    file: relative(src, file),
    spec,
    target: spec.startsWith('.') ? relative(src, resolve(dirname(file), spec)) : `package:${spec}`,
  }));
});

const featureOf = (path: string) => /^client\/features\/([^/]+)\//.exec(path)?.[1];

test('the import reader finds imports (it reads the files it should)', () => {
  assert.ok(imports.length > 200, `${imports.length} imports`);
  assert.ok(imports.some((i) => i.file === 'client/App.tsx' && i.spec === 'wouter'));
});

const crossings = imports.filter((i) => featureOf(i.file) && featureOf(i.target) && featureOf(i.file) !== featureOf(i.target));

test('no feature imports another, except the listed pairs', () => {
  const unlisted = crossings.filter((i) => !ALLOWED[featureOf(i.file)!]?.[featureOf(i.target)!]).map((i) => `${i.file} imports ${i.spec}`);
  assert.equal(unlisted, []);
});

test('every listed pair is still imported (an allowance nobody uses goes from the list)', () => {
  const used = new Set(crossings.map((i) => `${featureOf(i.file)} → ${featureOf(i.target)}`));
  const unused = Object.entries(ALLOWED)
    .flatMap(([from, targets]) => Object.keys(targets).map((to) => `${from} → ${to}`))
    .filter((pair) => !used.has(pair));
  assert.equal(unused, []);
});

test('parts/ (what several features show) imports no feature', () => {
  const wrong = imports.filter((i) => i.file.startsWith('client/parts/') && featureOf(i.target)).map((i) => `${i.file} imports ${i.spec}`);
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
