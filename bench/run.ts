/*
 * API benchmark: purchases (data, airtime), wallet transfers and get-user/ at 1, 10 and 50
 * concurrent clients against the API on PostgreSQL (with the provider sandbox over HTTP), with
 * this machine's own yardsticks measured in the same run: pgbench's TPC-B-like test for the
 * database and a Fastify hello-world for the HTTP stack. Prints the ratios the performance goals
 * are set on (docs/performance.md), the API's memory after the run, and the change from one API process to two behind the web
 * server. Each row straight to the API also prints its CPU per request: the API, PostgreSQL, the
 * sandbox and the load driver (bench/cpu.ts), which together bound its requests per second on a
 * machine they share. `npm run bench`. Then the web tier's figures against nginx and the hello-world (ADR 0023,
 * bench/web-tier.ts); BENCH_CALLS=tier measures only those.
 *
 * Two load shapes: '50 accounts' (one customer per connection) and 'one account' (every
 * connection the same customer, as a busy reseller or a scheduled batch loads it: all debits queue
 * on one wallet row). Every customer is a Tier 3 vendor with a transaction PIN, sent with each web
 * purchase, and a reseller API key for the reseller rows.
 *
 * The goals are judged on medians: the rows they read (purchase-data/ @10 and @50, reseller @10,
 * both shapes) run BENCH_ROUNDS times (default 3, interleaved with the other rows), and pgbench
 * and the hello-world run before the API starts, at the start of each round and after the API
 * stops, the goals dividing by the median of those; one 5-second row against one 10-second
 * pgbench moved by 10-30 % between runs on the same machine. The yardsticks' spread also says
 * whether the machine was steady enough to judge the goals on the run (bench/steadiness.ts): a
 * host's speed moved by half within one run (docs/performance.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { migrate } from '../api/src/db/migrate';
import { DEFAULT_POOL_MAX, PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { fundWallet } from '../api/src/modules/ledger/journal';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { createUser } from '../api/src/modules/users/service';
import { hashPin } from '../api/src/modules/safety/pin';
import { createKey } from '../api/src/modules/vendors/keys';
import { cpuNow, cpuPerRequest, treePids, type CpuSplit } from './cpu';
import { measureWebTier, printWebTier, type TierRound } from './web-tier';
import { recreateDatabase } from './database';
import { countFromEnv } from './counts';
import { median } from './median';
import { steadinessLine } from './steadiness';
import { startSandboxAndApi, startScript, waitUntilUp } from './processes';

const ROOT = join(__dirname, '..');
const API_DIR = join(ROOT, 'api');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const LEVELS = [1, 10, 50];
/** How many times the rows the goals read are measured; the goals take the median. */
const ROUNDS = countFromEnv('BENCH_ROUNDS', 3);
const WARM_UP_S = 2;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 18181);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 18190);
/** BENCH_EXPERIMENT_SQL runs once on the bench's database after migrations and seed, to measure a lever before building it (docs/performance.md). */
const EXPERIMENT_SQL = process.env.BENCH_EXPERIMENT_SQL;
/** BENCH_CALLS=data,user measures only those calls (and skips the scale-out rows), e.g. to profile one path. */
const BENCH_CALLS = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());
const only = (call: keyof typeof CALLS | 'tier') => !BENCH_CALLS || BENCH_CALLS.includes(call);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench';

/** BENCH_PROFILE=1 writes a CPU profile of the API to .bench-profile/ (open it in Chrome DevTools). */
const PROFILE_DIR = join(ROOT, '.bench-profile');

/** The transaction PIN every bench customer has and sends (ADR 0024): a debit's PIN check is part of what is measured. */
const BENCH_PIN = '2580';

interface BenchUser {
  email: string;
  password: string;
  /** The customer's reseller API key (ADR 0026). */
  resellerKey: string;
}

