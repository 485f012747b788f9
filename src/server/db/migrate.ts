import { migrations } from './migrations/index.js';
import type { Db } from './types.js';

/**
 * Applies the numbered migrations not yet recorded, all in one transaction under one lock: several
 * servers starting at once on an empty PostgreSQL queue behind the first, which creates the table
 * and applies everything; the others then find it all done. A failing migration leaves nothing.
 */
export async function migrate(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4242)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    let applied = 0;
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied++;
    }
    return applied;
  });
}

/** Migrations hold plain DDL without functions, so statements split on semicolons at line ends. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
