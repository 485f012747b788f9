// `npm run bench`: build time and bundle sizes, then /api/collect under load on the embedded store
// and on PostgreSQL, against a bare node:http server answering 202 (this machine's ceiling).
//   BENCH_SECONDS (5)  BENCH_CLIENTS (64)  BENCH_STORES (pglite,postgres)
//   TEST_POSTGRES_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres)
import * as esbuild from 'esbuild';
import { fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import postgres from 'postgres';

const root = new URL('../..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STORES = (process.env.BENCH_STORES ?? 'pglite,postgres').split(',');
const PASSWORD = 'Bench!Pass1';

// --- build and sizes -------------------------------------------------------------------------
const buildStarted = performance.now();
const build = spawnSync(process.execPath, [join(root, 'build.mjs')], { encoding: 'utf8' });
if (build.status !== 0) throw new Error(build.stderr || build.stdout);
const buildMs = performance.now() - buildStarted;
const assets = join(root, 'dist/public/assets');
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const sizeOf = (pattern) => {
  const name = readdirSync(assets).find((f) => pattern.test(f));
  return name ? gz(join(assets, name)) : NaN;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`build (node build.mjs)     ${Math.round(buildMs)} ms`);
console.log(`dashboard bundle, gzip     ${kb(sizeOf(/^app-.*\.js$/))}`);
console.log(`dashboard CSS, gzip        ${kb(sizeOf(/^app-.*\.css$/))}`);
console.log(`protect.js, gzip           ${gz(join(root, 'dist/public/protect.js'))} bytes (limit 1536)`);

// --- servers -----------------------------------------------------------------------------------
const out = join(root, '.test-build', `bench-${process.pid}`);
await esbuild.build({
  entryPoints: [join(root, 'test/bench/server.ts')],
  outfile: join(out, 'server.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  loader: { '.sql': 'text' },
  logLevel: 'error',
});

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startChild(script, env) {
  const port = await freePort();
  const child = fork(script, [], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The peak resident memory of a process (VmHWM), in MB. */
const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** CPU time a process has used (user + system), in ms; /proc counts in clock ticks of 10 ms. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function stopChild(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// --- the API calls a customer makes to get a store -------------------------------------------
async function api(base, method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return text ? JSON.parse(text) : {};
}

async function storeFor(base) {
  const { token } = await api(base, 'POST', '/api/auth/register', null, { name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: PASSWORD });
  const { url } = await api(base, 'POST', '/api/checkout', token, { plan: 'TITAN' });
  await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  const { stores } = await api(base, 'POST', '/api/stores', token, {
    stores: [{ id: `store-${Date.now()}-${randomUUID()}`, domain: 'bench.example.com', platform: 'custom', countries: ['US'] }],
  });
  return { token, storeId: stores[0].storeId };
}

// --- the load ----------------------------------------------------------------------------------
async function load(base, storeId, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const url = new URL('/api/collect', base);
  const latencies = [];
  let answered = 0;
  let refused = 0;
  const stopAt = performance.now() + seconds * 1000;
  const post = (body) =>
    new Promise((resolve) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < stopAt) {
        const t = performance.now();
        const status = await post(JSON.stringify({ s: storeId, e: 'start', v: randomUUID() }));
        latencies.push(performance.now() - t);
        if (status === 202) answered++;
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { perSecond: answered / elapsed, p50: at(0.5), p99: at(0.99), answered, refused };
}

async function benchTarget(name, script, env, withStore) {
  const { child, url } = await startChild(script, env);
  try {
    const store = withStore ? await storeFor(url) : { storeId: randomUUID() };
    const warm = await load(url, store.storeId, 1);
    const cpuBefore = cpuMs(child.pid);
    const result = await load(url, store.storeId, SECONDS);
    result.cpuUs = ((cpuMs(child.pid) - cpuBefore) * 1000) / (result.answered + result.refused);
    result.rss = peakRssMb(child.pid);
    if (withStore) {
      const { stores } = await api(url, 'GET', '/api/stores', store.token);
      result.stored = stores[0].sessionsThisMonth;
      result.expected = warm.answered + result.answered;
    }
    return { name, ...result };
  } finally {
    await stopChild(child);
  }
}

const results = [];
results.push(await benchTarget('bare node:http (202 only)', join(root, 'test/bench/bare-server.mjs'), {}, false));

if (STORES.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shield-bench-'));
  results.push(await benchTarget('collect, embedded PGlite', join(out, 'server.mjs'), { DATA_DIR: dataDir }, true));
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = STORES.includes('postgres') && postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
const database = `shield_bench_${process.pid}`;
if (admin) try {
  await admin.unsafe(`CREATE DATABASE ${database}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${database}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'shield-bench-'));
  results.push(await benchTarget('collect, PostgreSQL', join(out, 'server.mjs'), { DATA_DIR: pgDir, DATABASE_URL: dbUrl.toString() }, true));
  rmSync(pgDir, { recursive: true, force: true });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
} catch (err) {
  console.log(`\nPostgreSQL at ${ADMIN_URL} not benchmarked: ${err.message}`);
} finally {
  await admin.end({ timeout: 1 });
}
rmSync(out, { recursive: true, force: true });

// --- report ------------------------------------------------------------------------------------
const ceiling = results[0].perSecond;
console.log(`\n${CLIENTS} keep-alive clients on loopback, ${SECONDS} s each (after 1 s of warm-up)\n`);
console.log('target                        events/s    p50 ms    p99 ms   peak RSS   of bare   server CPU/event');
for (const r of results) {
  console.log(
    `${r.name.padEnd(28)} ${Math.round(r.perSecond).toString().padStart(9)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(9)} ${`${Math.round(r.rss)} MB`.padStart(10)} ${`${Math.round((r.perSecond / ceiling) * 100)}%`.padStart(9)} ${`${Math.round(r.cpuUs)} µs`.padStart(18)}`,
  );
}
console.log('\ntargets: PostgreSQL >= 60% of bare, embedded >= 40%, p99 < 100 ms');
for (const r of results.filter((x) => x.expected !== undefined)) {
  const ok = r.stored === r.expected;
  console.log(`${r.name}: stored count ${r.stored}, answered starts ${r.expected}${r.refused ? `, ${r.refused} refused` : ''} -> ${ok ? 'equal' : 'MISMATCH'}`);
  if (!ok) process.exitCode = 1;
}
