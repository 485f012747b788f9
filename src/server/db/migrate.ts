import { migrations } from './migrations/index.js';
import type { Db } from './types.js';

/** Applies the numbered migrations not yet recorded, each in its own transaction, one process at a time. */
export async function migrate(db: Db): Promise<number> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  let applied = 0;
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      // Several servers may start at once on one PostgreSQL: the first applies, the others wait and skip.
      await tx.query('SELECT pg_advisory_xact_lock(4242)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.length) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied++;
  }
  return applied;
}

/** Migrations hold plain DDL without functions, so statements split on semicolons at line ends. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
