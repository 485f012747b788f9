import postgres from 'postgres';
import type { Db, Queryable } from './types.js';

/** Any PostgreSQL (or compatible engine) through postgres.js, for running many server processes. */
export async function openPostgres(url: string, durable = true): Promise<Db> {
  const options = {
    onnotice: () => {},
    // The server's own settings decide durability (keep fsync and synchronous_commit on); off only to measure.
    ...(durable ? {} : { connection: { synchronous_commit: 'off' } }),
  };
  const sql = postgres(url, { ...options, max: 10 });
  await sql`select 1`;
  // One connection, opened now like the pool: postgres.js sends a statement while the ones before it
  // still run (pipelining), unless the statement is not yet prepared on it or the socket's buffer is
  // full (a batch of some hundreds of starts); it then waits for them to finish.
  const pipeline = postgres(url, { ...options, max: 1 });
  await pipeline`select 1`;
  const wrap = (q: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<T>(text: string, params: unknown[] = []) {
      return (await q.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(sql),
    pipeline: wrap(pipeline),
    transaction: (fn) => sql.begin((tx) => fn(wrap(tx))) as Promise<never>,
    exec: async (text) => {
      await sql.unsafe(text);
    },
    close: async () => {
      await Promise.all([pipeline.end({ timeout: 5 }), sql.end({ timeout: 5 })]);
    },
  };
}
