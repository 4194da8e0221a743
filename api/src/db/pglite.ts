import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './client';
import { NUMERIC_OIDS } from './client';

/**
 * PGlite is one connection: every statement and transaction goes through one queue, so a
 * transaction never sees another caller's statements interleaved with its own.
 */
export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly pg: PGlite) {}

  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteDb> {
    const pg = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: {
        [NUMERIC_OIDS.int8]: (v: string) => Number(v),
        [NUMERIC_OIDS.numeric]: (v: string) => Number(v),
      },
    });
    return new PgliteDb(pg);
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.exclusive(() => runQuery<T>(this.pg, sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(async () => {
      await this.pg.exec(sql);
    });
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      this.pg.transaction(async (tx) =>
        fn({
          query: <R>(sql: string, params: unknown[] = []) => runQuery<R>(tx, sql, params),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    );
  }

  /** PGlite is one connection already: fn runs alone on it, between the queue's other work. */
  session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      fn({
        query: <R>(sql: string, params: unknown[] = []) => runQuery<R>(this.pg, sql, params),
        exec: async (sql: string) => {
          await this.pg.exec(sql);
        },
      }),
    );
  }

  dump(): Promise<Blob> {
    return this.exclusive(() => this.pg.dumpDataDir('gzip'));
  }

  close(): Promise<void> {
    return this.exclusive(() => this.pg.close());
  }
}

async function runQuery<T>(
  target: Pick<PGlite, 'query'>,
  sql: string,
  params: unknown[],
): Promise<QueryResult<T>> {
  const result = await target.query<T>(sql, params.map(dateAsText));
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
}

/** Dates go as ISO text: PGlite's own Date check fails for Dates from another realm (Jest's sandbox). */
function dateAsText(value: unknown): unknown {
  return Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;
}
