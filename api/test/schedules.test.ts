import type { FastifyInstance } from 'fastify';
import { SCHEDULE_MESSAGES, lagosDay, nextDueAfter } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { setPin, withPin } from './pin';
import { bearer, describeOnPostgres, manualClock, testApp, signedInCustomer, useTestApp, packageIds } from './support';

const clock = manualClock();
let mtnDataId: number;

const { app, testDb, sandbox } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 2_000 }, sandbox: { slowMs: 50 } });
beforeAll(async () => {
  mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
});
afterEach(() => assertLedgerInvariants(testDb.db));

async function customer(walletNaira = 1_000) {
  return signedInCustomer(app, testDb.db, { walletNaira });
}

const dataPurchase = (phone = '08031234567') => ({ package_id: mtnDataId, variation_code: 'mtn-1gb-30d', phone, amt: 260 });

function schedule(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/schedules/',
    headers: { ...bearer(token), ...headers },
    payload: { kind: 'data', purchase: dataPurchase(), frequency: 'monthly', day: 10, time: '09:00', ...payload },
  });
}

async function scheduleOf(token: string, id: number) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/schedules/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ id: number } & Record<string, unknown>>).find((s) => s.id === id)!;
}

const purchasesOf = async (userId: number) =>
  (await testDb.db.query<{ tx_ref: string; status: string }>(`SELECT tx_ref, status FROM transactions WHERE user_id = $1`, [userId])).rows;

