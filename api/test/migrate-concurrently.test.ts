import pg from 'pg';
import { concurrentStatements, listMigrations, migrate, type Migration } from '../src/db/migrate';
import { PgliteDb } from '../src/db/pglite';
import { PostgresDb } from '../src/db/postgres';
import { createTestDatabase, describeOnPostgres, until } from './support';

/*
 * ADR 0047: index builds on large tables run as `-- migrate: concurrently` migrations, outside a
 * transaction, so an upgrade of a database holding millions of transactions keeps taking purchases.
 */

const CONCURRENT = listMigrations().filter((m) => m.concurrently);

/** A concurrent migration of the test's own, after every real one. */
function concurrentMigration(version: number, body: string): Migration {
  const name = `${version}_test`;
  const sql = `-- migrate: concurrently\n${body}`;
  return { version, name, sql, concurrently: concurrentStatements(name, sql) };
}

test('the large tables\' indexes are built concurrently (720, 741, 780, 790, 800); such a migration refuses any other statement', () => {
  expect(CONCURRENT.map((m) => m.version)).toEqual([720, 741, 780, 790, 800]);
  expect(CONCURRENT.flatMap((m) => m.concurrently!.map((s) => s.index))).toContain('transactions_recipient_phone');
  expect(CONCURRENT.flatMap((m) => m.concurrently!).find((s) => s.index === 'transactions_description_trgm')?.needsExtension).toBe('pg_trgm');
  expect(() => concurrentMigration(9001, 'CREATE INDEX CONCURRENTLY IF NOT EXISTS a ON t (v);\nALTER TABLE t ADD COLUMN w text;')).toThrow(
    /only CREATE INDEX CONCURRENTLY IF NOT EXISTS and DROP INDEX CONCURRENTLY IF EXISTS/,
  );
  expect(() => concurrentMigration(9001, 'CREATE INDEX a ON t (v);')).toThrow(/not: CREATE INDEX a ON t/);
});

test('on the embedded PGlite: applied in order, recorded, a statement whose extension is missing skipped', async () => {
  const db = await PgliteDb.open({});
  try {
    const extra = concurrentMigration(9002, '-- needs extension: no_such_extension\nCREATE INDEX CONCURRENTLY IF NOT EXISTS users_never ON users (email);\nCREATE INDEX CONCURRENTLY IF NOT EXISTS users_made ON users (lower(email));');
    const applied = await migrate(db, [...listMigrations(), extra]);
    expect(applied).toContain('790_recipient_phone_index');
    expect(applied.at(-1)).toBe('9002_test');
    const { rows } = await db.query<{ relname: string }>(`SELECT relname FROM pg_class WHERE relname IN ('users_never', 'users_made', 'transactions_recipient_phone') ORDER BY relname`);
    expect(rows.map((r) => r.relname)).toEqual(['transactions_recipient_phone', 'users_made']);
    expect(await migrate(db, [...listMigrations(), extra])).toEqual([]);
  } finally {
    await db.close();
  }
});

