/*
 * Issue 26: reseller API purchases against web purchases at 10 clients, same API, same database,
 * same provider sandbox (over HTTP), one vendor per connection in both runs. The goal: the reseller
 * purchase rate within 10 % of the web purchase rate (the key check, rate limit and request id cost
 * little next to the purchase). `npx tsx bench/reseller.ts` (BENCH_DATABASE_URL, BENCH_DURATION_S).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_MESSAGES, toKobo } from '@topup/rules';
import { buildApp } from '../api/src/app';
import { configFromEnv } from '../api/src/config';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { SYSTEM_ACCOUNTS, walletOf } from '../api/src/modules/ledger/accounts';
import { transfer } from '../api/src/modules/ledger/journal';
import { createKey } from '../api/src/modules/vendors/keys';
import { createUser } from '../api/src/modules/users/service';
import { buildSandbox } from '../api/sandbox/app';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CLIENTS = 10;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_reseller';

async function recreate(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing odd database name ${name}`);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

async function main() {
  await recreate(databaseUrl);
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
  };
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const packageId = (await db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`)).rows[0]!.id;

  const tokens: string[] = [];
  const keys: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = { email: `vendor-${i}@example.com`, password: `Vendor-pass-${i}` };
    const id = await db.transaction(async (tx) => {
      const userId = await createUser(tx, { username: `vendor_${i}`, email: user.email, passwordHash: await hashPassword(user.password), phoneNo: `0809${String(i).padStart(7, '0')}` });
      await transfer(tx, {
        eventKey: `bench:vendor:${i}`,
        description: 'Benchmark credit',
        from: SYSTEM_ACCOUNTS.fundingEquity,
        to: walletOf(userId),
        amountKobo: toKobo(10_000_000),
        insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
      });
      await tx.query(`UPDATE users SET level = 'vendor' WHERE id = $1`, [userId]);
      return userId;
    });
    const login = await fetch(`${base}/api/v1/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    tokens.push(((await login.json()) as { data: { access: string } }).data.access);
    keys.push((await createKey(db, id, { name: 'bench' }, new Date())).key);
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
    return row;
  };

  // Warm both paths, then measure each twice, alternating, so that drift on a shared machine hits both.
  const web = () => run('web purchase-data/', '/api/v1/purchase-data/', tokens, () => ({}), () => ({ 'idempotency-key': randomUUID() }));
  const reseller = () => run('reseller POST purchases', '/api/reseller/v1/purchases', keys, () => ({ request_id: randomUUID(), kind: 'data' }), () => ({}));
  await web();
  await reseller();
  const rows = [await web(), await reseller(), await web(), await reseller()];
  const webRps = (rows[0]!.rps + rows[2]!.rps) / 2;
  const resellerRps = (rows[1]!.rps + rows[3]!.rps) / 2;
  const jobs = await db.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM jobs WHERE done_at IS NULL`);
  console.log(`\n${CLIENTS} clients, ${DURATION_S} s a row: web ${webRps.toFixed(0)} req/s, reseller ${resellerRps.toFixed(0)} req/s: reseller at ${((100 * resellerRps) / webRps).toFixed(1)} % of web (goal >= 90 %); jobs queued ${jobs.rows[0]!.pending}`);
  await app.close();
  await sandbox.close();
  await db.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
