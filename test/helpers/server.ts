import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App, type AppOptions } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/open.js';
import type { Db } from '../../src/server/db/types.js';
import { mailboxOf, rememberMailbox } from './mailboxes.js';
import { readOutbox } from './outbox.js';

export interface TestServer {
  url: string;
  db: Db;
  /** What the routes were given (the hashing queue, the limiter). */
  deps: App['deps'];
  /** Every route the server answers, as declared. */
  routes: App['routes'];
  /** Its DATA_DIR: mails are written whole to DATA_DIR/outbox (no SMTP in tests). */
  dataDir: string;
  /** Log lines the server wrote, newest last. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The real server on an ephemeral port: in-memory PGlite, or the PostgreSQL database named by
 * TEST_DATABASE_URL (the postgres suite runs the same files that way).
 */
export async function startServer(options: Partial<Omit<AppOptions, 'db' | 'config'>> & { env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shield-test-'));
  const config = { ...readConfig({ PORT: '0', DATA_DIR: dataDir, PUBLIC_DIR: join(dataDir, 'public'), ...options.env }) };
  const db = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL });
  // On PostgreSQL the limits live in the database the test files share: each server starts with none, as in memory.
  if (db.kind === 'postgres') await db.query('DELETE FROM rate_limits');
  const logs: Record<string, unknown>[] = [];
  const app = await createApp({ ...options, config, db, log: (line) => logs.push(line) });
  const { server } = app;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.appUrl = url;
  rememberMailbox(url, dataDir);
  return {
    url,
    db,
    deps: app.deps,
    routes: app.routes,
    dataDir,
    logs,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** One JSON call to the API, as a client makes it. */
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status: res.status, headers: res.headers, body };
}

let counter = 0;
/** The request log's newest line for `path` from `ip`, waiting for it (a line is written as the answer finishes). */
export async function lastLogLine(server: TestServer, path: string, ip: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const line = server.logs.filter((l) => l.path === path && l.ip === ip).pop();
    if (line) return line;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no log line for ${path} from ${ip}`);
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${Date.now()}-${++counter}@example.com`;
export const STRONG_PASSWORD = 'Str0ng!Pass';

/** Registers a fresh ADMIN with its own account and answers its token; the address is not proven yet. */
export async function registerUnverified(base: string, overrides: Record<string, unknown> = {}) {
  const body = { name: 'Ada Admin', email: uniqueEmail(), password: STRONG_PASSWORD, ...overrides };
  const reply = await call<{ token: string }>(base, 'POST', '/api/auth/register', { body });
  if (reply.status !== 201) throw new Error(`register answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { ...body, token: reply.body.token } as typeof body & { token: string };
}

/**
 * Proves a registration's address as its owner does: the newest link mailed to it, confirmed. The mail
 * is then deleted, so the tests that follow find in the mailbox only what they caused.
 */
export async function verifyAddress(base: string, email: string): Promise<void> {
  const mail = await readOutbox(mailboxOf(base), email, { subject: 'Confirm your email address' });
  const reply = await call(base, 'POST', '/api/auth/verify-email', { body: { token: linkToken(mail.text) } });
  if (reply.status !== 200) throw new Error(`verify-email answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  rmSync(mail.file);
}

/**
 * Registers on a server whose mail is down (no link arrives): the address counts as proven, as if it
 * had been confirmed while mail still went out.
 */
export async function registerWithoutMail(server: TestServer, overrides: Record<string, unknown> = {}) {
  const user = await registerUnverified(server.url, overrides);
  await server.db.query('UPDATE users SET email_verified_at = created_at WHERE email = $1', [user.email.toLowerCase()]);
  return user;
}

/** Registers a fresh ADMIN with its own account, proves its address and answers its token. */
export async function register(base: string, overrides: Record<string, unknown> = {}) {
  const user = await registerUnverified(base, overrides);
  await verifyAddress(base, user.email);
  return user;
}

/** Waits for the mail to an address (mails go out after the answer) and answers the newest one's text. */
export async function waitForMail(server: { dataDir: string }, to: string, timeoutMs = 5000): Promise<string> {
  return (await readOutbox(server.dataDir, to, { timeoutMs })).text;
}

export const linkToken = (mail: string): string => {
  const match = /[?&]token=([^\s&]+)/.exec(mail);
  if (!match) throw new Error(`no token link in mail: ${mail}`);
  return decodeURIComponent(match[1]!);
};
