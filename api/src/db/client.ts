export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What both a connection and an open transaction can do. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; a thrown error rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn on one connection of its own, outside any transaction, straight to PostgreSQL even
   * behind a transaction pooler: for what needs a session (a session advisory lock) or no
   * transaction at all (CREATE INDEX CONCURRENTLY). Migrations only.
   */
  session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** int8 and numeric arrive as strings from Postgres; every amount we keep fits a JS number. */
export const NUMERIC_OIDS = { int8: 20, numeric: 1700 } as const;
