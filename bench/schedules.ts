/*
 * 200 scheduled top-ups due at the same moment, run by the job worker (provider queue)
 * of an API on PostgreSQL with the provider sandbox over HTTP, while 10 clients keep buying data
 * through the web API. Goals: the 200 runs placed within 60 s of their due time, and live purchases
 * during the runs at >= 90 % of their rate without them (measured before and after, alternated).
 * `npm run bench:schedules` (BENCH_DATABASE_URL, BENCH_DURATION_S).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../api/src/app';
import { configFromEnv } from '../api/src/config';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { JOBS_CHANNEL } from '../api/src/jobs/queue';
import { startJobWorker } from '../api/src/jobs/worker';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { fundWallet } from '../api/src/modules/ledger/journal';
import { SCHEDULE_RUN_JOB } from '../api/src/modules/schedules/service';
import { createUser } from '../api/src/modules/users/service';
import { buildSandbox } from '../api/sandbox/app';
import { recreateDatabase } from './database';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CLIENTS = 10;
const OWNERS = 20;
const SCHEDULES = 200;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_schedules';

async function main() {
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 20 });
  await migrate(db);
  await seed(db);
  const sandbox = await buildSandbox({ slowMs: 0 });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const config = {
    ...configFromEnv({ LOGIN_LIMIT_PER_IP: '100000' }),
    jwtSecret: 'bench-schedules-secret-0123456789abcdef',
    billsProviderUrl: `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`,
    logLevel: 'warn',
  };
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = startJobWorker(app.services.jobs, { pollMs: config.jobsPollMs, log: app.log });
  app.services.notifications?.on(JOBS_CHANNEL, (kind) => worker.wake(kind));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const packageId = (await db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`)).rows[0]!.id;
  const purchase = { package_id: packageId, variation_code: 'mtn-500mb-30d', phone_number: '08031234567' };

  const signIn = async (i: number, role: string) => {
    const user = { email: `${role}-${i}@example.com`, password: `Bench-pass-${i}` };
    await db.transaction(async (tx) => {
      const id = await createUser(tx, { username: `${role}_${i}`, email: user.email, passwordHash: await hashPassword(user.password), phoneNo: `080${role === 'live' ? 8 : 7}${String(i).padStart(7, '0')}` });
      await fundWallet(tx, id, { eventKey: `bench:${role}:${i}`, description: 'Benchmark credit', naira: 10_000_000 });
      // Tier 3: the bench measures purchases, not a new customer's daily limit.
      await tx.query('UPDATE users SET kyc_tier = 3 WHERE id = $1', [id]);
    });
    const res = await fetch(`${base}/api/v1/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    return ((await res.json()) as { data: { access: string } }).data.access;
  };
  const liveTokens: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) liveTokens.push(await signIn(i, 'live'));
  // Each owner schedules through the API once; the rest are copies as the API stores them.
  const scheduleIds: number[] = [];
  for (let i = 0; i < OWNERS; i += 1) {
    const token = await signIn(i, 'owner');
    const res = await fetch(`${base}/api/v1/schedules/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'data', purchase, frequency: 'daily', time: '03:00' }),
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`scheduling: ${res.status} ${await res.text()}`);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    const copies = await db.query<{ id: number }>(
      `INSERT INTO purchase_schedules (user_id, kind, body, label, frequency, day, minute_of_day, next_run_at)
       SELECT user_id, kind, body, label, frequency, day, minute_of_day, next_run_at FROM purchase_schedules, generate_series(2, $2) WHERE id = $1 RETURNING id`,
      [id, SCHEDULES / OWNERS],
    );
    scheduleIds.push(id, ...copies.rows.map((r) => r.id));
  }

  const live = (stopWhen?: () => Promise<boolean>) =>
    new Promise<{ rps: number; p50: number; p99: number; seconds: number }>((resolve, reject) => {
      let next = 0;
      const started = Date.now();
      const instance = autocannon(
        {
          url: base,
          connections: CLIENTS,
          duration: stopWhen ? 120 : DURATION_S,
          requests: [
            {
              method: 'POST',
              path: '/api/v1/purchase-data/',
              setupRequest: (request, context) => {
                context.token ??= liveTokens[next++ % liveTokens.length];
                return { ...request, headers: { authorization: `Bearer ${String(context.token)}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(purchase) };
              },
            },
          ],
        },
        (error, result) => {
          if (error) return reject(error);
          if (result.non2xx + result.errors > 0) return reject(new Error(`live purchases: ${result.non2xx} non-2xx, ${result.errors} errors`));
          const seconds = (Date.now() - started) / 1000;
          resolve({ rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, seconds });
        },
      );
      if (stopWhen) {
        const poll = setInterval(() => {
          void stopWhen().then((done) => {
            if (done) {
              clearInterval(poll);
              instance.stop();
            }
          });
        }, 100);
      }
    });

  const placed = async () =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schedule_runs WHERE schedule_id = ANY($1) AND outcome = 'placed'`, [scheduleIds])).rows[0]!.n;
  const runsOnce = async (round: number) => {
    // Due now: the schedules' next run and one job each, as the API writes them.
    const due = new Date(Date.now() + 500);
    await db.query(`DELETE FROM schedule_runs WHERE schedule_id = ANY($1)`, [scheduleIds]);
    await db.query(`UPDATE purchase_schedules SET next_run_at = $2, status = 'active' WHERE id = ANY($1)`, [scheduleIds, due]);
    await db.query(
      `INSERT INTO jobs (kind, payload, run_at, dedupe_key)
       SELECT $3, jsonb_build_object('scheduleId', id, 'dueAt', $2::text), $2::timestamptz, 'schedule:' || id || ':' || $2 || ':' || $4 FROM unnest($1::int[]) AS id`,
      [scheduleIds, due.toISOString(), SCHEDULE_RUN_JOB, round],
    );
    const start = Date.now();
    const during = await live(async () => (await placed()) >= SCHEDULES);
    const seconds = (Date.now() - start) / 1000;
    return { during, seconds, placed: await placed() };
  };

  const fmt = (r: { rps: number; p50: number; p99: number }) => `${r.rps.toFixed(0).padStart(5)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms`;
  await live();
  const rows: string[] = [];
  const baseline: number[] = [];
  const during: number[] = [];
  const finish: number[] = [];
  for (let round = 1; round <= 2; round += 1) {
    const before = await live();
    baseline.push(before.rps);
    rows.push(`round ${round} live only:          ${fmt(before)}`);
    const runs = await runsOnce(round);
    if (runs.placed !== SCHEDULES) throw new Error(`round ${round}: ${runs.placed} of ${SCHEDULES} runs placed`);
    during.push(runs.during.rps);
    finish.push(runs.seconds);
    rows.push(`round ${round} with ${SCHEDULES} runs due: ${fmt(runs.during)}  (all ${runs.placed} placed ${runs.seconds.toFixed(1)} s after their due time)`);
  }
  const after = await live();
  baseline.push(after.rps);
  rows.push(`after, live only:           ${fmt(after)}`);
  console.log(`purchase-data/ at ${CLIENTS} clients, ${SCHEDULES} schedules of ${OWNERS} customers due at once:\n${rows.join('\n')}`);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `\nruns placed within ${Math.max(...finish).toFixed(1)} s of their due time (goal <= 60 s); live purchases during the runs at ` +
      `${((100 * mean(during)) / mean(baseline)).toFixed(1)} % of their rate without (goal >= 90 %)`,
  );
  await worker.stop();
  await app.close();
  await sandbox.close();
  await db.close();
  await recreateDatabase(databaseUrl, { drop: true });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
