// The server as the benchmark runs it: the real app, with the per-address beacon limit and session
// allowance lifted (the load comes from one address), logging each request as it does in production
// (bench/run.mjs sends its standard output to a file). Started as a child process by
// bench/run.mjs, which may ask it over IPC to fill a year of daily figures for some stores.
import { createApp } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { openDb } from '../../src/server/db/open.js';

const config = { ...readConfig(), sessionsPerAddressPerHour: Number.MAX_SAFE_INTEGER };
// BENCH_SYNC=off: commits are not synced (PGlite's own default; synchronous_commit off on PostgreSQL),
// only to show what durability costs.
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: process.env.BENCH_SYNC !== 'off' });
const app = await createApp({ config, db, limits: { collectPerIp: Number.MAX_SAFE_INTEGER } });
app.server.listen(config.port, '127.0.0.1', () => process.send?.('ready'));
process.on('message', async (message: { seedDays?: string[] }) => {
  if (!message.seedDays) return;
  const [row] = await db.query<{ n: number }>(
    `WITH seeded AS (
       INSERT INTO session_days (store_id, day, count, rejected)
       SELECT s, d::date, (random() * 400)::int, (random() * 4)::int
         FROM unnest($1::uuid[]) AS s, generate_series(now() - interval '365 days', now(), interval '1 day') AS d
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM seeded`,
    [message.seedDays],
  );
  process.send?.({ seeded: row?.n ?? 0 });
});
process.on('SIGTERM', () =>
  app.server.close(async () => {
    await app.close();
    await db.close();
    process.exit(0);
  }),
);
