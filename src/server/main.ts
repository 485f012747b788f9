import { createApp } from './app.js';
import { readConfig } from './config.js';
import { openDb } from './db/open.js';

let config;
try {
  config = readConfig();
} catch (err) {
  // A setting that cannot work: one line saying which and why, no stack.
  console.error(`Store Shield cannot start: ${(err as Error).message}`);
  process.exit(1);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await createApp({ config, db });
const { server, deps } = app;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  deps.log({ level: 'info', msg: `listening on http://${config.host}:${port}`, store: db.kind, appUrl: config.appUrl });
});

let stopping = false;
/** Finishes the requests in flight, then closes the store; a second signal or 10 s forces the exit. */
function stop(signal: string): void {
  if (stopping) process.exit(1);
  stopping = true;
  deps.log({ level: 'info', msg: `${signal}: stopping` });
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await app.close();
    await db.close();
    deps.log({ level: 'info', msg: 'stopped' });
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
