// `npm test`: typecheck, build, then the unit, ui, api, e2e and postgres suites, each test file in its
// own process group. Ends with one line `N passed, N failed` counting every suite.
//   node test/run.mjs [suite ...]      run only these suites (unit ui api e2e postgres)
//   TEST_FILE_TIMEOUT_MS (600000)      a file running longer is killed with its group and counted failed
//   TEST_FILES (all)                   only the files whose path holds one of these comma-separated parts
//   CHROMIUM_PATH (/usr/bin/chromium)  the browser of the e2e suite's *.browser.test.ts files
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import postgres from 'postgres';

const root = new URL('..', import.meta.url).pathname;
// One folder per run, so that runs side by side do not remove each other's bundles.
const out = join(root, '.test-build', String(process.pid));
const SUITES = ['unit', 'ui', 'api', 'e2e', 'postgres'];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['typecheck', ...SUITES];
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 10 * 60_000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

/**
 * Runs a command in a process group of its own. Past timeoutMs the whole group (the test file, the
 * servers it started; a browser has a group of its own and ends with its file) is killed, and the answer says so.
 */
const groups = new Set();
function run(cmd, args, env = {}, timeoutMs = Infinity) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    groups.add(child.pid);
    let output = '';
    let timedOut = false;
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    };
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => ((timedOut = true), killGroup()), timeoutMs) : undefined;
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      groups.delete(child.pid);
      clearTimeout(timer);
      killGroup(); // whatever the file left behind goes with it
      resolve({ code, output, timedOut });
    });
  });
}
// Its own process groups do not get the terminal's Ctrl-C: they are ended here.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }
    rmSync(out, { recursive: true, force: true });
    process.exit(130);
  });
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name.padEnd(10)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const only = process.env.TEST_FILES?.split(',').filter(Boolean);
const files = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.test\.tsx?$/.test(f) && (!only || only.some((part) => f.includes(part))))
        .sort()
        .map((f) => join(dir, f))
    : [];

async function bundle(suite, dirs, keep = () => true) {
  const entries = dirs.flatMap((dir) => files(join(root, 'test', dir))).filter(keep);
  if (!entries.length) return [];
  const result = await esbuild.build({
    entryPoints: entries,
    outdir: join(out, suite),
    outbase: join(root, 'test'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'inline',
    loader: { '.sql': 'text', '.svg': 'file', '.txt': 'file' },
    metafile: true,
    logLevel: 'error',
  });
  return Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.mjs')).map((f) => join(root, f));
}

/** Runs each bundled file with uvu and adds up the Total/Passed/Skipped lines it prints. */
async function runSuite(suite, dirs, env = {}, concurrency = 2, keep = undefined) {
  let bundled;
  try {
    bundled = await bundle(suite, dirs, keep);
  } catch (err) {
    console.log(`\n# ${suite}: the test files do not build\n${err.message}`);
    record(suite, 0, 1);
    return;
  }
  const preload = suite === 'ui' ? ['--import', join(root, 'test/ui/setup-dom.mjs')] : [];
  let passed = 0, failed = 0, skipped = 0;
  const queue = [...bundled];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const started = Date.now();
      const { code, output, timedOut } = await run(process.execPath, ['--enable-source-maps', ...preload, file], { NO_COLOR: '1', ...env }, FILE_TIMEOUT_MS);
      let plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      if (timedOut) plain += `\nkilled after ${FILE_TIMEOUT_MS / 1000} s (TEST_FILE_TIMEOUT_MS), with every process it started`;
      const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const ok = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      const skip = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
      let bad = total - ok - skip;
      if (code !== 0 && bad === 0) bad = 1; // crashed before uvu could report, or failed after it
      passed += ok;
      failed += bad;
      skipped += skip;
      console.log(`\n# ${suite}: ${relative(join(out, suite), file).replace(/\.mjs$/, '')} (${Date.now() - started} ms)\n${plain.trimEnd()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  record(suite, passed, failed, skipped);
}

/** A fresh database on the local PostgreSQL for the postgres suite, or undefined when none answers. */
async function freshDatabase() {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const name = `shield_test_${process.pid}_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  } catch (err) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return { error: err.message };
  }
}

rmSync(out, { recursive: true, force: true });

if (wanted.includes('typecheck')) {
  const { code, output } = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root]);
  console.log(`# typecheck\n${output.trim() || 'no type errors'}`);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}
// The e2e and postgres suites drive the built server; a unit test reads which chunks the built client has.
if (['unit', 'e2e', 'postgres'].some((suite) => wanted.includes(suite))) {
  const { code, output } = await run(process.execPath, [join(root, 'build.mjs')]);
  console.log(`# build\n${output.trim()}`);
  if (code !== 0) record('build', 0, 1);
}
for (const suite of ['unit', 'ui', 'api']) if (wanted.includes(suite)) await runSuite(suite, [suite]);
if (wanted.includes('e2e')) {
  // Files that drive the browser need Chromium; the others start real server processes only.
  const needsBrowser = (file) => file.endsWith('.browser.test.ts');
  if (existsSync(CHROMIUM)) await runSuite('e2e', ['e2e'], {}, 1);
  else if (process.env.CI) {
    console.log(`\n# e2e: no Chromium at ${CHROMIUM}; CI requires it (apt-get install -y chromium)`);
    record('e2e', 0, 1);
  } else {
    const skipped = files(join(root, 'test/e2e')).filter(needsBrowser).map((f) => relative(root, f));
    console.log(`\n# e2e: ${skipped.join(', ')} skipped, no Chromium at ${CHROMIUM} (install it: apt-get install -y chromium)`);
    await runSuite('e2e', ['e2e'], {}, 1, (file) => !needsBrowser(file));
  }
}
if (wanted.includes('postgres')) {
  const db = await freshDatabase();
  if (db.url) {
    // The api suite again on PostgreSQL, plus what only PostgreSQL can show (several server processes).
    await runSuite('postgres', ['api', 'postgres'], { TEST_DATABASE_URL: db.url }, 1);
    await db.drop();
  } else if (process.env.CI) {
    console.log(`\n# postgres: no PostgreSQL at ${ADMIN_URL} (${db.error}); CI requires it`);
    record('postgres', 0, 1);
  } else {
    console.log(`\n# postgres: skipped, no PostgreSQL at ${ADMIN_URL} (${db.error})`);
  }
}

rmSync(out, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);