describe('schedules/', () => {
  it('a monthly data top-up: next run in Lagos time, bought once at its due time through the engine, then the next month', async () => {
    const c = await customer(1_000);
    const res = await schedule(c.token, {});
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ kind: 'data', frequency: 'monthly', day: 10, time: '09:00', status: 'active', rhythm: 'Every month on the 10th at 09:00' });
    const due = nextDueAfter({ frequency: 'monthly', day: 10, minuteOfDay: 9 * 60 }, clock.now());
    expect(created.next_run_at).toBe(due.toISOString());
    expect(created.purchase.amt).toBeUndefined();

    expect(await runDueJobs(app, { now: new Date(due.getTime() - 60_000) })).toBe(0);
    await runDueJobs(app, { now: new Date(due.getTime() + 1_000) });
    const bought = await purchasesOf(c.id);
    expect(bought).toHaveLength(1);
    expect(bought[0]!.status).toBe('confirmed');
    expect((await customerBalances(testDb.db, c.id)).walletKobo).toBe(100_000 - 26_000);

    const after = await scheduleOf(c.token, created.id);
    const nextMonth = nextDueAfter({ frequency: 'monthly', day: 10, minuteOfDay: 9 * 60 }, due);
    expect(after).toMatchObject({ last_outcome: 'placed', last_tx_ref: bought[0]!.tx_ref, runs_done: 1, next_run_at: nextMonth.toISOString() });
    // The same due time again (a second worker, a retaken job) buys nothing.
    await runDueJobs(app, { now: new Date(due.getTime() + 5 * 60_000) });
    expect(await purchasesOf(c.id)).toHaveLength(1);
  });

  it("a vendor's scheduled top-up is charged the vendor price, as their click would be (ADR 0026)", async () => {
    const c = await customer(1_000);
    await testDb.db.query(`UPDATE users SET level = 'vendor' WHERE id = $1`, [c.id]);
    await testDb.db.query(`UPDATE plans SET vendor_amount_kobo = 25000 WHERE variation_code = 'mtn-1gb-30d'`);
    try {
      const created = (await schedule(c.token, {})).json().data;
      const due = new Date(created.next_run_at);
      await runDueJobs(app, { now: new Date(due.getTime() + 1_000) });
      expect((await purchasesOf(c.id)).map((p) => p.status)).toEqual(['confirmed']);
      expect((await customerBalances(testDb.db, c.id)).walletKobo).toBe(100_000 - 25_000);
    } finally {
      await testDb.db.query(`UPDATE plans SET vendor_amount_kobo = NULL WHERE variation_code = 'mtn-1gb-30d'`);
    }
  });

  it('a count ends the schedule after its last purchase', async () => {
    const c = await customer(1_000);
    const created = (await schedule(c.token, { day: 31, time: '06:30', max_runs: 1 })).json().data;
    await runDueJobs(app, { now: new Date(new Date(created.next_run_at).getTime() + 1_000) });
    const after = await scheduleOf(c.token, created.id);
    expect(after).toMatchObject({ status: 'ended', next_run_at: null, runs_done: 1 });
  });

  it('cannot pay: skipped, recorded and e-mailed, nothing moves; three skips in a row pause it', async () => {
    const c = await customer(300);
    const created = (await schedule(c.token, { frequency: 'daily', day: null, time: '10:00' })).json().data;
    // Spend the wallet so the runs cannot pay.
    const drain = await app.inject({ method: 'POST', url: '/api/v1/purchase-data/', headers: bearer(c.token), payload: dataPurchase() });
    expect(drain.statusCode).toBe(200);
    const balance = (await customerBalances(testDb.db, c.id)).walletKobo;
    let due = new Date(created.next_run_at);
    for (let i = 0; i < 3; i += 1) {
      await runDueJobs(app, { now: new Date(due.getTime() + 1_000) });
      const now = await scheduleOf(c.token, created.id);
      expect(now.last_outcome).toBe('skipped');
      if (i < 2) {
        expect(now).toMatchObject({ status: 'active', consecutive_skips: i + 1 });
        due = new Date(now.next_run_at as string);
      }
    }
    const paused = await scheduleOf(c.token, created.id);
    expect(paused).toMatchObject({ status: 'paused', next_run_at: null });
    expect(paused.last_message).toContain(SCHEDULE_MESSAGES.pausedAfterSkips);
    expect((await customerBalances(testDb.db, c.id)).walletKobo).toBe(balance);
    expect(await purchasesOf(c.id)).toHaveLength(1);
    const mails = await testDb.db.query<{ subject: string }>(
      `SELECT payload->>'subject' AS subject FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1 ORDER BY id`,
      [c.email],
    );
    expect(mails.rows.filter((m) => m.subject.startsWith('Scheduled purchase skipped'))).toHaveLength(3);
    expect(mails.rows.filter((m) => m.subject.startsWith('Schedule paused'))).toHaveLength(1);

    // Resumed after funding: the next due time after now, skips forgotten.
    const resumed = await app.inject({ method: 'POST', url: `/api/v1/schedules/${created.id}/resume/`, headers: bearer(c.token) });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ status: 'active', consecutive_skips: 0 });
  });

  it('a price above the customer limit is refused when scheduling and skipped at run time', async () => {
    const c = await customer(1_000);
    const refused = await schedule(c.token, { max_amount: 200 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual({ max_amount: [SCHEDULE_MESSAGES.skip.priceAboveLimit('₦260.00', '₦200.00')] });
    const created = (await schedule(c.token, { max_amount: 260, frequency: 'weekly', day: 2, time: '12:00' })).json().data;
    expect(created.rhythm).toBe('Every Tuesday at 12:00');
    await testDb.db.query(`UPDATE purchase_schedules SET max_amount_kobo = 20000 WHERE id = $1`, [created.id]);
    await runDueJobs(app, { now: new Date(new Date(created.next_run_at).getTime() + 1_000) });
    const after = await scheduleOf(c.token, created.id);
    expect(after).toMatchObject({ last_outcome: 'skipped', consecutive_skips: 1 });
    expect(after.last_message).toBe(SCHEDULE_MESSAGES.skip.priceAboveLimit('₦260.00', '₦200.00'));
    expect(await purchasesOf(c.id)).toHaveLength(0);
  });

  it('a run missed while the service was down: run once if still the due day, otherwise recorded as missed', async () => {
    const c = await customer(1_000);
    const created = (await schedule(c.token, { frequency: 'daily', day: null, time: '09:30' })).json().data;
    const due = new Date(created.next_run_at);
    // Back the next day: missed, and the following due time is scheduled.
    await runDueJobs(app, { now: new Date(due.getTime() + 20 * 60 * 60_000) });
    const missed = await scheduleOf(c.token, created.id);
    expect(missed).toMatchObject({ last_outcome: 'missed', runs_done: 0 });
    expect(lagosDay(new Date(missed.next_run_at as string))).not.toBe(lagosDay(due));
    // Back late on the due day itself: it runs.
    const nextDue = new Date(missed.next_run_at as string);
    await runDueJobs(app, { now: new Date(nextDue.getTime() + 10 * 60 * 60_000) });
    expect(await scheduleOf(c.token, created.id)).toMatchObject({ last_outcome: 'placed', runs_done: 1 });
    expect(await purchasesOf(c.id)).toHaveLength(1);
  });

  it('pause, edit and delete: a stale due time buys nothing', async () => {
    const c = await customer(1_000);
    const created = (await schedule(c.token, { frequency: 'daily', day: null, time: '11:00' })).json().data;
    const paused = await app.inject({ method: 'POST', url: `/api/v1/schedules/${created.id}/pause/`, headers: bearer(c.token) });
    expect(paused.json().data).toMatchObject({ status: 'paused', next_run_at: null });
    await runDueJobs(app, { now: new Date(new Date(created.next_run_at).getTime() + 1_000) });
    expect(await purchasesOf(c.id)).toHaveLength(0);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/schedules/${created.id}/`,
      headers: bearer(c.token),
      payload: { kind: 'data', purchase: dataPurchase('08039998888'), frequency: 'weekly', day: 5, time: '07:15' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'paused', rhythm: 'Every Friday at 07:15' });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/schedules/${created.id}/`, headers: bearer(c.token) });
    expect(deleted.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/v1/schedules/', headers: bearer(c.token) });
    expect(list.json().data).toEqual([]);
    const other = await customer();
    const notYours = await app.inject({ method: 'POST', url: `/api/v1/schedules/${created.id}/pause/`, headers: bearer(other.token) });
    expect(notYours.statusCode).toBe(404);
  });

  it('an account with a transaction PIN: creating and editing need it (X-Transaction-Pin), runs do not; pause and delete do not', async () => {
    const c = await customer(1_000);
    await setPin(app, c.token, c.password);
    const schedulesOf = async () => (await testDb.db.query('SELECT id FROM purchase_schedules WHERE user_id = $1', [c.id])).rows;

    const missing = await schedule(c.token, { frequency: 'daily', day: null, time: '08:00' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().errors[0].code).toBe('pin_required');
    const wrong = await schedule(c.token, { frequency: 'daily', day: null, time: '08:00' }, withPin('0000'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].code).toBe('pin_invalid');
    expect(await schedulesOf()).toHaveLength(0);

    const created = await schedule(c.token, { frequency: 'daily', day: null, time: '08:00' }, withPin());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const edit = (headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/schedules/${id}/`,
        headers: { ...bearer(c.token), ...headers },
        payload: { kind: 'data', purchase: dataPurchase('08037776666'), frequency: 'daily', time: '08:30' },
      });
    const unchanged = await edit({});
    expect(unchanged.statusCode).toBe(403);
    expect((await scheduleOf(c.token, id)).time).toBe('08:00');
    const edited = await edit(withPin());
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ time: '08:30', purchase: { phone: '08037776666' } });

    // The run relies on the consent given with the PIN: nobody is asked at run time.
    await runDueJobs(app, { now: new Date(new Date(edited.json().data.next_run_at).getTime() + 1_000) });
    expect(await scheduleOf(c.token, id)).toMatchObject({ last_outcome: 'placed', runs_done: 1 });
    expect(await purchasesOf(c.id)).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: `/api/v1/schedules/${id}/pause/`, headers: bearer(c.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/schedules/${id}/`, headers: bearer(c.token) })).statusCode).toBe(200);
  });

  it('refuses what cannot be scheduled', async () => {
    const c = await customer();
    const badTime = await schedule(c.token, { time: '25:00' });
    expect(badTime.json().data).toEqual({ time: [SCHEDULE_MESSAGES.validation.time] });
    const noWeekday = await schedule(c.token, { frequency: 'weekly', day: null });
    expect(noWeekday.json().data).toEqual({ day: [SCHEDULE_MESSAGES.validation.weekday] });
    const badPlan = await schedule(c.token, { purchase: { ...dataPurchase(), variation_code: 'nope' } });
    expect(badPlan.statusCode).toBe(400);
  });
});

