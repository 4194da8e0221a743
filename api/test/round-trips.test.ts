import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/db/client';
import { startSandbox } from './sandbox';
import { bearer, createTestUser, describeOnPostgres, loginToken, openTestDb, testApp, walletNaira, type TestDb } from './support';

/*
 * Issue 14: a purchase's cost on this machine is its round trips to PostgreSQL. Counted, not
 * timed: a delivered purchase is placed in one statement and settled in one.
 */
describeOnPostgres('round trips per purchase (PostgreSQL)', () => {
  let testDb: TestDb;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let app: FastifyInstance;
  let statements = 0;

  beforeAll(async () => {
    testDb = await openTestDb();
    sandbox = await startSandbox();
    app = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url } });
    // Every statement sent, whether alone or inside BEGIN ... COMMIT (each of those is one too).
    const db = testDb.db;
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    db.query = (sql, params) => {
      statements += 1;
      return query(sql, params);
    };
    db.transaction = (fn) => {
      statements += 2;
      return transaction((tx) =>
        fn({
          query: (sql, params) => {
            statements += 1;
            return tx.query(sql, params);
          },
          exec: (sql) => {
            statements += 1;
            return tx.exec(sql);
          },
        } satisfies Queryable),
      );
    };
  });
  afterAll(async () => {
    await Promise.all([app.close(), sandbox.app.close()]);
    await testDb.drop();
  });

  async function buyData(token: string, key: string) {
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const body = { package_id: rows[0]!.id, variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: 130 };
    statements = 0;
    const res = await app.inject({ method: 'POST', url: '/api/v1/purchase-data/', headers: { ...bearer(token), 'idempotency-key': key }, payload: body });
    return { res, statements };
  }

  /** A customer whose session this process keeps in memory, once the catalogue is in memory too. */
  async function warmedUp(walletNaira: number) {
    const warm = await loginToken(app, await createTestUser(testDb.db, { walletNaira: 10_000 }));
    const user = await createTestUser(testDb.db, { walletNaira });
    const token = await loginToken(app, user);
    const jti = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    const deadline = Date.now() + 5_000;
    for (;;) {
      // get-user/ keeps the profile (the PIN state and price level a purchase needs) in memory.
      await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(warm) });
      const warmed = (await buyData(warm, `warm-${Date.now()}-${Math.random()}`)).statements <= 2;
      await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) });
      if (warmed && app.services.auth.sessions.get(jti, Date.now())) return token;
      if (Date.now() > deadline) throw new Error('the session and catalogue were never kept in memory');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a delivered purchase with an Idempotency-Key: one statement to place it, one to settle it', async () => {
    const token = await warmedUp(10_000);
    const { res, statements: count } = await buyData(token, 'counted-1');
    expect(res.statusCode).toBe(200);
    expect(count).toBe(2);
  });

  it('a purchase the wallet cannot pay for is refused in one statement, with nothing moved', async () => {
    const token = await warmedUp(100);
    const { res, statements: count } = await buyData(token, 'counted-2');
    expect(res.statusCode).toBe(400);
    expect(count).toBe(1);
    expect(await walletNaira(app, token)).toBe(100);
  });

  it('a repeat of the same key reads what the purchase is now, and places nothing', async () => {
    const token = await warmedUp(10_000);
    expect((await buyData(token, 'counted-3')).res.statusCode).toBe(200);
    const { res } = await buyData(token, 'counted-3');
    expect(res.statusCode).toBe(200);
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'counted-3' AND status_code = 200`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a wallet transfer: one statement to find the recipient, one to claim the key, move the money and write both records; a repeat moves nothing', async () => {
    const token = await warmedUp(5_000);
    const recipient = await createTestUser(testDb.db);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/transfer-to-user/',
        headers: { ...bearer(token), 'idempotency-key': 'counted-transfer' },
        payload: { email: recipient.email, amount: 1000 },
      });
    statements = 0;
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(statements).toBe(2);
    const repeat = await send();
    expect(repeat.json()).toEqual(first.json());
    expect(await walletNaira(app, token)).toBe(4_000);
    expect(await walletNaira(app, await loginToken(app, recipient))).toBe(1_000);
  });
});
