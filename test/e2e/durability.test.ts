// The embedded store syncs before it answers: under strace, every acknowledged write has its WAL
// synced; and a server killed at random moments reopens its directory with every acknowledged write.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { LOAD_ENV, loadStarts } from '../helpers/load.js';
import { sessionsOf } from '../helpers/process-account.js';
import { removeDataDir, startProcessServer } from '../helpers/process-server.js';
import { call } from '../helpers/server.js';
import { hasStrace, traceSyncs } from '../helpers/strace.js';

const isWal = (path: string) => /\/pg_wal\/[0-9A-F]{24}$/.test(path);

test('every acknowledged write is on disk first: at least one WAL sync per answered batch and per API write', async () => {
  if (!hasStrace()) {
    assert.not.ok(process.env.CI, 'strace is required in CI (apt-get install -y strace)');
    console.log('skipped: strace is not installed (apt-get install -y strace)');
    return;
  }
  const server = await startProcessServer();
  try {
    const admin = await completedAdmin(server.url);
    const trace = await traceSyncs(server.pid, join(server.dataDir, 'strace.txt'));
    // One client, one start at a time: each answered start is a batch of its own.
    const starts = await loadStarts([server.url], admin.store, { clients: 1, until: () => false, maxPerClient: 20 });
    for (let i = 1; i <= 5; i++) {
      const added = await call(server.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress: `10.9.0.${i}`, tag: 'durable' } });
      assert.is(added.status, 201);
    }
    const synced = await trace.stop();
    assert.is(starts.answered.length, 20);
    const walSyncs = synced.filter(isWal).length;
    assert.ok(walSyncs >= 25, `${walSyncs} WAL syncs for 20 answered batches and 5 whitelist writes`);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

test('SIGKILL at 50 random moments during mixed writes: the directory opens cleanly each time with every acknowledged write', async () => {
  let server = await startProcessServer({ env: LOAD_ENV });
  const { dataDir, port } = server;
  try {
    const admin = await completedAdmin(server.url);
    const storeId = admin.store.storeId;
    const ips: string[] = [];
    let answeredStarts = 0;
    let nextIp = 0;
    for (let round = 0; round < 50; round++) {
      let killed = false;
      let startsAnswered = 0;
      const entriesBefore = ips.length;
      const starts = loadStarts([server.url], admin.store, { clients: 4, until: () => killed, onAnswered: () => startsAnswered++ });
      const whitelist = (async () => {
        while (!killed) {
          const n = nextIp++;
          const ipAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          const reply = await call(server.url, 'POST', '/api/whitelist', { token: admin.token, body: { ipAddress, tag: `round ${round}` } }).catch(() => undefined);
          if (reply?.status === 201) ips.push(ipAddress);
        }
      })();
      // The kill comes at a random moment once both kinds of write are being answered, however long
      // a restarted server takes to get going on this machine.
      const going = () => startsAnswered > 0 && ips.length > entriesBefore;
      for (const giveUpAt = Date.now() + 30_000; !going() && Date.now() < giveUpAt; ) await new Promise((r) => setTimeout(r, 10));
      assert.ok(going(), `round ${round + 1}: starts (${startsAnswered}) and whitelist entries (${ips.length - entriesBefore}) were being answered`);
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      await server.kill();
      killed = true;
      answeredStarts += (await starts).answered.length;
      await whitelist;

      server = await startProcessServer({ dataDir, port, env: LOAD_ENV });
      const listed = new Set((await call(server.url, 'GET', '/api/whitelist', { token: admin.token })).body.ips.map((i: { ipAddress: string }) => i.ipAddress));
      const lost = ips.filter((ip) => !listed.has(ip));
      assert.equal(lost, [], `round ${round + 1}: every acknowledged whitelist entry is there`);
      const counted = await sessionsOf(server.url, admin.token, storeId);
      assert.ok(counted >= answeredStarts, `round ${round + 1}: ${counted} counted, ${answeredStarts} answered`);
    }
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
});

test.run();
