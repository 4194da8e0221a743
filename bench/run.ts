/*
 * API benchmark: data purchases and get-user/ at 1, 10 and 50 concurrent clients against the API
 * on PostgreSQL (with the provider sandbox over HTTP), plus pgbench's TPC-B-like test as a
 * yardstick for the database on this machine. `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { API_MESSAGES, toKobo } from '@topup/rules';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { SYSTEM_ACCOUNTS, walletOf } from '../api/src/modules/ledger/accounts';
import { transfer } from '../api/src/modules/ledger/journal';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { createUser } from '../api/src/modules/users/service';

const ROOT = join(__dirname, '..');
const API_DIR = join(ROOT, 'api');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const LEVELS = [1, 10, 50];
const API_PORT = Number(process.env.BENCH_API_PORT ?? 18181);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 18190);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench';

function adminUrl(url: string): { admin: string; name: string } {
  const u = new URL(url);
  const name = u.pathname.replace(/^\//, '');
  u.pathname = '/postgres';
  return { admin: u.toString(), name };
}

async function recreateDatabase(url: string, drop = false): Promise<void> {
  const { admin, name } = adminUrl(url);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing odd database name ${name}`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (!drop) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

function startChild(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [script], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function createBenchUsers(count: number): Promise<Array<{ email: string; password: string }>> {
  const db = new PostgresDb(databaseUrl, { max: 4 });
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const user = { email: `bench-${i}@example.com`, password: `Bench-pass-${i}` };
    const passwordHash = await hashPassword(user.password);
    await db.transaction(async (tx) => {
      const id = await createUser(tx, {
        username: `bench_${i}`,
        email: user.email,
        passwordHash,
        phoneNo: `0809${String(i).padStart(7, '0')}`,
      });
      await transfer(tx, {
        eventKey: `bench:fund:${i}`,
        description: 'Benchmark credit',
        from: SYSTEM_ACCOUNTS.fundingEquity,
        to: walletOf(id),
        amountKobo: toKobo(10_000_000),
        insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
      });
    });
    users.push(user);
  }
  await db.close();
  return users;
}

async function login(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body = (await res.json()) as { data?: { access?: string } };
  if (!body.data?.access) throw new Error(`bench login failed: ${res.status}`);
  return body.data.access;
}

interface Row {
  call: string;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

let mtnDataId = 0;

async function measure(call: string, clients: number, base: string, tokens: string[], purchase: boolean): Promise<Row> {
  let next = 0;
  const body = JSON.stringify({ package_id: mtnDataId, variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: 130 });
  const result: Result = await autocannon({
    url: base,
    connections: clients,
    duration: DURATION_S,
    requests: [
      {
        method: purchase ? 'POST' : 'GET',
        path: purchase ? '/api/v1/purchase-data/' : '/api/v1/get-user/',
        setupRequest: (request, context) => {
          // One customer per connection; every purchase carries its own Idempotency-Key.
          context.token ??= tokens[next++ % tokens.length];
          const headers: Record<string, string> = { authorization: `Bearer ${String(context.token)}` };
          if (purchase) {
            headers['content-type'] = 'application/json';
            headers['idempotency-key'] = randomUUID();
          }
          return { ...request, headers, ...(purchase ? { body } : {}) };
        },
      },
    ],
  });
  return {
    call,
    clients,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

function findPgbench(): string | null {
  const candidates = ['/usr/bin/pgbench', ...['17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)];
  return candidates.find((p) => existsSync(p)) ?? null;
}

async function runPgbench(): Promise<string> {
  const bin = findPgbench();
  if (!bin) return 'pgbench not found: install it with `apt-get install postgresql-contrib` (or postgresql-client) to get this figure.';
  const url = databaseUrl.replace(/\/[^/]*$/, '/topup_pgbench');
  await recreateDatabase(url);
  try {
    const init = spawnSync(bin, ['-i', '-q', url], { encoding: 'utf8' });
    if (init.status !== 0) return `pgbench -i failed: ${init.stderr}`;
    const run = spawnSync(bin, ['-c', '10', '-j', '2', '-T', '10', url], { encoding: 'utf8' });
    if (run.status !== 0) return `pgbench failed: ${run.stderr}`;
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
    return `pgbench TPC-B-like (scale 1, 10 clients, 10 s): ${tps} tps, latency average ${latency} ms`;
  } finally {
    await recreateDatabase(url, true);
  }
}

function printTable(rows: Row[]): void {
  const header = ['call', 'clients', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'];
  const lines = rows.map((r) => [r.call, String(r.clients), r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.ok), String(r.other)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

async function main() {
  console.log(`Database: ${databaseUrl} (recreated for this run)`);
  await recreateDatabase(databaseUrl);
  const setupDb = new PostgresDb(databaseUrl, { max: 2 });
  await migrate(setupDb);
  await seed(setupDb);
  const mtn = await setupDb.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
  mtnDataId = mtn.rows[0]!.id;
  await setupDb.close();
  const users = await createBenchUsers(50);

  const children: ChildProcess[] = [];
  try {
    children.push(startChild('sandbox', 'sandbox/server.ts', { SANDBOX_PORT: String(SANDBOX_PORT), LOG_LEVEL: 'warn' }));
    children.push(
      startChild('api', 'src/server.ts', {
        DATABASE_URL: databaseUrl,
        API_PORT: String(API_PORT),
        BILLS_PROVIDER_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        LOG_LEVEL: 'warn',
        LOGIN_LIMIT_PER_IP: '100000',
      }),
    );
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`http://127.0.0.1:${SANDBOX_PORT}/healthz`);
    await waitFor(`${base}/healthz`);
    const tokens = [];
    for (const user of users) tokens.push(await login(base, user));

    const rows: Row[] = [];
    for (const clients of LEVELS) rows.push(await measure('purchase-data/', clients, base, tokens, true));
    for (const clients of LEVELS) rows.push(await measure('get-user/', clients, base, tokens, false));
    console.log(`\nAPI on PostgreSQL, provider sandbox over HTTP, ${DURATION_S} s per row:\n`);
    printTable(rows);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await recreateDatabase(databaseUrl, true);
  }
  console.log(`\n${await runPgbench()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
