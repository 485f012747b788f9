import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOAD_ENV, loadStarts } from '../helpers/load.js';
import { completedAdmin } from '../helpers/billing.js';
import { sessionsOf } from '../helpers/process-account.js';
import { removeDataDir, startProcessServer, type ProcessServer } from '../helpers/process-server.js';

// Runs only in the postgres suite: two server processes sharing the PostgreSQL of TEST_DATABASE_URL.
const databaseUrl = process.env.TEST_DATABASE_URL;

test('two server processes on one PostgreSQL count into one store exactly, retries included', async () => {
  assert.ok(databaseUrl, 'TEST_DATABASE_URL names the database');
  const servers: ProcessServer[] = [];
  try {
    servers.push(await startProcessServer({ env: { ...LOAD_ENV, DATABASE_URL: databaseUrl! } }));
    servers.push(await startProcessServer({ env: { ...LOAD_ENV, DATABASE_URL: databaseUrl! } }));
    const [a, b] = servers as [ProcessServer, ProcessServer];
    const admin = await completedAdmin(a.url);
    // Every visit id is sent twice, to alternating processes: a retry landing on the other server.
    const pool = Array.from({ length: 500 }, () => randomUUID());
    let next = 0;
    const { answered, failed } = await loadStarts([a.url, b.url], admin.store, {
      clients: 12,
      until: () => next >= pool.length * 2,
      visitIds: () => pool[next++ % pool.length]!,
    });
    assert.is(failed, 0);
    assert.is(answered.length, pool.length * 2);
    assert.is(await sessionsOf(a.url, admin.token, admin.store.storeId), pool.length);
    assert.is(await sessionsOf(b.url, admin.token, admin.store.storeId), pool.length);
  } finally {
    for (const s of servers) {
      await s.stop();
      removeDataDir(s.dataDir);
    }
  }
});

test.run();
