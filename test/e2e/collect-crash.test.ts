import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOAD_ENV, loadStarts } from '../helpers/load.js';
import { completedAdmin } from '../helpers/billing.js';
import { sessionsOf } from '../helpers/process-account.js';
import { removeDataDir, startProcessServer } from '../helpers/process-server.js';

test('SIGKILL in the middle of a load loses no answered session start', async () => {
  const first = await startProcessServer({ env: LOAD_ENV });
  try {
    const admin = await completedAdmin(first.url);
    let killed = false;
    const load = loadStarts([first.url], admin.store, { clients: 16, until: () => killed });
    // Let the load run, then kill the server with no chance to flush.
    await new Promise((r) => setTimeout(r, 1500));
    await first.kill();
    killed = true;
    const { answered, sent } = await load;
    assert.ok(answered.length > 100, `the load got going (${answered.length} answered)`);

    const second = await startProcessServer({ dataDir: first.dataDir, port: first.port, env: LOAD_ENV });
    try {
      const counted = await sessionsOf(second.url, admin.token, admin.store.storeId);
      assert.ok(counted >= answered.length, `every answered start is counted: ${counted} counted, ${answered.length} answered`);
      assert.ok(counted <= sent, `nothing is counted that was not sent: ${counted} counted, ${sent} sent`);
      // The dedupe lives in the store: starts retried after the restart are not counted again.
      const retried = await loadStarts([second.url], admin.store, { clients: 4, until: () => false, maxPerClient: 25, visitIds: (() => {
        let i = 0;
        return () => answered[i++ % answered.length]!;
      })() });
      assert.is(retried.answered.length, 100);
      assert.is(await sessionsOf(second.url, admin.token, admin.store.storeId), counted);
    } finally {
      await second.stop();
    }
  } finally {
    await first.kill();
    removeDataDir(first.dataDir);
  }
});

test('SIGTERM while starts are arriving: every answered start is counted, the process exits 0', async () => {
  const server = await startProcessServer({ env: LOAD_ENV });
  try {
    const admin = await completedAdmin(server.url);
    let stopped = false;
    const load = loadStarts([server.url], admin.store, { clients: 8, until: () => stopped });
    await new Promise((r) => setTimeout(r, 500));
    const exit = server.stop();
    stopped = true;
    assert.is(await exit, 0);
    const { answered } = await load;
    const again = await startProcessServer({ dataDir: server.dataDir, port: server.port, env: LOAD_ENV });
    try {
      assert.is(await sessionsOf(again.url, admin.token, admin.store.storeId), answered.length);
    } finally {
      await again.stop();
    }
  } finally {
    removeDataDir(server.dataDir);
  }
});

test.run();
