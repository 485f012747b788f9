import { test } from 'uvu';
import * as assert from 'uvu/assert';
import postgres from 'postgres';
import { migrations } from '../../src/server/db/migrations/index.js';
import { removeDataDir, startProcessServer, type ProcessServer } from '../helpers/process-server.js';

// Runs only in the postgres suite: eight server processes started at once on an empty database.
const databaseUrl = process.env.TEST_DATABASE_URL;

test('eight processes started together on an empty PostgreSQL all serve, and each migration is applied once', async () => {
  assert.ok(databaseUrl, 'TEST_DATABASE_URL names the database');
  const admin = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  const name = `shield_starts_${process.pid}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  const started = await Promise.allSettled(Array.from({ length: 8 }, () => startProcessServer({ env: { DATABASE_URL: url.toString() }, timeoutMs: 60_000 })));
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  try {
    const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason).slice(0, 400)] : []));
    assert.equal(failures, [], 'every process started');
    for (const s of servers) assert.is((await fetch(`${s.url}/readyz`)).status, 200);
    const fresh = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const rows = await fresh.unsafe('SELECT version FROM schema_migrations ORDER BY version');
    await fresh.end();
    assert.equal(rows.map((r) => r.version), migrations.map((m) => m.version));
  } finally {
    await Promise.all(servers.map(async (s: ProcessServer) => (await s.stop(), removeDataDir(s.dataDir))));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

test.run();
