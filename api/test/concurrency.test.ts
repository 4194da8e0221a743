import { runDueJobs } from '../src/app';
import { enqueueJob } from '../src/jobs/queue';
import { createJobRunner } from '../src/jobs/runner';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, buyData, createTestUser, describeOnPostgres, loginToken, testApp, useTestApp, packageIds } from './support';

/* Real parallelism needs real PostgreSQL: PGlite is one connection and runs transactions one at a time. */
describeOnPostgres('concurrency on PostgreSQL', () => {
  let mtnDataId: number;

  const { app, testDb, sandbox } = useTestApp({ sandbox: {} });
  beforeAll(async () => {
    mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
  });
  afterEach(() => assertLedgerInvariants(testDb.db));

  const buy = (token: string, headers: Record<string, string> = {}) => buyData(app, mtnDataId, token, {}, headers);

  it('40 parallel purchases on a wallet that pays for 10: exactly 10 accepted, balance exactly 0', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 2_600 });
    const token = await loginToken(app, user);
    const answers = await Promise.all(Array.from({ length: 40 }, () => buy(token)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(0);
    const { rows } = await testDb.db.query('SELECT id FROM transactions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(10);
  });

  it('50 concurrent repeats of one Idempotency-Key debit once and all get the same answer', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 10_000 });
    const token = await loginToken(app, user);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(token, { 'idempotency-key': 'same-click' })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().data.tx_ref)).size).toBe(1);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(1_000_000 - 26_000);
  });

  it('40 parallel wrong-password logins from one address against a limit of 5: at most 5 reach argon2, the rest 429', async () => {
    const LIMIT = 5;
    const strict = await testApp(testDb.db, {
      config: { loginLimits: { perAccountIp: LIMIT, perAccount: 1_000, perIp: 1_000, windowMs: 60_000, delayMs: 1, maxDelayMs: 5 } },
    });
    try {
      const user = await createTestUser(testDb.db);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          strict.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: user.email, password: 'wrong-guess' } }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMIT);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const right = await strict.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: user });
      expect(right.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('two job workers on one database never run a job twice, nor one job concurrently', async () => {
    const running = new Set<number>();
    const runs = new Map<number, number>();
    let overlaps = 0;
    const probe = async (payload: Record<string, unknown>) => {
      const n = Number(payload.n);
      if (running.has(n)) overlaps += 1;
      running.add(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running.delete(n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    const now = new Date();
    for (let n = 0; n < 60; n += 1) await enqueueJob(testDb.db, { kind: 'test.probe', payload: { n }, runAt: now }, now);
    const make = (workerId: string) =>
      createJobRunner({ db: testDb.db, workerId, handlers: { 'test.probe': probe }, visibilityMs: 60_000, backoff: { baseMs: 1_000, maxMs: 1_000 } });
    const [w1, w2] = [make('w1'), make('w2')];
    const drain = async (w: typeof w1) => {
      let total = 0;
      for (let ran = -1; ran !== 0; ) total += ran = await w.runDue({ now, limit: 5 });
      return total;
    };
    const [a, b] = await Promise.all([drain(w1), drain(w2)]);
    expect(a + b).toBe(60);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(overlaps).toBe(0);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(60);
  });

  it('pending purchases settle through runDueJobs from a second API instance', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 1_000 });
    const token = await loginToken(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/purchase-data/',
      headers: bearer(token),
      payload: { package_id: mtnDataId, variation_code: 'mtn-1gb-30d', phone_number: '08031234999' },
    });
    expect(res.statusCode).toBe(201);
    const other = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url }, workerId: 'instance-2' });
    try {
      await runDueJobs(other, { now: new Date(Date.now() + 31_000) });
    } finally {
      await other.close();
    }
    const { rows } = await testDb.db.query<{ status: string }>('SELECT status FROM transactions WHERE tx_ref = $1', [
      res.json().data.tx_ref,
    ]);
    expect(rows[0]?.status).toBe('confirmed');
  });
});
