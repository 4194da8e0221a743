import { DEFAULT_POOL_MAX, PostgresDb, poolerOptionsFromEnv } from '../src/db/postgres';
import { describeOnPostgres } from './support';

/*
 * Behind PgBouncer in transaction pooling (ADR 0044, docs/hosts.md): statements go unnamed, since
 * the next transaction may run on a server connection that never prepared a name, and LISTEN goes
 * to PostgreSQL directly.
 */
describe('the pooler settings', () => {
  it('reads DATABASE_POOL_MODE and DATABASE_LISTEN_URL', () => {
    expect(poolerOptionsFromEnv({})).toEqual({ prepareStatements: true });
    expect(poolerOptionsFromEnv({ DATABASE_POOL_MODE: 'transaction', DATABASE_LISTEN_URL: 'postgres://db:5432/topup' })).toEqual({
      prepareStatements: false,
      listenConnectionString: 'postgres://db:5432/topup',
    });
    expect(() => poolerOptionsFromEnv({ DATABASE_POOL_MODE: 'statement' })).toThrow('DATABASE_POOL_MODE must be session or transaction');
  });

  it('reads DATABASE_POOL_MAX, and refuses a size that is not a whole number from 1', () => {
    expect(poolerOptionsFromEnv({ DATABASE_POOL_MAX: '4' })).toEqual({ prepareStatements: true, max: 4 });
    for (const bad of ['0', '-2', '2.5', 'eight', '1e9']) {
      expect(() => poolerOptionsFromEnv({ DATABASE_POOL_MAX: bad })).toThrow(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, got "${bad}"`);
    }
  });
});

describeOnPostgres('the pool size', () => {
  const url = process.env.TEST_DATABASE_URL!;

  it('opens DEFAULT_POOL_MAX connections at most: a burst of statements queues for them instead of opening more', async () => {
    const name = `pool-size-${process.pid}`;
    const lock = 4_600_000 + (process.pid % 100_000);
    const db = new PostgresDb(`${url}${url.includes('?') ? '&' : '?'}application_name=${name}`);
    const observer = new PostgresDb(url, { max: 1 });
    let burst: Array<Promise<unknown>> = [];
    try {
      await observer.transaction(async (tx) => {
        // Every statement of the burst waits on this lock, so none finishes before the count.
        await tx.query('SELECT pg_advisory_xact_lock($1)', [lock]);
        burst = Array.from({ length: DEFAULT_POOL_MAX * 3 }, () => db.query('SELECT pg_advisory_xact_lock_shared($1)', [lock]));
        const waitingOnLock = async () => {
          // pg_stat_activity is read once per transaction unless its snapshot is cleared.
          await tx.query('SELECT pg_stat_clear_snapshot()');
          return (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`, [name])).rows[0]!.n;
        };
        const deadline = Date.now() + 10_000;
        while ((await waitingOnLock()) < DEFAULT_POOL_MAX && Date.now() < deadline);
        expect(await waitingOnLock()).toBe(DEFAULT_POOL_MAX);
        expect(db.poolUse()).toEqual({ total: DEFAULT_POOL_MAX, idle: 0, waiting: DEFAULT_POOL_MAX * 2, max: DEFAULT_POOL_MAX });
      });
      // The observer's commit released the lock: every queued statement then ran, on the same connections.
      expect((await Promise.allSettled(burst)).filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(db.poolUse().total).toBe(DEFAULT_POOL_MAX);
    } finally {
      await Promise.allSettled(burst);
      await db.close();
      await observer.close();
    }
  });
});

describeOnPostgres('PostgresDb behind a transaction pooler', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const named = (db: PostgresDb) =>
    db.transaction(async (tx) => {
      await tx.query('SELECT $1::int AS pooler_probe', [1]);
      const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%pooler_probe%'");
      return rows[0]!.n;
    });

  it('prepares statements by name by default, and none in transaction mode', async () => {
    const session = new PostgresDb(url, { max: 1 });
    const transaction = new PostgresDb(url, { max: 1, prepareStatements: false });
    try {
      expect(await named(session)).toBeGreaterThan(0);
      expect(await named(transaction)).toBe(0);
      expect((await transaction.query<{ n: number }>('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      await session.close();
      await transaction.close();
    }
  });

  it('opens the LISTEN connection on DATABASE_LISTEN_URL', async () => {
    // The pooled URL goes nowhere (port 9): only the direct one can answer.
    const db = new PostgresDb('postgres://postgres@127.0.0.1:9/nowhere', { listenConnectionString: url });
    const client = await db.connectDedicated(() => undefined);
    try {
      expect((await client.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await client.end();
      await db.close();
    }
  });

  it('runs a session (a concurrent migration, ADR 0047) on DATABASE_LISTEN_URL, outside any transaction', async () => {
    const db = new PostgresDb('postgres://postgres@127.0.0.1:9/nowhere', { listenConnectionString: url });
    try {
      // VACUUM refuses to run inside a transaction block, as CREATE INDEX CONCURRENTLY does.
      const state = await db.session(async (conn) => {
        await conn.exec('VACUUM pg_catalog.pg_am');
        return (await conn.query<{ ok: number }>('SELECT 1 AS ok')).rows;
      });
      expect(state).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
