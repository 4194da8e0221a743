import { toKobo } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { rollUpOverviewDays, scheduleOverviewRollup } from '../src/modules/ledger/overview-rollup';
import { bearer, createTestUser, describeOnPostgres, loginToken, manualClock, signedInStaff, useTestApp } from './support';

/*
 * The overview's closed days rolled up (ADR 0041, amended; migration 770): the figures are the same
 * rolled up or read live, a status change of a rolled day's row shows at once, and a change racing
 * the roll-up of its day is never lost (real PostgreSQL).
 */
const DAY = 86_400_000;
const clock = manualClock();
const { app, testDb } = useTestApp({ clock: clock.now, sandbox: { slowMs: 0 }, config: { providerTimeoutMs: 2000 } });

let staffToken: string;
let userId: number;
const trends = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/admin/overview/trends/', headers: bearer(staffToken) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { periods: Array<Record<string, unknown>>; days: Array<{ day: string; refunds: number; count: number; transfers: number; transfers_value: number }> };
};
const insert = (ref: string, kind: string, naira: number, status: string, provider: boolean, daysBefore: number) =>
  testDb.db.query(
    `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, category, provider_request, created_at)
     VALUES ($1, $2, $3, 'p', $4, $5, '{"title":"t","type":"x","image":""}'::jsonb, $6::jsonb, $7::timestamptz)`,
    [ref, userId, kind, toKobo(naira), status, provider ? '{}' : null, new Date(clock.now().getTime() - daysBefore * DAY)],
  );
const rolledDays = async () => Number((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM overview_days')).rows[0]!.n);
const changes = async () => Number((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM overview_day_changes')).rows[0]!.n);
/** The figures with nothing rolled up: every day read live. */
const allLive = async () => {
  await testDb.db.query('DELETE FROM overview_day_changes');
  await testDb.db.query('DELETE FROM overview_days');
  return trends();
};

beforeAll(async () => {
  // Transfers (journal entries) and a purchase made through the API twelve days before "now".
  const user = await createTestUser(testDb.db, { walletNaira: 50_000 });
  const other = await createTestUser(testDb.db);
  userId = user.id;
  const token = await loginToken(app, user);
  for (const amount of [1_500, 2_000]) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/transfer-to-user/', headers: bearer(token), payload: { amount, email: other.email } });
    expect(res.statusCode).toBe(200);
  }
  clock.advance(12 * DAY);
  staffToken = (await signedInStaff(app, testDb.db, 'support', clock.now())).token;
  // Sales and funding of every sort on days the roll-up covers, the two it never does, and one too old to show.
  for (const [i, daysBefore] of [0, 1, 2, 3, 10, 29, 31].entries()) {
    await insert(`ROLL${i}DATA`, 'data', 200 + i, 'confirmed', true, daysBefore);
    await insert(`ROLL${i}REV`, 'airtime', 100 + i, 'reversed', true, daysBefore);
    await insert(`ROLL${i}CARD`, 'card_funding', 5_000 + i, 'confirmed', false, daysBefore);
    await insert(`ROLL${i}SHOP`, 'shop', 3_000 + i, 'pending', false, daysBefore);
    await insert(`ROLL${i}BONUS`, 'bonus_to_wallet', 50, 'confirmed', false, daysBefore);
  }
});

it('the figures are the same rolled up (the hourly job) as read live; today and yesterday are never rolled up', async () => {
  const live = await allLive();
  expect(live.days[29]!.count).toBeGreaterThan(0);
  expect(live.days[29 - 12]).toMatchObject({ transfers: 2, transfers_value: 3_500 });
  await scheduleOverviewRollup(testDb.db, clock.now());
  expect(await runDueJobs(app, { now: clock.now() })).toBeGreaterThan(0);
  expect(await rolledDays()).toBe(28);
  const { rows } = await testDb.db.query<{ newest: string }>('SELECT max(day)::text AS newest FROM overview_days');
  expect(rows[0]!.newest).toBe(live.days[27]!.day);
  expect(await trends()).toEqual(live);
  // A second run finds nothing to do.
  expect(await rollUpOverviewDays(testDb.db, clock.now())).toBe(0);
});

it('a refund of a rolled-up day’s purchase shows at once, and the next run rolls that day again', async () => {
  await rollUpOverviewDays(testDb.db, clock.now());
  const before = await trends();
  const day = before.days[29 - 10]!;
  await testDb.db.query("UPDATE transactions SET status = 'reversed' WHERE tx_ref = 'ROLL4DATA'");
  expect(await changes()).toBe(1);
  const after = await trends();
  expect(after.days.find((d) => d.day === day.day)!.refunds).toBe(day.refunds + 1);
  expect(await rollUpOverviewDays(testDb.db, clock.now())).toBe(1);
  expect(await changes()).toBe(0);
  expect(await trends()).toEqual(after);
  expect(await allLive()).toEqual(after);
});

describeOnPostgres('a change racing a roll-up', () => {
  it('a status change racing the roll-up of its day waits for it and is recorded, never lost', async () => {
    await rollUpOverviewDays(testDb.db, clock.now());
    const tenDaysAgo = (await trends()).days[29 - 10]!.day;
    const advisoryLocks = async (granted: boolean) =>
      (await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 45 AND granted = $1", [granted])).rows[0]!.n;
    const until = async (condition: () => Promise<boolean>) => {
      while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
    };
    // The day not rolled up yet: without the lock, the change would find no rolled day and record nothing.
    await testDb.db.query('DELETE FROM overview_days WHERE day = $1::date', [tenDaysAgo]);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    // A roll-up of that day in progress: it holds the day's lock and has not written the day yet.
    const rolling = testDb.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(45, $1::date - date '2000-01-01')`, [tenDaysAgo]);
      await holding;
      await tx.query(`INSERT INTO overview_days (day, transfers, transfers_kobo, rolled_at) VALUES ($1::date, 0, 0, now())`, [tenDaysAgo]);
    });
    await until(async () => (await advisoryLocks(true)) > 0);
    let updated = false;
    const update = testDb.db.query("UPDATE transactions SET status = 'confirmed' WHERE tx_ref = 'ROLL4SHOP'").then(() => (updated = true));
    // The change waits on the day's lock (a condition, not a sleep), then sees the day rolled.
    await until(async () => updated || (await advisoryLocks(false)) > 0);
    release();
    await Promise.all([rolling, update]);
    const { rows } = await testDb.db.query<{ day: string }>('SELECT day::text AS day FROM overview_day_changes');
    expect(rows.map((r) => r.day)).toEqual([tenDaysAgo]);
    // So the overview reads that day live again, and the next run rolls it with the change.
    expect(await rollUpOverviewDays(testDb.db, clock.now())).toBe(1);
    expect(await trends()).toEqual(await allLive());
  });
});
