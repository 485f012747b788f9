// The BUILT server (dist/server.js) as a real child process, the way it runs in production:
// configured by environment variables, ready when /readyz answers, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rememberMailbox } from './mailboxes.js';
import { root } from './root.js';

const SERVER = join(root, 'dist/server.js');

export interface ProcessServer {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** SIGTERM, then waits for the process to end; answers its exit code (or the signal that ended it). */
  stop(): Promise<number | string>;
  /** SIGKILL: the process ends at once, with no chance to flush anything. */
  kill(): Promise<number | string>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const freshDataDir = (): string => mkdtempSync(join(tmpdir(), 'shield-e2e-'));
export const removeDataDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
}

/**
 * Starts `node dist/server.js` with PORT, HOST=127.0.0.1, DATA_DIR and APP_URL set, and waits until
 * /readyz answers 200. Pass the same dataDir (and port) again to restart on the same data.
 */
export async function startProcessServer(options: { dataDir?: string; port?: number; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<ProcessServer> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run node build.mjs first`);
  const dataDir = options.dataDir ?? freshDataDir();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  rememberMailbox(url, dataDir);
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete env.DATABASE_URL; // always the embedded store in DATA_DIR
  delete env.SMTP_URL; // mail goes to DATA_DIR/outbox
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: url, NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exit = exited(child);

  const until = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${await exit}) before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within the time limit:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    port,
    dataDir,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exit;
      } finally {
        clearTimeout(timer);
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exit;
    },
  };
}
