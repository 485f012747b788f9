import postgres from 'postgres';
import type { Db, Queryable } from './types.js';

/** Any PostgreSQL (or compatible engine) through postgres.js, for running many server processes. */
export async function openPostgres(url: string, durable = true): Promise<Db> {
  const sql = postgres(url, {
    max: 10,
    onnotice: () => {},
    // The server's own settings decide durability (keep fsync and synchronous_commit on); off only to measure.
    ...(durable ? {} : { connection: { synchronous_commit: 'off' } }),
  });
  await sql`select 1`;
  const wrap = (q: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<T>(text: string, params: unknown[] = []) {
      return (await q.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: (fn) => sql.begin((tx) => fn(wrap(tx))) as Promise<never>,
    exec: async (text) => {
      await sql.unsafe(text);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
