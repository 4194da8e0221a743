/*
 * API benchmark: purchases (data, airtime), wallet transfers and get-user/ at 1, 10 and 50
 * concurrent clients against the API on PostgreSQL (with the provider sandbox over HTTP), with
 * this machine's own yardsticks measured in the same run: pgbench's TPC-B-like test for the
 * database and a Fastify hello-world for the HTTP stack. Prints the ratios issue 14 sets goals
 * for, the API's memory after the run, and the change from one API process to two behind the web
 * server. `npm run bench`. Then the web tier's figures against nginx and the hello-world (issue 29,
 * bench/web-tier.ts); BENCH_CALLS=tier measures only those.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { API_MESSAGES, toKobo } from '@topup/rules';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { SYSTEM_ACCOUNTS, walletOf } from '../api/src/modules/ledger/accounts';
import { transfer } from '../api/src/modules/ledger/journal';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { createUser } from '../api/src/modules/users/service';
import { measureWebTier, printWebTier, type TierRound } from './web-tier';
import { recreateDatabase } from './database';

const ROOT = join(__dirname, '..');
const API_DIR = join(ROOT, 'api');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const LEVELS = [1, 10, 50];
const WARM_UP_S = 2;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 18181);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 18190);
/** BENCH_CALLS=data,user measures only those calls (and skips the scale-out rows), e.g. to profile one path. */
const BENCH_CALLS = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());
const only = (call: keyof typeof CALLS | 'tier') => !BENCH_CALLS || BENCH_CALLS.includes(call);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench';

/** BENCH_PROFILE=1 writes a CPU profile of the API to .bench-profile/ (open it in Chrome DevTools). */
const PROFILE_DIR = join(ROOT, '.bench-profile');

