import { join } from 'node:path';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

/**
 * durable (the default): a commit returns once it is on stable storage. Off only to measure its cost.
 * DATABASE_URL picks PostgreSQL; otherwise PGlite in dataDir/pg (or in memory for dataDir 'memory').
 */
export async function openDb(options: { databaseUrl?: string; dataDir?: string; durable?: boolean }): Promise<Db> {
  const durable = options.durable ?? true;
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, durable)
    : await openPglite(options.dataDir ? join(options.dataDir, 'pg') : undefined, durable);
  await migrate(db);
  return db;
}
