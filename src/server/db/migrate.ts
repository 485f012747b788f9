import { migrations } from './migrations/index.js';
import type { Db } from './types.js';

const LOCK = 'SELECT pg_advisory_xact_lock(4242)';

/**
 * Applies the numbered migrations not yet recorded, each in its own transaction. Creating the table
 * and every migration take the same lock, so servers starting at once on an empty PostgreSQL queue
 * behind the first instead of racing to create the table: the others then find the work done.
 */
export async function migrate(db: Db): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  let applied = 0;
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK);
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

/**
 * A migration's statements, split on semicolons at line ends; a dollar-quoted body (a function's)
 * is kept whole, whatever semicolons it holds.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  for (const m of sql.matchAll(/\$(\w*)\$[\s\S]*?\$\1\$|;\s*$/gm)) {
    if (m[0].startsWith('$')) continue;
    statements.push(sql.slice(start, m.index));
    start = m.index + m[0].length;
  }
  statements.push(sql.slice(start));
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