function startChild(name: string, script: string, env: Record<string, string>, profile = false): ChildProcess {
  const [command, args] = profile
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--import', 'tsx', script]]
    : [join(ROOT, 'node_modules/.bin/tsx'), [script]];
  const child = spawn(command, args, {
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
      // Tier 3 (issue 25): the benchmark's volumes are far past a new customer's daily limit.
      await tx.query('UPDATE users SET kyc_tier = 3 WHERE id = $1', [id]);
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

const ids: Record<string, number> = {};

/** The calls measured: a path, and the body of a POST (each POST gets its own Idempotency-Key). */
interface Call {
  name: string;
  path: string;
  body?: () => string;
}

const CALLS = {
  data: (): Call => ({
    name: 'purchase-data/',
    path: '/api/v1/purchase-data/',
    body: () => JSON.stringify({ package_id: ids['mtn-data'], variation_code: 'mtn-500mb-30d', phone_number: '08031234567', amt: 130 }),
  }),
  airtime: (): Call => ({
    name: 'purchase-airtime/',
    path: '/api/v1/purchase-airtime/',
    body: () => JSON.stringify({ package_id: ids.mtn, phone_number: '08031234567', amount: 100 }),
  }),
  transfer: (): Call => ({
    name: 'transfer-to-user/',
    path: '/api/v1/transfer-to-user/',
    body: () => JSON.stringify({ email: 'bench-0@example.com', amount: 1000 }),
  }),
  user: (): Call => ({ name: 'get-user/', path: '/api/v1/get-user/' }),
};

async function measure(call: Call, clients: number, base: string, tokens: string[], durationS = DURATION_S): Promise<Row> {
  let next = 0;
  const result: Result = await autocannon({
    url: base,
    connections: clients,
    duration: durationS,
    requests: [
      {
        method: call.body ? 'POST' : 'GET',
        path: call.path,
        setupRequest: (request, context) => {
          // One customer per connection (never bench-0, who receives the transfers).
          context.token ??= tokens[1 + (next++ % (tokens.length - 1))];
          const headers: Record<string, string> = { authorization: `Bearer ${String(context.token)}` };
          if (call.body) {
            headers['content-type'] = 'application/json';
            headers['idempotency-key'] = randomUUID();
          }
          return { ...request, headers, ...(call.body ? { body: call.body() } : {}) };
        },
      },
    ],
  });
  return {
    call: call.name,
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

/** A Fastify hello-world in its own process on this machine: the HTTP stack's ceiling. */
async function helloWorldRps(clients: number): Promise<number> {
  const port = API_PORT + 2;
  const child = spawn(process.execPath, ['-e', `const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'})`], {
    cwd: API_DIR,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: clients, duration: DURATION_S });
    return result.requests.average;
  } finally {
    child.kill('SIGTERM');
  }
}

/** Resident memory of a process and its children (tsx runs the API in a child node), from /proc (Linux). */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return kb / 1024 + children.reduce((sum, child) => sum + (rssMb(child) ?? 0), 0);
  } catch {
    return null;
  }
}

async function runPgbench(): Promise<{ line: string; tps: number | null }> {
  const bin = findPgbench();
  if (!bin) return { line: 'pgbench not found: install it with `apt-get install postgresql-contrib` (or postgresql-client) to get this figure.', tps: null };
  const url = databaseUrl.replace(/\/[^/]*$/, '/topup_pgbench');
  await recreateDatabase(url);
  try {
    const init = spawnSync(bin, ['-i', '-q', url], { encoding: 'utf8' });
    if (init.status !== 0) return { line: `pgbench -i failed: ${init.stderr}`, tps: null };
    const run = spawnSync(bin, ['-c', '10', '-j', '2', '-T', '10', url], { encoding: 'utf8' });
    if (run.status !== 0) return { line: `pgbench failed: ${run.stderr}`, tps: null };
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
    return { line: `pgbench TPC-B-like (scale 1, 10 clients, 10 s): ${tps} tps, latency average ${latency} ms`, tps: tps ? Number(tps) : null };
  } finally {
    await recreateDatabase(url, { drop: true });
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
  const packages = await setupDb.query<{ id: number; key: string }>('SELECT id, key FROM packages');
  for (const row of packages.rows) ids[row.key] = row.id;
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
      }, Boolean(process.env.BENCH_PROFILE)),
    );
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`http://127.0.0.1:${SANDBOX_PORT}/healthz`);
    await waitFor(`${base}/healthz`);
    const tokens = [];
    for (const user of users) tokens.push(await login(base, user));

    // Unmeasured warm-up: the JIT, each pooled connection's prepared statements, the caches.
    for (const call of [CALLS.data(), CALLS.airtime(), CALLS.transfer(), CALLS.user()]) await measure(call, 10, base, tokens, WARM_UP_S);
    const rows: Row[] = [];
    if (only('data')) for (const clients of LEVELS) rows.push(await measure(CALLS.data(), clients, base, tokens));
    if (only('airtime')) rows.push(await measure(CALLS.airtime(), 10, base, tokens));
    if (only('transfer')) rows.push(await measure(CALLS.transfer(), 10, base, tokens));
    if (only('user')) for (const clients of LEVELS) rows.push(await measure(CALLS.user(), clients, base, tokens));
    if (rows.length) {
      console.log(`\nAPI on PostgreSQL, provider sandbox over HTTP, ${DURATION_S} s per row:\n`);
      printTable(rows);
    }
    if (only('tier')) {
      tier = await measureWebTier({
        databaseUrl,
        apiBase: base,
        ports: { web: API_PORT + 5, nginx: API_PORT + 6, hello: API_PORT + 7, front: API_PORT + 8 },
        tokens,
        dataBody: CALLS.data().body!,
        durationS: DURATION_S,
        waitFor,
      });
      printWebTier(tier, DURATION_S);
    }
    apiRss = rssMb(children[1]?.pid);
    results = rows;
    if (!BENCH_CALLS) scaleOut = await measureScaleOut(children, tokens);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await recreateDatabase(databaseUrl, { drop: true });
  }
  if (BENCH_CALLS && !BENCH_CALLS.some((call) => call !== 'tier')) return;
  const hello = await helloWorldRps(50);
  const pgbench = await runPgbench();
  console.log(`\n${pgbench.line}`);
  console.log(`Fastify hello-world (50 clients, ${DURATION_S} s): ${hello.toFixed(0)} req/s`);
  if (apiRss !== null) console.log(`API resident memory after the run: ${apiRss.toFixed(0)} MB`);
  printGoals(results, pgbench.tps, hello);
}

