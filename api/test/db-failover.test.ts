import pg from 'pg';
import { API_MESSAGES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, describeOnPostgres, loginToken, testApp, useTestApp, packageIds } from './support';

/*
 * A managed PostgreSQL failover ends every connection at once. The API must answer 503 for what
 * was in flight, keep running, serve again when the database is back, and settle every purchase
 * that was debited (its requery job was committed with the debit).
 */
describeOnPostgres('database connections terminated during a purchase burst', () => {
  let mtnDataId: number;

  const { app, testDb } = useTestApp({ config: { providerTimeoutMs: 2_000 }, sandbox: { slowMs: 300 } });
  beforeAll(async () => {
    // A slow provider keeps purchases in flight (some inside their DB transaction) when the blow lands.
    mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
  });

  async function terminateBackends(): Promise<number> {
    const { rows } = await testDb.db.query<{ name: string }>('SELECT current_database() AS name');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const result = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('answers only 2xx, 400 or 503, survives, serves again and settles every debited purchase', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 20_000 });
    const token = await loginToken(app, user);
    // Numbers ending in 997 stall at the provider, 999 answer pending: both leave work for the jobs.
    const phones = ['08031234567', '08031234999', '08031234997'];
    const buy = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/purchase-data/',
        headers: bearer(token),
        payload: { package_id: mtnDataId, variation_code: 'mtn-1gb-30d', phone_number: phones[n % 3], amt: 260 },
      });

    const burst = Promise.all(Array.from({ length: 30 }, (_, n) => new Promise((r) => setTimeout(r, n * 5)).then(() => buy(n))));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await terminateBackends()).toBeGreaterThan(0);
    const answers = await burst;

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => ![200, 201, 400, 503].includes(s))).toEqual([]);
    for (const answer of answers.filter((a) => a.statusCode === 503)) {
      expect(answer.json()).toEqual({ message: API_MESSAGES.unavailable });
    }

    // Back in service at once: the pool replaced the dead connections.
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await buy(0)).statusCode).toBe(200);

    await runDueJobs(app, { now: new Date(Date.now() + 31_000), limit: 200 });
    await runDueJobs(app, { now: new Date(Date.now() + 95_000), limit: 200 });
    const pending = await testDb.db.query(`SELECT tx_ref FROM transactions WHERE user_id = $1 AND status = 'pending'`, [user.id]);
    expect(pending.rows).toEqual([]);
    const spent = await testDb.db.query<{ total: number }>(
      `SELECT COALESCE(SUM(amount_kobo), 0)::bigint AS total FROM transactions WHERE user_id = $1 AND status = 'confirmed'`,
      [user.id],
    );
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(2_000_000 - spent.rows[0]!.total);
    await assertLedgerInvariants(testDb.db);
  });

  it('/readyz answers 503 while the database is unreachable, /healthz stays 200', async () => {
    const offline = await testApp(testDb.db, {});
    const { PostgresDb } = await import('../src/db/postgres');
    const unreachable = new PostgresDb('postgres://postgres@127.0.0.1:1/none', { connectTimeoutMs: 500 });
    const down = await testApp(unreachable, { config: { jwtSecret: 'x'.repeat(40) } });
    try {
      expect((await offline.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await down.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: API_MESSAGES.unavailable });
      expect((await down.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await offline.close();
      await down.close();
      await unreachable.close();
    }
  });
});
