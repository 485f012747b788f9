import { join } from 'node:path';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

/** DATABASE_URL picks PostgreSQL; otherwise PGlite in dataDir/pg (or in memory for dataDir 'memory'). */
export async function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ? join(options.dataDir, 'pg') : undefined);
  await migrate(db);
  return db;
}
