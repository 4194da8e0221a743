/*
 * What the transaction PIN costs a purchase. The API and the provider sandbox run in
 * this process on PostgreSQL; purchase-data/ is measured at 10 clients for customers without a
 * PIN and for customers with one (X-Transaction-Pin: one keyed HMAC and one statement that
 * compares and counts), in alternating rounds so that the machine's load falls on both alike. The goal: a
 * purchase with a PIN within 10 % of one without. `npm run bench:pin`.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { TRANSACTION_PIN_HEADER } from '@topup/rules';
import { buildApp } from '../api/src/app';
import { configFromEnv } from '../api/src/config';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { fundWallet } from '../api/src/modules/ledger/journal';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { hashPin } from '../api/src/modules/safety/pin';
import { createUser } from '../api/src/modules/users/service';
import { buildSandbox } from '../api/sandbox/app';
import { recreateDatabase } from './database';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = 10;
const USERS = 20;
const PIN = '4826';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_pin';

async function main() {
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 20 });
  const sandbox = await buildSandbox({ slowMs: 0 });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  try {
    await migrate(db);
    await seed(db);
    const packageId = (await db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`)).rows[0]!.id;
    const users: Array<{ email: string; password: string; pin: boolean }> = [];
    for (let i = 0; i < USERS; i += 1) {
      const user = { email: `pin-bench-${i}@example.com`, password: `Bench-pass-${i}`, pin: i % 2 === 1 };
      const passwordHash = await hashPassword(user.password);
      await db.transaction(async (tx) => {
        const id = await createUser(tx, { username: `pin_bench_${i}`, email: user.email, passwordHash, phoneNo: `0809${String(i).padStart(7, '0')}` });
        await fundWallet(tx, id, { eventKey: `bench:fund:${i}`, description: 'Benchmark credit', naira: 10_000_000 });
        await tx.query('UPDATE users SET kyc_tier = 3, transaction_pin_hash = $2 WHERE id = $1', [id, user.pin ? await hashPin(tx, id, PIN) : null]);
      });
      users.push(user);
    }
    const app = await buildApp({ db, config: { ...configFromEnv({ LOGIN_LIMIT_PER_IP: '100000' }), billsProviderUrl: sandboxUrl, logLevel: 'warn' }, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const tokens = { with: [] as string[], without: [] as string[] };
      for (const user of users) {
        const res = await fetch(`${base}/api/v1/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
        const token = ((await res.json()) as { data: { access: string } }).data.access;
        (user.pin ? tokens.with : tokens.without).push(token);
      }
      const run = async (withPin: boolean, durationS: number) => {
        let next = 0;
        const pool = withPin ? tokens.with : tokens.without;
        const result = await autocannon({
          url: base,
          connections: CLIENTS,
          duration: durationS,
          requests: [
            {
              method: 'POST',
              path: '/api/v1/purchase-data/',
              setupRequest: (request, context) => {
                context.token ??= pool[next++ % pool.length];
                const headers: Record<string, string> = {
                  authorization: `Bearer ${String(context.token)}`,
                  'content-type': 'application/json',
                  'idempotency-key': randomUUID(),
                  ...(withPin ? { [TRANSACTION_PIN_HEADER]: PIN } : {}),
                };
                return { ...request, headers, body: JSON.stringify({ package_id: packageId, variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: 130 }) };
              },
            },
          ],
        });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${withPin ? 'with' : 'without'} PIN: ${result.non2xx} non-2xx, ${result.errors} errors`);
        return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
      };
      await run(false, 2);
      await run(true, 2);
      const totals = { with: { rps: 0, p50: 0 }, without: { rps: 0, p50: 0 } };
      console.log(`purchase-data/ at ${CLIENTS} clients, ${DURATION_S} s per row, ${ROUNDS} rounds:\n`);
      console.log('round  PIN      req/s  p50 ms  p99 ms');
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const withPin of round % 2 === 1 ? [false, true] : [true, false]) {
          const r = await run(withPin, DURATION_S);
          const side = withPin ? totals.with : totals.without;
          side.rps += r.rps;
          side.p50 += r.p50;
          console.log(`${String(round).padStart(5)}  ${(withPin ? 'with' : 'without').padEnd(7)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}`);
        }
      }
      const ratio = totals.with.rps / totals.without.rps;
      console.log(`\nwith PIN / without: ${(ratio * 100).toFixed(1)} % of the throughput (goal >= 90 %), p50 ${(totals.with.p50 / ROUNDS).toFixed(1)} ms vs ${(totals.without.p50 / ROUNDS).toFixed(1)} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await sandbox.close();
    await db.close();
    await recreateDatabase(databaseUrl, { drop: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
