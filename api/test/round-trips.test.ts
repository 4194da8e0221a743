import type { Queryable } from '../src/db/client';
import { setPin, withPin } from './pin';
import { bearer, createTestUser, describeOnPostgres, loginToken, walletNaira, useTestApp } from './support';

/*
 * A purchase's cost on this machine is its round trips to PostgreSQL. Counted, not
 * timed: a delivered purchase is placed in one statement and settled in one.
 */

/** Fails with why the count matters, not only that it moved. */
function expectStatements(sent: number, expected: number): void {
  if (sent === expected) return;
  throw new Error(
    `${sent} statements sent where ${expected} were expected. Each statement is a round trip to PostgreSQL, and on ` +
      'the 2 cores the API shares with the database its send is the API\'s largest cost (writev, docs/performance.md): ' +
      'measured before: 4 statements per purchase at 612 req/s, p99 132 ms at 50 connections, against 2 after. ' +
      'Fold a new read or write into the placing or settling statement, or keep what rarely changes in memory while listening (ADR 0012).',
  );
}

describeOnPostgres('round trips per purchase (PostgreSQL)', () => {
  let statements = 0;

  const { app, testDb } = useTestApp({ sandbox: {} });
  beforeAll(async () => {
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

  async function buyData(token: string, key: string, options: { amt?: number; headers?: Record<string, string> } = {}) {
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const body = { package_id: rows[0]!.id, variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: options.amt ?? 130 };
    statements = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/purchase-data/',
      headers: { ...bearer(token), 'idempotency-key': key, ...options.headers },
      payload: body,
    });
    return { res, statements };
  }

  /**
   * A customer whose session and buyer (price level, PIN set: users/buyers.ts) this process keeps in
   * memory, once the catalogue is in memory too. A purchase at a stale price reads the buyer and is
   * refused before anything moves.
   */
  async function warmedUp(walletNaira: number, options: { pin?: string } = {}) {
    const warm = await loginToken(app, await createTestUser(testDb.db, { walletNaira: 10_000 }));
    const user = await createTestUser(testDb.db, { walletNaira });
    const token = await loginToken(app, user);
    if (options.pin) await setPin(app, token, user.password, options.pin);
    const headers = options.pin ? withPin(options.pin) : {};
    const jti = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    const deadline = Date.now() + 5_000;
    for (;;) {
      const warmed = (await buyData(warm, `warm-${Date.now()}-${Math.random()}`)).statements <= 2;
      expect((await buyData(token, `stale-${Date.now()}-${Math.random()}`, { amt: 1, headers })).res.statusCode).toBe(400);
      if (warmed && app.services.auth.sessions.get(jti, Date.now()) && app.services.buyers.get(String(user.id), Date.now())) return token;
      if (Date.now() > deadline) throw new Error('the session, buyer and catalogue were never kept in memory');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a delivered purchase with an Idempotency-Key: one statement to place it, one to settle it', async () => {
    const token = await warmedUp(10_000);
    const { res, statements: count } = await buyData(token, 'counted-1');
    expect(res.statusCode).toBe(200);
    expectStatements(count, 2);
  });

  it("purchases in a row: still two each (the first one's balance change does not make the next read the buyer again)", async () => {
    const token = await warmedUp(10_000);
    for (const key of ['row-1', 'row-2', 'row-3']) {
      const { res, statements: count } = await buyData(token, key);
      expect(res.statusCode).toBe(200);
      expectStatements(count, 2);
    }
  });

  it('with a transaction PIN: one more, the statement that compares and counts it (ADR 0024)', async () => {
    const token = await warmedUp(10_000, { pin: '2468' });
    for (const key of ['pin-1', 'pin-2']) {
      const { res, statements: count } = await buyData(token, key, { headers: withPin('2468') });
      expect(res.statusCode).toBe(200);
      expectStatements(count, 3);
    }
  });

  it('a purchase the wallet cannot pay for is refused in one statement, with nothing moved', async () => {
    const token = await warmedUp(100);
    const { res, statements: count } = await buyData(token, 'counted-2');
    expect(res.statusCode).toBe(400);
    expectStatements(count, 1);
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
    expectStatements(statements, 2);
    const repeat = await send();
    expect(repeat.json()).toEqual(first.json());
    expect(await walletNaira(app, token)).toBe(4_000);
    expect(await walletNaira(app, await loginToken(app, recipient))).toBe(1_000);
  });
});
