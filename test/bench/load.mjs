// The load generator for /api/collect: wrk when it is installed (it costs the machine least, so the
// ceiling it reaches is the server's, not its own), otherwise our own in worker threads with raw
// keep-alive sockets. Either way: session starts as the snippet on a store's pages sends them, each
// with a new visit id, from CLIENTS connections.
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const here = new URL('.', import.meta.url).pathname;

/** Milliseconds from one of wrk's figures: "812.00us", "1.23ms", "2.01s". */
function wrkMs(figure) {
  const [, n, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(figure) ?? [];
  return Number(n) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

// wrk runs as a batch task (SCHED_BATCH, which any user may choose): it shares the server's two
// cores, and as an ordinary task each of its wake-ups could preempt the server it measures, which a
// real client on another machine never does. The bare ceiling is measured the same way.
const WRK_PREFIX = spawnSync('chrt', ['-b', '0', 'true']).status === 0 ? ['chrt', '-b', '0'] : [];

function wrkLoad({ base, storeId, origin, seconds, clients, addresses = 0 }) {
  return new Promise((resolve, reject) => {
    const args = ['-t1', `-c${clients}`, `-d${seconds}s`, '--latency', '-s', join(here, 'collect.lua'), `${base}/api/collect`];
    const [cmd, ...cmdArgs] = [...WRK_PREFIX, 'wrk', ...args];
    const child = spawn(cmd, cmdArgs, { env: { ...process.env, STORE_ID: storeId, ORIGIN: origin, SEED: String(randomInt(2 ** 31)), ADDRESSES: String(addresses) } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = /WRK_RESULT (\d+) (\d+) (\d+)/.exec(out);
      if (code !== 0 || !result) return reject(new Error(`wrk failed (${code}): ${out}`));
      const [requests, refused, failed] = result.slice(1).map(Number);
      const at = (q) => wrkMs(new RegExp(`^\\s+${q}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? 'NaNms');
      resolve({ answered: requests - refused - failed, refused: refused + failed, p50: at(50), p99: at(99), seconds });
    });
  });
}

function workerLoad({ base, storeId, origin, seconds, clients, addresses = 0 }) {
  const threads = Math.min(clients, 2);
  const url = new URL(base);
  const runs = Array.from({ length: threads }, (_, i) => {
    const sockets = Math.floor(clients / threads) + (i < clients % threads ? 1 : 0);
    const worker = new Worker(join(here, 'load-worker.mjs'), { workerData: { host: url.hostname, port: Number(url.port), storeId, origin, seconds, sockets, addresses } });
    return new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  });
  return Promise.all(runs).then((parts) => {
    const latencies = parts.flatMap((p) => [...p.latencies]).sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { answered: sum(parts, 'answered'), refused: sum(parts, 'refused'), p50: at(0.5), p99: at(0.99), seconds };
  });
}

const sum = (parts, field) => parts.reduce((n, p) => n + p[field], 0);

/** wrk if it runs here, else the worker-thread generator. */
export function loadGenerator() {
  if (process.env.BENCH_GENERATOR !== 'workers' && spawnSync('wrk', ['--version']).status !== null) {
    return { name: `wrk (1 thread${WRK_PREFIX.length ? ', SCHED_BATCH' : ''})`, run: wrkLoad };
  }
  return { name: 'our own (2 worker threads, raw keep-alive sockets; install wrk for a lighter one: apt-get install -y wrk)', run: workerLoad };
}
