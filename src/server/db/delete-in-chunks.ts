import type { Queryable } from './types.js';

const CHUNK_ROWS = 5000;

/**
 * Deletes the rows of `table` matching `where` (its parameters in `params`) a chunk at a time, so that
 * on the embedded store (one query at a time) requests never wait long behind a large delete; rows
 * another process is deleting meanwhile are skipped, so two never wait on each other. `key` names
 * the columns that pick a row out.
 */
export async function deleteInChunks(db: Queryable, table: string, key: string, where: string, params: unknown[]): Promise<void> {
  const chunk = `
    WITH gone AS (
      DELETE FROM ${table} WHERE (${key}) IN (SELECT ${key} FROM ${table} WHERE ${where} LIMIT ${CHUNK_ROWS} FOR UPDATE SKIP LOCKED)
      RETURNING 1)
    SELECT count(*)::int AS deleted FROM gone`;
  for (;;) {
    const [row] = await db.query<{ deleted: number }>(chunk, params);
    if ((row?.deleted ?? 0) < CHUNK_ROWS) return;
  }
}
