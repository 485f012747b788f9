// The server as the benchmark runs it: the real app, with the per-address beacon limit and session
// allowance lifted (the load comes from one address) and quiet logs. Started as a child process by
// bench/run.mjs.
import { createApp } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/open.js';

const config = { ...readConfig(), sessionsPerAddressPerHour: Number.MAX_SAFE_INTEGER };
// BENCH_SYNC=off: commits are not synced (PGlite's own default; synchronous_commit off on PostgreSQL),
// only to show what durability costs.
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: process.env.BENCH_SYNC !== 'off' });
const app = await createApp({ config, db, limits: { collectPerIp: Number.MAX_SAFE_INTEGER }, log: () => {} });
app.server.listen(config.port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () =>
  app.server.close(async () => {
    await app.close();
    await db.close();
    process.exit(0);
  }),
);