let apiRss: number | null = null;
let tier: TierRound[] = [];
let results: Row[] = [];
let scaleOut: Row[] = [];

const WEB_PORT = API_PORT + 4;
const SECOND_API_PORT = API_PORT + 3;

/** The web server (deploy/src/server.ts) in front of the given API URLs. */
async function startWebServer(apiUrls: string[]): Promise<ChildProcess> {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['deploy/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(WEB_PORT), WEB_HOST: '127.0.0.1', API_URL: apiUrls.join(','), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[web] ${chunk}`));
  await waitFor(`http://127.0.0.1:${WEB_PORT}/registry.json`);
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Scale-out: the same calls through the web server with one API process, then with two on the
 * same database (the web server takes them in turn).
 */
async function measureScaleOut(children: ChildProcess[], tokens: string[]): Promise<Row[]> {
  const first = `http://127.0.0.1:${API_PORT}`;
  const webBase = `http://127.0.0.1:${WEB_PORT}`;
  const rows: Row[] = [];
  const run = async (label: string) => {
    for (const [call, clients] of [[CALLS.user(), 50], [CALLS.data(), 10]] as const) {
      rows.push({ ...(await measure(call, clients, webBase, tokens)), call: `${call.name} ${label}` });
    }
  };
  let web = await startWebServer([first]);
  await run('1 API');
  await stopChild(web);
  const second = startChild('api-2', 'src/server.ts', {
    DATABASE_URL: databaseUrl,
    API_PORT: String(SECOND_API_PORT),
    BILLS_PROVIDER_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    LOG_LEVEL: 'warn',
  });
  children.push(second);
  await waitFor(`http://127.0.0.1:${SECOND_API_PORT}/healthz`);
  web = await startWebServer([first, `http://127.0.0.1:${SECOND_API_PORT}`]);
  await run('2 APIs');
  await stopChild(web);
  console.log(`\nThrough the web server, 1 then 2 API processes on one database, ${DURATION_S} s per row:\n`);
  printTable(rows);
  return rows;
}

/** Issue 14's goals, as ratios measured in this run. */
function printGoals(rows: Row[], pgbenchTps: number | null, helloRps: number) {
  const row = (call: string, clients: number) => rows.find((r) => r.call === call && r.clients === clients);
  const pct = (value: number | undefined, of: number | null) => (value === undefined || !of ? 'n/a' : `${((100 * value) / of).toFixed(1)} %`);
  const data10 = row('purchase-data/', 10)?.rps;
  const lines: Array<[string, string, string]> = [
    ['purchase-data/ @10 vs pgbench tps', pct(data10, pgbenchTps), '>= 25 %'],
    ['purchase-data/ p99 @50', `${row('purchase-data/', 50)?.p99 ?? 'n/a'} ms`, '<= 150 ms'],
    ['purchase-airtime/ @10 vs purchase-data/ @10', pct(row('purchase-airtime/', 10)?.rps, data10 ?? null), '>= 80 %'],
    ['transfer-to-user/ @10 vs pgbench tps', pct(row('transfer-to-user/', 10)?.rps, pgbenchTps), '>= 35 %'],
    ['get-user/ @50 vs hello-world @50', pct(row('get-user/', 50)?.rps, helloRps), '>= 15 %'],
  ];
  const scaled = (call: string, clients: number) =>
    pct(scaleOut.find((r) => r.call === `${call} 2 APIs` && r.clients === clients)?.rps, scaleOut.find((r) => r.call === `${call} 1 API` && r.clients === clients)?.rps ?? null);
  lines.push(['get-user/ @50, 2 APIs vs 1 (web server)', scaled('get-user/', 50), '(measured)']);
  lines.push(['purchase-data/ @10, 2 APIs vs 1 (web server)', scaled('purchase-data/', 10), '(measured)']);
  console.log('\nGoals (issue 14), measured in this run:\n');
  const width = Math.max(...lines.map((l) => l[0].length));
  for (const [what, value, goal] of lines) console.log(`${what.padEnd(width)}  ${value.padStart(8)}  goal ${goal}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
