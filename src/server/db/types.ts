/** What every query needs: PostgreSQL text with $1 parameters, rows back. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The store: PGlite embedded or any PostgreSQL, behind one interface. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where a store has one (PostgreSQL): statements that run one after another in the order sent, most
   * sent without waiting for the ones before them to finish (the meter's batches). The store starts
   * the next at once, and they never wait on each other's row locks as statements on separate
   * connections would.
   */
  readonly pipeline?: Queryable;
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
