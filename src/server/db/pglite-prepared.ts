import { messages as backend, type PGlite, parse, protocol } from '@electric-sql/pglite';

type Described = { name: string; paramTypes: number[]; rowDescription: backend.BackendMessage[] };

/** Named statements a thread keeps at most; past it they are all deallocated and prepared anew as they come. */
const KEPT_STATEMENTS = 200;
/**
 * A kept statement gone stale: "cached plan must not change result type" (a table it reads changed
 * shape), or no longer prepared at all.
 */
const STALE = new Set(['0A000', '26000']);

/**
 * Queries outside a transaction as named statements, each parsed, described and planned by PostgreSQL
 * once per thread and then only bound and executed, in one call into the WebAssembly. PGlite's query()
 * parses, describes, binds and executes an unnamed statement in five calls every time: for the meter's
 * batch that was about a tenth of the thread's time per beacon. Parameters and rows are converted by
 * PGlite's own serializers and parsers, as query() does.
 */
export function preparedQueries(pg: PGlite) {
  const described = new Map<string, Described>();
  let named = 0;
  const { serialize } = protocol;

  async function dropAll(): Promise<void> {
    await pg.execProtocol(serialize.query('DEALLOCATE ALL'));
    described.clear();
  }

  async function describe(sql: string): Promise<Described> {
    let statement = described.get(sql);
    if (statement) return statement;
    if (described.size >= KEPT_STATEMENTS) await dropAll();
    const name = `s${++named}`;
    const { messages } = await pg.execProtocol(Buffer.concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const parameters = messages.find((m): m is backend.ParameterDescriptionMessage => m.name === 'parameterDescription');
    statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription: messages.filter((m) => m.name === 'rowDescription') };
    described.set(sql, statement);
    return statement;
  }

  async function run(sql: string, params: unknown[]): Promise<unknown[]> {
    const statement = await describe(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]));
    return parse.parseResults([...statement.rowDescription, ...messages], pg.parsers)[0]?.rows ?? [];
  }

  // The two locks query() takes, in its order: a statement waits for an open transaction to end.
  const locked = <T>(fn: () => Promise<T>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));

  return {
    /** After statements sent some other way (exec), which may have changed any table: every kept one goes. */
    forget: () => locked(dropAll),
    /** Statements without parameters sent as one, with nothing else run between them: each one's rows. */
    together: (sql: string) =>
      locked(async () => parse.parseResults((await pg.execProtocol(serialize.query(sql))).messages, pg.parsers).map((result) => result.rows)),
    query: (sql: string, params: unknown[]) =>
      locked(async () => {
        try {
          return await run(sql, params);
        } catch (err) {
          if (!STALE.has((err as { code?: string }).code ?? '') || !described.has(sql)) throw err;
          // Described before its tables changed, or deallocated: described again, once.
          await pg.execProtocol(Buffer.concat([serialize.close({ type: 'S', name: described.get(sql)!.name }), serialize.sync()]));
          described.delete(sql);
          return run(sql, params);
        }
      }),
  };
}
