import pg from 'pg';
import type { Db, Queryable, QueryResult } from './client';
import { NUMERIC_OIDS } from './client';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === NUMERIC_OIDS.int8 || oid === NUMERIC_OIDS.numeric) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * Connections per process. The pool is held only for a statement or a short transaction (no
 * provider call waits inside one), so more connections than the database has cores buys nothing:
 * on the 2-core bench, 20 put p99 @50 at 314-830 ms and 4-10 at 160-263 ms (ADR 0040 amendment).
 */
export const DEFAULT_POOL_MAX = 8;

export interface PostgresOptions {
  /** Connections this process opens at most (DATABASE_POOL_MAX, default DEFAULT_POOL_MAX). */
  max?: number;
  /** How long a request waits for a connection before it fails (and answers 503). */
  connectTimeoutMs?: number;
  onError?: (error: Error) => void;
  /**
   * Where the dedicated LISTEN connection goes when `connectionString` is a transaction-pooling
   * pooler (PgBouncer `pool_mode = transaction` hands each transaction any server connection, so
   * a LISTEN there would hear nothing): a direct connection to PostgreSQL. Default: the same.
   */
  listenConnectionString?: string;
  /**
   * Name statements so each connection prepares them once (default). Off behind a transaction
   * pooler that cannot track named statements (PgBouncer before 1.21, Debian bookworm's 1.18):
   * the next transaction may land on a server connection that never prepared them.
   */
  prepareStatements?: boolean;
}

function poolMax(text: string): number {
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1 || max > 1000) throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, got "${text}"`);
  return max;
}

/**
 * The pool settings of an environment (docs/hosts.md): `DATABASE_POOL_MODE=transaction` when
 * DATABASE_URL is a transaction-pooling PgBouncer, `DATABASE_LISTEN_URL` the direct connection,
 * `DATABASE_POOL_MAX` the connections this process opens at most.
 */
export function poolerOptionsFromEnv(env: NodeJS.ProcessEnv): Pick<PostgresOptions, 'listenConnectionString' | 'prepareStatements' | 'max'> {
  const mode = env.DATABASE_POOL_MODE || 'session';
  if (mode !== 'session' && mode !== 'transaction') throw new Error(`DATABASE_POOL_MODE must be session or transaction, got "${mode}"`);
  return {
    ...(env.DATABASE_POOL_MAX && { max: poolMax(env.DATABASE_POOL_MAX) }),
    ...(env.DATABASE_LISTEN_URL && { listenConnectionString: env.DATABASE_LISTEN_URL }),
    prepareStatements: mode !== 'transaction',
  };
}

/**
 * Statements are prepared once per connection and named by their text: a purchase's
 * statements are large CTEs whose parse and plan cost PostgreSQL more than running them. Our SQL
 * takes every value as a parameter, so there are few distinct texts; past MAX_PREPARED the rest
 * run unnamed, so a dynamic text cannot grow every connection's statement cache without bound.
 */
const MAX_PREPARED = 500;
const preparedNames = new Map<string, string>();

function statement(text: string, values: unknown[], prepare = true): pg.QueryConfig {
  if (!prepare) return { text, values };
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `topup_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name === undefined ? { text, values } : { name, text, values };
}

export class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly onError: (error: Error) => void;
  private readonly listenConnectionString: string;
  private readonly prepare: boolean;

  constructor(
    readonly connectionString: string,
    options: PostgresOptions = {},
  ) {
    this.pool = new pg.Pool({
      connectionString,
      max: options.max ?? DEFAULT_POOL_MAX,
      types: typeParsers,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    });
    this.onError = options.onError ?? (() => undefined);
    this.listenConnectionString = options.listenConnectionString ?? connectionString;
    this.prepare = options.prepareStatements ?? true;
    // An idle client losing its server connection (failover, restart) must not crash the process;
    // the pool drops it and the next query opens a fresh one.
    this.pool.on('error', (error) => this.onError(error));
    // pg-pool hands a new client out without an error listener; a backend terminated in the same
    // read as the handshake would then emit an unhandled 'error'. Every client keeps one for life.
    this.pool.on('connect', (client) => client.on('error', (error) => this.onError(error)));
  }

  /** Connections open, idle, and requests waiting for one (metrics). */
  poolUse(): { total: number; idle: number; waiting: number; max: number } {
    const { totalCount, idleCount, waitingCount, options } = this.pool;
    return { total: totalCount, idle: idleCount, waiting: waitingCount, max: options.max ?? DEFAULT_POOL_MAX };
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    const result = await this.pool.query(statement(sql, params, this.prepare));
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A checked-out client has no pool listener: a backend terminated between two statements
    // would emit an unhandled 'error' and kill the process. The statement in flight fails instead.
    let broken: Error | undefined;
    const onClientError = (error: Error) => {
      broken = error;
      this.onError(error);
    };
    client.on('error', onClientError);
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R>(sql: string, params: unknown[] = []) => {
          const r = await client.query(statement(sql, params, this.prepare));
          return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
        },
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (!broken) await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.off('error', onClientError);
      // A broken connection is destroyed rather than handed to the next request.
      client.release(broken ?? undefined);
    }
  }

  async session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T> {
    const client = await this.connectDedicated((error) => this.onError(error));
    try {
      return await fn({
        query: async <R>(sql: string, params: unknown[] = []) => {
          const r = await client.query(sql, params);
          return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
        },
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
    } finally {
      await client.end().catch((error: Error) => this.onError(error));
    }
  }

  /** A dedicated connection outside the pool (LISTEN needs one that stays open). */
  async connectDedicated(onError: (error: Error) => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.listenConnectionString, types: typeParsers });
    // Listening before connect(): an error in the same read as the handshake would be unhandled.
    client.on('error', onError);
    await client.connect();
    return client;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