describeOnPostgres('concurrent migrations on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  /** The build of busy_v, while it waits for a lock (an open transaction on the table). */
  const buildWaiting = async (q: { query: (sql: string) => Promise<{ rows: unknown[] }> }) =>
    (await q.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'CREATE INDEX CONCURRENTLY%busy_v%' AND wait_event_type = 'Lock'`)).rows;

  it('two processes migrating one new database at once: each migration applied once, every index valid', async () => {
    const database = await createTestDatabase(serverUrl);
    const [a, b] = [new PostgresDb(database.url), new PostgresDb(database.url)];
    try {
      const [byA, byB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...byA, ...byB].sort()).toEqual(listMigrations().map((m) => m.name).sort());
      const { rows } = await a.query<{ relname: string; indisvalid: boolean }>(
        `SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = ANY($1)`,
        [CONCURRENT.flatMap((m) => m.concurrently!.filter((s) => s.builds).map((s) => s.index))],
      );
      expect(rows.filter((r) => !r.indisvalid)).toEqual([]);
      const dropped = CONCURRENT.flatMap((m) => m.concurrently!.filter((s) => !s.builds).map((s) => s.index));
      const built = CONCURRENT.flatMap((m) => m.concurrently!.filter((s) => s.builds && !dropped.includes(s.index)).map((s) => s.index));
      expect(rows.map((r) => r.relname).sort()).toEqual(built.sort());
      expect(dropped.sort()).toEqual(['postings_account', 'transactions_needs_review', 'transactions_reseller_request']);
      expect((await a.query(`SELECT relname FROM pg_class WHERE relname = ANY($1)`, [dropped])).rows).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });

  it('a build left invalid (killed half-way) is dropped and built again', async () => {
    const database = await createTestDatabase(serverUrl);
    const db = new PostgresDb(database.url);
    try {
      await migrate(db);
      await db.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'transactions_recipient_phone'::regclass`);
      await db.query('DELETE FROM schema_migrations WHERE version = 790');
      expect(await migrate(db)).toEqual(['790_recipient_phone_index']);
      const { rows } = await db.query<{ indisvalid: boolean }>(`SELECT indisvalid FROM pg_index WHERE indexrelid = 'transactions_recipient_phone'::regclass`);
      expect(rows).toEqual([{ indisvalid: true }]);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  it('writes go on while an index is built: an insert answers while the build waits for an open transaction', async () => {
    const database = await createTestDatabase(serverUrl);
    const db = new PostgresDb(database.url);
    const open = new pg.Client({ connectionString: database.url });
    const writer = new pg.Client({ connectionString: database.url });
    try {
      await migrate(db);
      await db.exec('CREATE TABLE busy (id serial PRIMARY KEY, v text)');
      await Promise.all([open.connect(), writer.connect()]);
      // A purchase's transaction still open when the upgrade starts: the build must wait for it.
      await open.query('BEGIN');
      await open.query(`INSERT INTO busy (v) VALUES ('in flight')`);
      const building = migrate(db, [...listMigrations(), concurrentMigration(9003, 'CREATE INDEX CONCURRENTLY IF NOT EXISTS busy_v ON busy (v);')]);
      await until(async () => (await buildWaiting(writer)).length > 0);
      // A plain CREATE INDEX would hold its lock request in front of this insert until the open
      // transaction ends; the statement timeout turns such a wait into a failure.
      await writer.query(`SET statement_timeout = '5s'`);
      await writer.query(`INSERT INTO busy (v) VALUES ('taken meanwhile')`);
      await open.query('COMMIT');
      expect(await building).toEqual(['9003_test']);
      const { rows } = await db.query<{ indisvalid: boolean }>(`SELECT indisvalid FROM pg_index WHERE indexrelid = 'busy_v'::regclass`);
      expect(rows).toEqual([{ indisvalid: true }]);
    } finally {
      await Promise.all([open.end(), writer.end()]);
      await db.close();
      await database.drop();
    }
  });

  it('a process starting while a build waits does not wait inside PostgreSQL: the build finishes, the newcomer applies nothing', async () => {
    const database = await createTestDatabase(serverUrl);
    const [a, b] = [new PostgresDb(database.url), new PostgresDb(database.url)];
    const open = new pg.Client({ connectionString: database.url });
    try {
      await migrate(a);
      await a.exec('CREATE TABLE busy (id serial PRIMARY KEY, v text)');
      await open.connect();
      await open.query('BEGIN');
      await open.query(`INSERT INTO busy (v) VALUES ('in flight')`);
      const migrations = [...listMigrations(), concurrentMigration(9004, 'CREATE INDEX CONCURRENTLY IF NOT EXISTS busy_v ON busy (v);')];
      const building = migrate(a, migrations);
      // Asked outside the open transaction: pg_stat_activity is read once per transaction.
      await until(async () => (await buildWaiting(a)).length > 0);
      // The newcomer's tries, counted: once it has tried twice it is waiting for the lock.
      let tries = 0;
      const transaction = b.transaction.bind(b);
      b.transaction = (fn) => ((tries += 1), transaction(fn));
      const newcomer = migrate(b, migrations);
      await until(() => tries >= 2);
      // The build's last wait is for every older snapshot of the database: a newcomer blocked on the
      // lock inside a statement would hold one, and the two would deadlock.
      await open.query('COMMIT');
      expect(await building).toEqual(['9004_test']);
      expect(await newcomer).toEqual([]);
    } finally {
      await open.end();
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });
});
