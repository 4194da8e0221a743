/*
 * Reseller API purchases against web purchases at 10 clients, same API, same database,
 * same provider sandbox (over HTTP), one vendor per connection in both runs, the job worker running
 * as in production. Goals: the reseller purchase rate within 10 % of the web purchase rate (the key
 * check, rate limit and request id cost little next to the purchase), and callbacks do not slow
 * purchases: the same reseller load again with every vendor's callback URL set (a local receiver that
 * answers in CALLBACK_MS), its rate against the run without callbacks, and the callback queue measured
 * under that load (settlement to delivery, and the backlog left when the load stops).
 * `npm run bench:reseller` (BENCH_DATABASE_URL, BENCH_DURATION_S).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../api/src/app';
import { configFromEnv } from '../api/src/config';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { fundWallet } from '../api/src/modules/ledger/journal';
import { createKey } from '../api/src/modules/vendors/keys';
import { RESELLER_CALLBACK_JOB } from '../api/src/modules/vendors/callbacks';
import { JOBS_CHANNEL } from '../api/src/jobs/queue';
import { startJobWorker } from '../api/src/jobs/worker';
import { createUser } from '../api/src/modules/users/service';
import { buildSandbox } from '../api/sandbox/app';
import { recreateDatabase } from './database';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CLIENTS = 10;
const CALLBACK_MS = Number(process.env.BENCH_CALLBACK_MS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_reseller';

async function main() {
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 20 });
  await migrate(db);
  await seed(db);
  const sandbox = await buildSandbox({ slowMs: 600 });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const config = {
    ...configFromEnv({}),
    jwtSecret: 'bench-reseller-secret-0123456789abcdef',
    billsProviderUrl: sandboxUrl,
    logLevel: 'warn',
    resellerRateLimit: { max: 1_000_000, windowMs: 60_000 },
    resellerCallbackPrivateAllowed: true,
  };
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = startJobWorker(app.services.jobs, { pollMs: config.jobsPollMs, log: app.log });
  app.services.notifications?.on(JOBS_CHANNEL, (kind) => worker.wake(kind));
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.end('ok', () => (received += 1)), CALLBACK_MS));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const packageId = (await db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`)).rows[0]!.id;

  const tokens: string[] = [];
  const vendorIds: number[] = [];
  const keys: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = { email: `vendor-${i}@example.com`, password: `Vendor-pass-${i}` };
    const id = await db.transaction(async (tx) => {
      const userId = await createUser(tx, { username: `vendor_${i}`, email: user.email, passwordHash: await hashPassword(user.password), phoneNo: `0809${String(i).padStart(7, '0')}` });
      await fundWallet(tx, userId, { eventKey: `bench:vendor:${i}`, description: 'Benchmark credit', naira: 10_000_000 });
      // Tier 3: the bench measures purchases, not the daily limit of a new customer.
      await tx.query(`UPDATE users SET level = 'vendor', kyc_tier = 3 WHERE id = $1`, [userId]);
      return userId;
    });
    const login = await fetch(`${base}/api/v1/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    tokens.push(((await login.json()) as { data: { access: string } }).data.access);
    keys.push((await createKey(db, id, { name: 'bench' }, new Date())).key);
    vendorIds.push(id);
  }

  const body = { package_id: packageId, variation_code: 'mtn-500mb-30d', phone_number: '08031234567' };
  const run = async (name: string, path: string, credentials: string[], extra: () => Record<string, unknown>, headers: () => Record<string, string>) => {
    let next = 0;
    const result = await autocannon({
      url: base,
      connections: CLIENTS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path,
          setupRequest: (request, context) => {
            context.credential ??= credentials[next++ % credentials.length];
            return {
              ...request,
              headers: { authorization: `Bearer ${String(context.credential)}`, 'content-type': 'application/json', ...headers() },
              body: JSON.stringify({ ...body, ...extra() }),
            };
          },
        },
      ],
    });
    const row = { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, ok: result['2xx'], other: result.non2xx + result.errors + result.timeouts };
    console.log(JSON.stringify(row));
    if (row.other > 0) throw new Error(`${name}: ${row.other} answers were not 2xx; the figures would not be purchases`);
    return row;
  };

  const setCallbacks = (on: boolean) =>
    on
      ? db.query('INSERT INTO vendor_webhooks (user_id, url) SELECT unnest($1::int[]), $2 ON CONFLICT (user_id) DO UPDATE SET url = EXCLUDED.url', [vendorIds, callbackUrl])
      : db.query('DELETE FROM vendor_webhooks');
  const callbackQueue = async () =>
    (
      await db.query<{ pending: number; p50: number | null; p99: number | null }>(
        `SELECT count(*) FILTER (WHERE done_at IS NULL)::int AS pending,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM done_at - created_at) * 1000) AS p50,
           percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM done_at - created_at) * 1000) AS p99
         FROM jobs WHERE kind = $1`,
        [RESELLER_CALLBACK_JOB],
      )
    ).rows[0]!;

  // Warm each path, then measure each twice, alternating, so that drift on a shared machine hits all alike.
  const web = () => run('web purchase-data/', '/api/v1/purchase-data/', tokens, () => ({}), () => ({ 'idempotency-key': randomUUID() }));
  const resellerRun = (name: string) => run(name, '/api/reseller/v1/purchases', keys, () => ({ request_id: randomUUID(), kind: 'data' }), () => ({}));
  const reseller = async () => {
    await setCallbacks(false);
    return resellerRun('reseller POST purchases');
  };
  const drains: number[] = [];
  let expected = 0;
  const withCallbacks = async () => {
    await setCallbacks(true);
    const row = await resellerRun('reseller with callbacks');
    expected += row.ok;
    const left = (await callbackQueue()).pending;
    // Drained before the callback URLs are removed for the next run (a job then finds no URL and sends nothing).
    const start = Date.now();
    while ((await callbackQueue()).pending > 0 && Date.now() - start < 120_000) await new Promise((r) => setTimeout(r, 50));
    drains.push(Date.now() - start);
    console.log(`  callback queue when the load stopped: ${left} waiting, drained in ${Date.now() - start} ms`);
    return row;
  };
  await web();
  await reseller();
  await withCallbacks();
  const rows = [await web(), await reseller(), await withCallbacks(), await withCallbacks(), await reseller(), await web()];
  const mean = (...picked: number[]) => picked.reduce((sum, i) => sum + rows[i]!.rps, 0) / picked.length;
  const [webRps, resellerRps, callbacksRps] = [mean(0, 5), mean(1, 4), mean(2, 3)];
  const queue = await callbackQueue();
  console.log(`\n${CLIENTS} clients, ${DURATION_S} s a row: web ${webRps.toFixed(0)} req/s, reseller ${resellerRps.toFixed(0)} req/s: reseller at ${((100 * resellerRps) / webRps).toFixed(1)} % of web (goal >= 90 %)`);
  console.log(
    `callbacks (receiver answers in ${CALLBACK_MS} ms): reseller ${callbacksRps.toFixed(0)} req/s with them, ${((100 * callbacksRps) / resellerRps).toFixed(1)} % of the rate without (goal >= 90 %); ` +
      `${received} delivered for ${expected} purchases counted (up to ${CLIENTS} more were in flight as each run stopped), settlement to delivery p50 ${Math.round(queue.p50 ?? 0)} ms, p99 ${Math.round(queue.p99 ?? 0)} ms; backlog drained ${Math.max(...drains)} ms after the load at most`,
  );
  await worker.stop();
  receiver.close();
  await app.close();
  await sandbox.close();
  await db.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
