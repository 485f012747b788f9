// The layering of src/server, read from its imports. app.ts composes everything; routes/ turns HTTP
// into calls of the services and data modules; http/ is the bottom layer of the protocol and knows
// nothing of the domain; services/, data/ and db/ never know they are behind HTTP; nothing but app.ts
// imports a route.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root } from '../helpers/root.js';

const src = join(root, 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** Every relative import of every server file, as [file, specifier, path under src/]. */
const imports = files(join(src, 'server')).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return specifiers.filter((spec) => spec.startsWith('.')).map((spec) => ({ file: relative(src, file), spec, target: relative(src, resolve(dirname(file), spec)) }));
});

const under = (dir: string) => (path: string) => path.startsWith(`server/${dir}/`);
const wrong = (from: (path: string) => boolean, to: (path: string) => boolean) =>
  imports.filter((i) => from(i.file) && to(i.target)).map((i) => `${i.file} imports ${i.spec}`);

test('the import reader finds the server imports (it reads the files it should)', () => {
  assert.ok(imports.length > 150, `${imports.length} imports`);
  assert.ok(imports.some((i) => i.file === 'server/app.ts' && i.target === 'server/routes/serve.js'));
});

test('http/ imports only http/, src/shared and the log line type: no services, data, db or routes', () => {
  const allowed = (path: string) => under('http')(path) || path.startsWith('shared/') || path === 'server/log-lines.js';
  assert.equal(wrong(under('http'), (t) => !allowed(t)), []);
});

test('services/, data/ and db/ never import http/ or routes/', () => {
  const lower = (path: string) => ['services', 'data', 'db'].some((dir) => under(dir)(path));
  assert.equal(wrong(lower, (t) => under('http')(t) || under('routes')(t)), []);
});

test('data/ and db/ never import services/', () => {
  assert.equal(wrong((f) => under('data')(f) || under('db')(f), under('services')), []);
});

test('nothing but app.ts and routes/ itself imports a route', () => {
  assert.equal(wrong((f) => f !== 'server/app.ts' && !under('routes')(f), under('routes')), []);
});

test('routes/ holds no SQL: its files never query the store themselves', () => {
  const querying = files(join(src, 'server/routes')).filter((file) => /\.query\b/.test(readFileSync(file, 'utf8')));
  assert.equal(querying.map((f) => relative(src, f)), []);
});

test.run();