/* Several API processes (two apps, each with several lanes) on one real PostgreSQL. */
describeOnPostgres('schedules on PostgreSQL with two API processes', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await testApp(testDb.db, { clock: clock.now, workerId: 'second', config: { billsProviderUrl: sandbox.url, providerTimeoutMs: 2_000 } });
  });
  afterAll(() => second.close());

  /** Every lane of both processes claims due jobs until none is left. */
  async function drain(now: Date, lanes = 8) {
    const runs = [app, second].flatMap((a) => Array.from({ length: lanes }, () => a.services.jobs.runDue({ now, limit: 10_000 })));
    return (await Promise.all(runs)).reduce((a, b) => a + b, 0);
  }

  it('200 schedules due in the same minute: each runs exactly once', async () => {
    const c = await customer(200 * 260 + 1_000);
    const first = (await schedule(c.token, { frequency: 'daily', day: null, time: '13:00' })).json().data;
    // The other 199 as the API stores them (creating them one by one through HTTP tests nothing more).
    await testDb.db.query(
      `INSERT INTO purchase_schedules (user_id, kind, body, label, frequency, day, minute_of_day, next_run_at)
       SELECT user_id, kind, body, label, frequency, day, minute_of_day, next_run_at FROM purchase_schedules, generate_series(1, 199) WHERE id = $1`,
      [first.id],
    );
    await testDb.db.query(
      `INSERT INTO jobs (kind, payload, run_at, dedupe_key)
       SELECT 'schedule.run', jsonb_build_object('scheduleId', id, 'dueAt', $2::text), next_run_at, 'schedule:' || id || ':' || $2
       FROM purchase_schedules WHERE user_id = $1 AND id <> $3`,
      [c.id, first.next_run_at, first.id],
    );
    const started = Date.now();
    await drain(new Date(new Date(first.next_run_at).getTime() + 30_000));
    const seconds = (Date.now() - started) / 1000;
    const runs = await testDb.db.query<{ n: number; distinct_schedules: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT schedule_id)::int AS distinct_schedules FROM schedule_runs r
       JOIN purchase_schedules s ON s.id = r.schedule_id WHERE s.user_id = $1 AND r.outcome = 'placed'`,
      [c.id],
    );
    expect(runs.rows[0]).toEqual({ n: 200, distinct_schedules: 200 });
    expect(await purchasesOf(c.id)).toHaveLength(200);
    expect((await customerBalances(testDb.db, c.id)).walletKobo).toBe(100_000);
    const states = await testDb.db.query<{ runs_done: number; n: number }>(
      `SELECT runs_done, count(*)::int AS n FROM purchase_schedules WHERE user_id = $1 GROUP BY runs_done`,
      [c.id],
    );
    expect(states.rows).toEqual([{ runs_done: 1, n: 200 }]);
    console.log(`200 scheduled runs on two processes: ${seconds.toFixed(1)} s`);
  }, 120_000);

  it('a process killed after the debit: the retaken job finds the purchase, no double purchase, no lost run', async () => {
    const c = await customer(1_000);
    const created = (await schedule(c.token, { frequency: 'daily', day: null, time: '14:00' })).json().data;
    const due = new Date(created.next_run_at);
    // What the killed process did: it claimed the job and placed the purchase with the run's key, then died.
    const key = `schedule:${created.id}:${due.toISOString()}`;
    await testDb.db.query(
      `UPDATE jobs SET locked_by = 'killed', locked_until = $2, attempts = 1 WHERE dedupe_key = $1`,
      [key, new Date(due.getTime() + 30_000)],
    );
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v1/purchase-data/',
      headers: { ...bearer(c.token), 'idempotency-key': key },
      payload: created.purchase,
    });
    expect(placed.statusCode).toBe(200);
    // While its lease holds, nobody retakes it; after, another process does and buys nothing more.
    expect(await drain(new Date(due.getTime() + 10_000), 2)).toBe(0);
    await drain(new Date(due.getTime() + 31_000), 2);
    const bought = await purchasesOf(c.id);
    expect(bought).toHaveLength(1);
    expect(await scheduleOf(c.token, created.id)).toMatchObject({ last_outcome: 'placed', last_tx_ref: bought[0]!.tx_ref, runs_done: 1 });
  });
});
