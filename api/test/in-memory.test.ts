import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, formatKobo } from '@topup/rules';
import { setPin, withPin } from './pin';
import { bearer, buyData, createTestUser, describeOnPostgres, loginToken, testApp, until, useTestApp } from './support';

/*
 * Two API processes on one database (two apps here), each keeping recently checked sessions and
 * the catalogue in memory (auth/session-cache.ts, catalogue/reader.ts). Whatever ends a session or
 * changes a price, wherever, is honoured.
 */
describeOnPostgres('what API processes keep in memory (PostgreSQL)', () => {
  let second: FastifyInstance;
  const { app: first, testDb, sandbox } = useTestApp({ sandbox: {}, beforeClose: () => second.close() });
  beforeAll(async () => {
    second = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url } });
  });

  const getUser = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) });
  const jtiOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

  /** A session both processes have checked and keep. */
  async function cachedEverywhere() {
    const user = await createTestUser(testDb.db);
    const token = await loginToken(first, user);
    const jti = jtiOf(token);
    await until(async () => {
      expect((await getUser(first, token)).statusCode).toBe(200);
      expect((await getUser(second, token)).statusCode).toBe(200);
      const now = Date.now();
      return Boolean(first.services.auth.sessions.get(jti, now) && second.services.auth.sessions.get(jti, now));
    });
    return { user, token };
  }

  it('a logout is refused at once by the process that logged out, and by the other once told', async () => {
    const { token } = await cachedEverywhere();
    expect((await first.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: bearer(token) })).statusCode).toBe(200);
    expect((await getUser(first, token)).statusCode).toBe(401);
    await until(async () => (await getUser(second, token)).statusCode === 401);
  });

  it('a session ended by hand in the database, and a locked customer, are refused by both', async () => {
    const ended = await cachedEverywhere();
    await testDb.db.query('UPDATE sessions SET revoked_at = now() WHERE jti = $1', [jtiOf(ended.token)]);
    await until(async () => (await getUser(first, ended.token)).statusCode === 401 && (await getUser(second, ended.token)).statusCode === 401);

    const locked = await cachedEverywhere();
    await testDb.db.query('UPDATE users SET locked_at = now() WHERE id = $1', [locked.user.id]);
    await until(async () => (await getUser(first, locked.token)).statusCode === 401 && (await getUser(second, locked.token)).statusCode === 401);
  });

  it('a process that stops listening stops trusting its cache: a revocation it cannot hear of still counts', async () => {
    const { token } = await cachedEverywhere();
    await second.services.notifications!.close();
    await testDb.db.query('UPDATE sessions SET revoked_at = now() WHERE jti = $1', [jtiOf(token)]);
    expect((await getUser(second, token)).statusCode).toBe(401);
  });

  it('a price staff change is charged by every process once the change commits', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 5_000 });
    const token = await loginToken(second, user);
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const buy = (amt: number) => buyData(second, rows[0]!.id, token, { amt });
    const before = await testDb.db.query<{ amount_kobo: number }>(`SELECT amount_kobo FROM plans WHERE variation_code = 'mtn-1gb-30d'`);
    const oldPrice = before.rows[0]!.amount_kobo / 100;
    expect((await buy(oldPrice)).statusCode).toBe(200);
    try {
      await testDb.db.query(`UPDATE plans SET amount_kobo = amount_kobo + 5000 WHERE variation_code = 'mtn-1gb-30d'`);
      await until(async () => (await buy(oldPrice + 50)).statusCode === 200);
      const stale = await buy(oldPrice);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe(API_MESSAGES.purchase.priceChanged(formatKobo(before.rows[0]!.amount_kobo + 5000)));
    } finally {
      await testDb.db.query(`UPDATE plans SET amount_kobo = $1 WHERE variation_code = 'mtn-1gb-30d'`, [before.rows[0]!.amount_kobo]);
    }
  });

  describe('get-user/ answers', () => {
    // Two processes of their own: the tests above leave `second` deaf on purpose.
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      first = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url } });
      second = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url } });
    });
    afterAll(() => Promise.all([first.close(), second.close()]));
    const wallet = async (app: FastifyInstance, token: string) => (await getUser(app, token)).json().data.wallet_balance as number;
    /** A customer whose profile both processes keep in memory. */
    async function keptEverywhere(walletNaira: number) {
      const user = await createTestUser(testDb.db, { walletNaira });
      const token = await loginToken(first, user);
      await until(async () => {
        await getUser(first, token);
        await getUser(second, token);
        const now = Date.now();
        return Boolean(first.services.profiles.get(String(user.id), now) && second.services.profiles.get(String(user.id), now));
      });
      return { user, token };
    }

    it('are served from memory once read, with no statement sent', async () => {
      const { token } = await keptEverywhere(700);
      const query = jest.spyOn(testDb.db, 'query');
      try {
        expect(await wallet(first, token)).toBe(700);
        expect(query).not.toHaveBeenCalled();
      } finally {
        query.mockRestore();
      }
    });

    it("the customer's own transfer shows at once where it was made, and on the other process once told", async () => {
      const { token } = await keptEverywhere(5_000);
      const recipient = await keptEverywhere(0);
      const sent = await first.inject({
        method: 'POST',
        url: '/api/v1/transfer-to-user/',
        headers: bearer(token),
        payload: { email: recipient.user.email, amount: 1000 },
      });
      expect(sent.statusCode).toBe(200);
      expect(await wallet(first, token)).toBe(4_000);
      await until(async () => (await wallet(second, token)) === 4_000);
      // The recipient did nothing: both processes hear of the credit from the database.
      await until(async () => (await wallet(first, recipient.token)) === 1_000 && (await wallet(second, recipient.token)) === 1_000);
    });

    it('a change made elsewhere (a job, staff, by hand) reaches every process once it commits', async () => {
      const { user, token } = await keptEverywhere(100);
      await testDb.db.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [user.id]);
      await until(async () => (await getUser(first, token)).json().data.first_name === 'Renamed' && (await getUser(second, token)).json().data.first_name === 'Renamed');
      await createTestUser(testDb.db, { referredBy: user.id });
      await until(async () => (await getUser(second, token)).json().data.referral_count === 1);
    });

    it('nothing is kept while a process is not listening', async () => {
      const { user, token } = await keptEverywhere(100);
      await second.services.notifications!.close();
      expect(second.services.profiles.get(String(user.id), Date.now())).toBeUndefined();
      await testDb.db.query(`UPDATE users SET last_name = 'Unheard' WHERE id = $1`, [user.id]);
      expect((await getUser(second, token)).json().data.last_name).toBe('Unheard');
    });
  });
  describe('what a debit knows of its buyer: price level and whether a PIN is set', () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    let packageId: number;
    const PLAN = 'mtn-500mb-30d';
    let price: { customer: number; vendor: number };
    beforeAll(async () => {
      first = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url } });
      second = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url } });
      packageId = (await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`)).rows[0]!.id;
      const { rows } = await testDb.db.query<{ amount_kobo: number }>(
        `UPDATE plans SET vendor_amount_kobo = amount_kobo - 1000 WHERE variation_code = $1 RETURNING amount_kobo`,
        [PLAN],
      );
      price = { customer: rows[0]!.amount_kobo / 100, vendor: rows[0]!.amount_kobo / 100 - 10 };
    });
    afterAll(async () => {
      await testDb.db.query(`UPDATE plans SET vendor_amount_kobo = NULL WHERE variation_code = $1`, [PLAN]);
      await Promise.all([first.close(), second.close()]);
    });
    const buy = (app: FastifyInstance, token: string, amt: number, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/purchase-data/',
        headers: { ...bearer(token), ...headers },
        payload: { package_id: packageId, variation_code: PLAN, phone_number: '08031234567', amt },
      });
    /** A customer both processes have sold to, so both keep what they know of them. */
    async function knownEverywhere() {
      const user = await createTestUser(testDb.db, { walletNaira: 20_000 });
      const token = await loginToken(first, user);
      await until(async () => {
        expect((await buy(first, token, price.customer)).statusCode).toBe(200);
        expect((await buy(second, token, price.customer)).statusCode).toBe(200);
        const now = Date.now();
        return Boolean(first.services.buyers.get(String(user.id), now) && second.services.buyers.get(String(user.id), now));
      });
      return { user, token };
    }

    it("is kept across the buyer's own purchases: their balance changes, their level and PIN do not", async () => {
      const { user, token } = await knownEverywhere();
      expect((await buy(first, token, price.customer)).statusCode).toBe(200);
      expect(first.services.profiles.get(String(user.id), Date.now())).toBeUndefined();
      expect(first.services.buyers.get(String(user.id), Date.now())).toEqual({ level: 'customer', hasPin: false });
    });

    it('a PIN set through one process is asked for at once there, and by the other once told', async () => {
      const { user, token } = await knownEverywhere();
      await setPin(first, token, user.password, '4321');
      expect((await buy(first, token, price.customer)).json().errors[0].code).toBe('pin_required');
      await until(async () => (await buy(second, token, price.customer)).statusCode === 403);
      expect((await buy(second, token, price.customer, withPin('4321'))).statusCode).toBe(200);
    });

    it('a vendor approved elsewhere (here by hand) is charged vendor prices by every process once the change commits', async () => {
      const { user, token } = await knownEverywhere();
      await testDb.db.query(`UPDATE users SET level = 'vendor' WHERE id = $1`, [user.id]);
      await until(async () => (await buy(first, token, price.vendor)).statusCode === 200 && (await buy(second, token, price.vendor)).statusCode === 200);
      expect((await buy(second, token, price.customer)).json().message).toBe(API_MESSAGES.purchase.priceChanged(formatKobo(price.vendor * 100)));
    });

    it('nothing is kept while a process is not listening', async () => {
      const { user, token } = await knownEverywhere();
      await second.services.notifications!.close();
      expect(second.services.buyers.get(String(user.id), Date.now())).toBeUndefined();
      await testDb.db.query(`UPDATE users SET transaction_pin_hash = 'hmac-sha256$unheard' WHERE id = $1`, [user.id]);
      expect((await buy(second, token, price.customer)).json().errors[0].code).toBe('pin_required');
    });
  });
});