async function createBenchUsers(count: number): Promise<BenchUser[]> {
  const db = new PostgresDb(databaseUrl, { max: 4 });
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = { email: `bench-${i}@example.com`, password: `Bench-pass-${i}` };
    const passwordHash = await hashPassword(user.password);
    const userId = await db.transaction(async (tx) => {
      const id = await createUser(tx, {
        username: `bench_${i}`,
        email: user.email,
        passwordHash,
        phoneNo: `0809${String(i).padStart(7, '0')}`,
      });
      await fundWallet(tx, id, { eventKey: `bench:fund:${i}`, description: 'Benchmark credit', naira: 10_000_000 });
      // Tier 3: the benchmark's volumes are far past a new customer's daily limit. A vendor,
      // so the same customer can also buy through the reseller API (ADR 0026).
      await tx.query(`UPDATE users SET kyc_tier = 3, level = 'vendor', transaction_pin_hash = $2 WHERE id = $1`, [id, await hashPin(db, id, BENCH_PIN)]);
      return id;
    });
    users.push({ ...user, resellerKey: (await createKey(db, userId, { name: 'bench' }, new Date())).key });
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

/** Who the connections are: one customer each ('50 accounts'), or all the same customer ('one account'). */
type Shape = '50 accounts' | 'one account';
const SHAPES: Shape[] = ['50 accounts', 'one account'];

interface Row {
  call: string;
  shape?: Shape;
  /** 1 for the first measurement of a row, 2... for the goal rows' repeats. */
  round?: number;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** CPU milliseconds per answered request, for rows straight to the first API (bench/cpu.ts). */
  cpu?: CpuSplit | null;
}

/** The first API's and the sandbox's processes, whose CPU each row straight to that API reads. */
let direct: { base: string; pids: { api: number; sandbox: number } } | null = null;

const ids: Record<string, number> = {};

/** The calls measured: a path, and the body of a POST (each POST gets its own Idempotency-Key). */
interface Call {
  name: string;
  path: string;
  body?: () => string;
  /** The reseller API: the customer's API key instead of a session, its request_id instead of an Idempotency-Key. */
  reseller?: boolean;
}

const CALLS = {
  data: (): Call => ({
    name: 'purchase-data/',
    path: '/api/v1/purchase-data/',
    body: () => JSON.stringify({ package_id: ids['mtn-data'], variation_code: 'mtn-500mb-30d', phone_number: '08031234567' }),
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
  reseller: (): Call => ({
    name: 'reseller purchases',
    path: '/api/reseller/v1/purchases',
    reseller: true,
    body: () => JSON.stringify({ kind: 'data', request_id: randomUUID(), package_id: ids['mtn-data'], variation_code: 'mtn-500mb-30d', phone_number: '08031234567' }),
  }),
};

/** The credentials of each customer: a session token for the web app's calls, the API key for the reseller's. */
interface Credentials {
  tokens: string[];
  keys: string[];
}

async function measure(call: Call, clients: number, base: string, credentials: Credentials, durationS = DURATION_S, shape: Shape = '50 accounts'): Promise<Row> {
  let next = 0;
  const pool = call.reseller ? credentials.keys : credentials.tokens;
  const pids = direct?.base === base ? direct.pids : null;
  const cpuBefore = pids && cpuNow(pids);
  const result: Result = await autocannon({
    url: base,
    connections: clients,
    duration: durationS,
    requests: [
      {
        method: call.body ? 'POST' : 'GET',
        path: call.path,
        setupRequest: (request, context) => {
          // One customer per connection, or bench-1 on all of them (never bench-0, who receives the transfers).
          context.token ??= pool[shape === 'one account' ? 1 : 1 + (next++ % (pool.length - 1))];
          const headers: Record<string, string> = { authorization: `Bearer ${String(context.token)}` };
          if (call.body) {
            headers['content-type'] = 'application/json';
            if (!call.reseller) {
              headers['idempotency-key'] = randomUUID();
              headers['x-transaction-pin'] = BENCH_PIN;
            }
          }
          return { ...request, headers, ...(call.body ? { body: call.body() } : {}) };
        },
      },
    ],
  });
  const cpu = pids && cpuPerRequest(cpuBefore, cpuNow(pids), result['2xx'] + result.non2xx);
  // A row of refusals measures the refusal path, not the call: stop rather than print it as a figure.
  if (result['2xx'] === 0) throw new Error(`bench: ${call.name} (${shape}, ${clients} clients) had no 2xx answer in ${result.non2xx} requests`);
  return {
    call: call.name,
    shape,
    clients,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
    cpu,
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
    await waitUntilUp(`http://127.0.0.1:${port}/`, { timeoutMs: 180_000 });
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
    const kbOf = (one: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0);
    return treePids(pid).reduce((sum, one) => sum + kbOf(one), 0) / 1024;
  } catch {
    return null;
  }
}

async function runPgbench(): Promise<{ line: string; tps: number | null }> {
  const bin = findPgbench();
  if (!bin) return { line: 'pgbench not found: install it with `apt-get install postgresql-contrib` (or postgresql-client) to get this figure.', tps: null };
  const url = `${databaseUrl}_pgbench`; // beside the bench's own database, so parallel runs do not share it
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

/** A row's CPU per request: the API, PostgreSQL, the sandbox, the load driver (bench/cpu.ts). */
const cpuCell = (cpu: CpuSplit | null | undefined) =>
  cpu ? [cpu.api, cpu.db, cpu.sandbox, cpu.driver].map((ms) => ms.toFixed(2)).join(' / ') : '';

function printTable(rows: Row[]): void {
  const header = ['call', 'load', 'round', 'clients', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other', 'CPU ms/req: API / db / sandbox / driver'];
  const lines = rows.map((r) => [r.call, r.shape ?? '', r.round ? String(r.round) : '', String(r.clients), r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.ok), String(r.other), cpuCell(r.cpu)]);
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
  // An experiment's schema change (dropping an index, a database setting) before any row: its figures are not the product's.
  if (EXPERIMENT_SQL) {
    console.log(`Experiment, not the product: ${EXPERIMENT_SQL}`);
    // One statement at a time: the pool prepares each text, and a prepared statement holds one command.
    for (const statement of EXPERIMENT_SQL.split(';').filter((text) => text.trim())) await setupDb.query(statement);
  }
  // The yardsticks before the API starts, and again after it stops: the machine's speed drifts.
  const tierOnly = BENCH_CALLS !== undefined && !BENCH_CALLS.some((call) => call !== 'tier');
  const pgbenchBefore = tierOnly ? { line: '', tps: null } : await runPgbench();
  const helloBefore = tierOnly ? 0 : await helloWorldRps(50);
  const packages = await setupDb.query<{ id: number; key: string }>('SELECT id, key FROM packages');
  for (const row of packages.rows) ids[row.key] = row.id;
  await setupDb.close();
  // 51: bench-0 receives the transfers, one customer each for 50 connections.
  const users = await createBenchUsers(51);

  const children: ChildProcess[] = [];
  try {
    children.push(
      ...(await startSandboxAndApi({
        apiDir: API_DIR,
        sandboxPort: SANDBOX_PORT,
        apiPort: API_PORT,
        databaseUrl,
        env: { LOGIN_LIMIT_PER_IP: '100000', RESELLER_RATE_LIMIT: '100000000' },
        profileDir: process.env.BENCH_PROFILE ? PROFILE_DIR : undefined,
        timeoutMs: 180_000,
      })),
    );
    const base = `http://127.0.0.1:${API_PORT}`;
    const [sandbox, api] = children;
    if (sandbox?.pid && api?.pid) direct = { base, pids: { api: api.pid, sandbox: sandbox.pid } };
    const tokens = [];
    for (const user of users) tokens.push(await login(base, user));
    const credentials: Credentials = { tokens, keys: users.map((user) => user.resellerKey) };

    // Unmeasured warm-up: the JIT, each pooled connection's prepared statements, the caches.
    for (const call of [CALLS.data(), CALLS.airtime(), CALLS.transfer(), CALLS.user(), CALLS.reseller()]) await measure(call, 10, base, credentials, WARM_UP_S);
    const rows: Row[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // The yardsticks again at the start of each round (the API idle meanwhile): more samples of a
      // drifting machine for the goals' median, and its steadiness (bench/steadiness.ts).
      if (!tierOnly) {
        const tps = (await runPgbench()).tps;
        if (tps !== null) yardsticks.pgbench.push(tps);
        yardsticks.hello.push(await helloWorldRps(50));
      }
      for (const shape of SHAPES) {
        const run = async (call: Call, clients: number) => rows.push({ ...(await measure(call, clients, base, credentials, DURATION_S, shape)), round });
        // After the first round, only the rows the goals read.
        const first = round === 1;
        if (only('data')) for (const clients of LEVELS) if (first || clients > 1) await run(CALLS.data(), clients);
        if (only('reseller')) await run(CALLS.reseller(), 10);
        if (first && only('airtime')) await run(CALLS.airtime(), 10);
        if (first && only('transfer')) await run(CALLS.transfer(), 10);
        if (first && only('user')) for (const clients of LEVELS) await run(CALLS.user(), clients);
      }
    }
    if (rows.length) {
      console.log(`\nAPI on PostgreSQL (${process.env.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX} pooled connections), provider sandbox over HTTP, ${DURATION_S} s per row:\n`);
      printTable(rows);
    }
    if (only('tier')) {
      tier = await measureWebTier({
        databaseUrl,
        apiBase: base,
        ports: { web: API_PORT + 5, nginx: API_PORT + 6, hello: API_PORT + 7, front: API_PORT + 8 },
        tokens,
        pin: BENCH_PIN,
        dataBody: CALLS.data().body!,
        durationS: DURATION_S,
        waitFor: (url) => waitUntilUp(url, { timeoutMs: 180_000 }),
      });
      printWebTier(tier, DURATION_S);
    }
    apiRss = rssMb(children[1]?.pid);
    results = rows;
    if (!BENCH_CALLS) scaleOut = await measureScaleOut(children, credentials);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await recreateDatabase(databaseUrl, { drop: true });
  }
  if (tierOnly) return;
  const helloAfter = await helloWorldRps(50);
  const pgbenchAfter = await runPgbench();
  const perRound = (figures: number[]) => figures.map((value) => value.toFixed(0)).join(', ');
  const tpsRuns = [pgbenchBefore.tps, ...yardsticks.pgbench, pgbenchAfter.tps].filter((tps): tps is number => tps !== null);
  const pgbench = tpsRuns.length ? median(tpsRuns) : null;
  const helloRuns = [helloBefore, ...yardsticks.hello, helloAfter];
  const hello = median(helloRuns);
  console.log(`\nbefore the API: ${pgbenchBefore.line}\nafter the API:  ${pgbenchAfter.line}`);
  console.log(`pgbench at the start of each round: ${perRound(yardsticks.pgbench) || 'n/a'} tps; the goals use the median of all ${tpsRuns.length}: ${pgbench?.toFixed(0) ?? 'n/a'}`);
  console.log(
    `Fastify hello-world (50 clients, ${DURATION_S} s): ${helloBefore.toFixed(0)} req/s before the API, ${perRound(yardsticks.hello)} at the start of each round, ${helloAfter.toFixed(0)} after; median ${hello.toFixed(0)}`,
  );
  if (apiRss !== null) console.log(`API resident memory after the run: ${apiRss.toFixed(0)} MB`);
  printGoals(results, pgbench, hello);
  console.log(`\n${steadinessLine({ pgbench: tpsRuns, 'hello-world': helloRuns })}`);
}

let apiRss: number | null = null;
/** pgbench tps and hello-world req/s measured at the start of each round. */
const yardsticks = { pgbench: [] as number[], hello: [] as number[] };
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
  await waitUntilUp(`http://127.0.0.1:${WEB_PORT}/registry.json`, { timeoutMs: 180_000 });
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
async function measureScaleOut(children: ChildProcess[], credentials: Credentials): Promise<Row[]> {
  const first = `http://127.0.0.1:${API_PORT}`;
  const webBase = `http://127.0.0.1:${WEB_PORT}`;
  const rows: Row[] = [];
  const run = async (label: string) => {
    for (const [call, clients] of [[CALLS.user(), 50], [CALLS.data(), 10]] as const) {
      rows.push({ ...(await measure(call, clients, webBase, credentials)), call: `${call.name} ${label}` });
    }
  };
  let web = await startWebServer([first]);
  await run('1 API');
  await stopChild(web);
  const second = startScript('api-2', 'src/server.ts', {
    cwd: API_DIR,
    env: {
      DATABASE_URL: databaseUrl,
      API_PORT: String(SECOND_API_PORT),
      BILLS_PROVIDER_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      LOG_LEVEL: 'warn',
      RESELLER_RATE_LIMIT: '100000000',
    },
  });
  children.push(second);
  await waitUntilUp(`http://127.0.0.1:${SECOND_API_PORT}/healthz`, { timeoutMs: 180_000 });
  web = await startWebServer([first, `http://127.0.0.1:${SECOND_API_PORT}`]);
  await run('2 APIs');
  await stopChild(web);
  console.log(`\nThrough the web server, 1 then 2 API processes on one database, ${DURATION_S} s per row:\n`);
  printTable(rows);
  return rows;
}

/** Goals as ratios measured in this run: per load shape, then each call's and the scale-out's at 50 accounts. */
function printGoals(rows: Row[], pgbenchTps: number | null, helloRps: number) {
  const pct = (value: number | undefined, of: number | null) => (value === undefined || !of ? 'n/a' : `${((100 * value) / of).toFixed(1)} %`);
  const print = (title: string, lines: Array<[string, string, string]>) => {
    console.log(`\n${title}\n`);
    const width = Math.max(...lines.map((l) => l[0].length));
    for (const [what, value, goal] of lines) console.log(`${what.padEnd(width)}  ${value.padStart(8)}  goal ${goal}`);
  };
  const medianOf = (shape: Shape, call: string, clients: number, of: 'rps' | 'p99') => {
    const values = rows.filter((r) => r.call === call && r.clients === clients && (r.shape ?? '50 accounts') === shape).map((r) => r[of]);
    return values.length ? median(values) : undefined;
  };
  const medians = ROUNDS > 1 ? `medians of ${ROUNDS} rounds; pgbench and hello-world: medians of before, each round and after` : 'one round';
  for (const shape of SHAPES) {
    const data10 = medianOf(shape, 'purchase-data/', 10, 'rps');
    print(`Goals for the purchase path and get-user, ${shape}, measured in this run (${medians}):`, [
      ['purchase-data/ @10 vs pgbench tps', pct(data10, pgbenchTps), '>= 30 %'],
      ['purchase-data/ p99 @50 (straight to the API)', `${medianOf(shape, 'purchase-data/', 50, 'p99') ?? 'n/a'} ms`, '<= 120 ms'],
      ['get-user/ @50 vs hello-world @50', pct(medianOf(shape, 'get-user/', 50, 'rps'), helloRps), '>= 20 %'],
      ['reseller purchases @10 vs purchase-data/ @10', pct(medianOf(shape, 'reseller purchases', 10, 'rps'), data10 ?? null), '>= 90 %'],
    ]);
  }
  const many = (call: string, clients: number, of: 'rps' | 'p99' = 'rps') => medianOf('50 accounts', call, clients, of);
  const data10 = many('purchase-data/', 10);
  const lines: Array<[string, string, string]> = [
    ['purchase-data/ @10 vs pgbench tps', pct(data10, pgbenchTps), '>= 25 %'],
    ['purchase-data/ p99 @50', `${many('purchase-data/', 50, 'p99') ?? 'n/a'} ms`, '<= 150 ms'],
    ['purchase-airtime/ @10 vs purchase-data/ @10', pct(many('purchase-airtime/', 10), data10 ?? null), '>= 80 %'],
    ['transfer-to-user/ @10 vs pgbench tps', pct(many('transfer-to-user/', 10), pgbenchTps), '>= 35 %'],
    ['get-user/ @50 vs hello-world @50', pct(many('get-user/', 50), helloRps), '>= 15 %'],
  ];
  const scaled = (call: string, clients: number) =>
    pct(scaleOut.find((r) => r.call === `${call} 2 APIs` && r.clients === clients)?.rps, scaleOut.find((r) => r.call === `${call} 1 API` && r.clients === clients)?.rps ?? null);
  lines.push(['get-user/ @50, 2 APIs vs 1 (web server)', scaled('get-user/', 50), '(measured)']);
  lines.push(['purchase-data/ @10, 2 APIs vs 1 (web server)', scaled('purchase-data/', 10), '(measured)']);
  print('Goals for each call and the scale-out, 50 accounts, measured in this run:', lines);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
