import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Queryable } from './client';

const MIGRATIONS_DIR = join(__dirname, 'migrations');
/** Any constant: several API processes starting together apply migrations one at a time. */
const MIGRATION_LOCK = 4207311;
/** How often a process waits for another's migrations to finish (see `tryLocked`). */
const LOCK_RETRY_MS = 100;

/**
 * The first line of a migration that builds indexes without blocking writes (ADR 0047): its
 * statements run one by one outside a transaction, each `CREATE INDEX CONCURRENTLY IF NOT EXISTS`
 * or `DROP INDEX CONCURRENTLY IF EXISTS`.
 */
const CONCURRENTLY_MARK = '-- migrate: concurrently';
const CONCURRENT_STATEMENT = /^(CREATE (UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS|DROP INDEX CONCURRENTLY IF EXISTS) ([a-z_][a-z0-9_]*)\b/i;
/** A comment above a statement: it runs only where the extension is installed (pg_trgm on an embedded PGlite is not). */
const NEEDS_EXTENSION = /^-- needs extension: ([a-z_][a-z0-9_]*)$/m;

export interface ConcurrentStatement {
  sql: string;
  /** The index built or dropped. */
  index: string;
  builds: boolean;
  needsExtension?: string;
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Set for a `-- migrate: concurrently` migration: its statements, run outside a transaction. */
  concurrently?: ConcurrentStatement[];
}

/** A concurrent migration's statements, each ending its line with `;`; anything else is refused at load. */
export function concurrentStatements(name: string, sql: string): ConcurrentStatement[] {
  const chunks = sql
    .slice(sql.indexOf('\n') + 1)
    .split(/;[ \t]*$/m)
    .filter((chunk) => chunk.replace(/--[^\n]*/g, '').trim() !== '');
  return chunks.map((chunk) => {
    const statement = chunk
      .split('\n')
      .filter((line) => !line.trim().startsWith('--'))
      .join('\n')
      .trim();
    const matched = CONCURRENT_STATEMENT.exec(statement);
    if (!matched) throw new Error(`${name}: a concurrent migration holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS and DROP INDEX CONCURRENTLY IF EXISTS, one per line ending in ";", not: ${statement.slice(0, 80)}`);
    const needs = NEEDS_EXTENSION.exec(chunk)?.[1];
    return { sql: statement, index: matched[3]!, builds: matched[1]!.toUpperCase().startsWith('CREATE'), ...(needs && { needsExtension: needs }) };
  });
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const name = file.replace(/\.sql$/, '');
      const sql = readFileSync(join(dir, file), 'utf8');
      const concurrently = sql.startsWith(CONCURRENTLY_MARK) ? concurrentStatements(name, sql) : undefined;
      return { version: Number(file.split('_')[0]), name, sql, ...(concurrently && { concurrently }) };
    });
}

const BUSY = Symbol('busy');

/**
 * Runs fn once this process holds the migration lock. It never waits inside PostgreSQL: a
 * statement blocked on the lock holds a snapshot, and CREATE INDEX CONCURRENTLY, run by the
 * process holding it, waits for every older snapshot of the database: the two would deadlock.
 * So it tries, and waits between tries outside any transaction.
 */
async function tryLocked<T>(attempt: () => Promise<T | typeof BUSY>): Promise<T> {
  for (;;) {
    const result = await attempt();
    if (result !== BUSY) return result;
    await sleep(LOCK_RETRY_MS);
  }
}

const gotLock = async (q: Queryable, fn: 'pg_try_advisory_xact_lock' | 'pg_try_advisory_lock') =>
  (await q.query<{ got: boolean }>(`SELECT ${fn}($1) AS got`, [MIGRATION_LOCK])).rows[0]?.got === true;

async function appliedVersions(q: Queryable): Promise<Set<number>> {
  await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = await q.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(done.rows.map((r) => r.version));
}

const record = (q: Queryable, m: Migration) => q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);

/**
 * Applies every migration not yet recorded in schema_migrations, in version order; returns the
 * names applied. The ordinary ones between two concurrent ones commit together in one
 * transaction; a concurrent one runs alone on a connection of its own (ADR 0047).
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  const names: string[] = [];
  for (;;) {
    const step = await tryLocked(() =>
      db.transaction(async (tx) => {
        if (!(await gotLock(tx, 'pg_try_advisory_xact_lock'))) return BUSY;
        const applied = await appliedVersions(tx);
        const batch: string[] = [];
        for (const m of migrations) {
          if (applied.has(m.version)) continue;
          if (m.concurrently) return { batch, next: m };
          await tx.exec(m.sql);
          await record(tx, m);
          batch.push(m.name);
        }
        return { batch, next: undefined };
      }),
    );
    names.push(...step.batch);
    if (!step.next) return names;
    if (await applyConcurrently(db, step.next)) names.push(step.next.name);
  }
}

/** One concurrent migration under the session lock; false when another process applied it first. */
function applyConcurrently(db: Db, m: Migration): Promise<boolean> {
  return db.session((conn) =>
    tryLocked(async () => {
      if (!(await gotLock(conn, 'pg_try_advisory_lock'))) return BUSY;
      try {
        if ((await appliedVersions(conn)).has(m.version)) return false;
        for (const statement of m.concurrently ?? []) {
          if (statement.needsExtension && !(await installed(conn, statement.needsExtension))) continue;
          // A build that failed or was killed half-way leaves its index invalid, and IF NOT EXISTS
          // would keep it so; nobody else builds while we hold the lock, so an invalid one is a leftover.
          if (statement.builds) await dropIfInvalid(conn, statement.index);
          await conn.exec(statement.sql);
        }
        await record(conn, m);
        return true;
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    }),
  );
}

async function installed(conn: Queryable, extension: string): Promise<boolean> {
  const { rows } = await conn.query('SELECT 1 FROM pg_extension WHERE extname = $1', [extension]);
  return rows.length > 0;
}

async function dropIfInvalid(conn: Queryable, index: string): Promise<void> {
  const { rows } = await conn.query(
    `SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND NOT i.indisvalid`,
    [index],
  );
  if (rows.length > 0) await conn.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`);
}
