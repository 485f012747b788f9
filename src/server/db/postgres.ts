import postgres from 'postgres';
import type { Db, Queryable } from './types.js';

/** Any PostgreSQL (or compatible engine) through postgres.js, for running many server processes. */
export async function openPostgres(url: string): Promise<Db> {
  const sql = postgres(url, {
    max: 10,
    onnotice: () => {},
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
