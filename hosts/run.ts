/*
 * `npm run test:hosts` (ADR 0044, docs/hosts.md): the product across hosts. Network namespaces
 * joined by veth links to one switch: a database host (PostgreSQL 15 and PgBouncer in transaction
 * pooling mode), two API hosts, two web hosts (nginx in front of the web server), a load balancer
 * (HAProxy, with health checks), the provider (the sandbox) and a client host. Under a steady
 * purchase load from the client host it kills an API process, rolls a deploy through every API
 * process and web server, cuts a web host off the network, promotes through one web host and reads
 * the other, and restarts the database host; after each, no purchase may be lost, doubled or
 * refused, and the ledger check must pass. Then purchase throughput with one and two API hosts.
 * Ends with "N passed, M failed" and the figures; exits 1 when anything failed.
 *
 * This process sets up the network (root namespace), runs itself again on the client host
 * (`--client`) and tears everything down afterwards, also when interrupted; a run killed outright
 * is cleaned up by the next one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTS, PREFIX, setLink, setUpNetwork, tearDown, pidsIn } from './net';
import { CHECK, DATABASE, DRAIN_MS, Hosts, ROOT } from './hosts';
import { Load, until, type Customer } from './load';
import pg from 'pg';
import { PostgresDb } from '../api/src/db/postgres';
import { checkLedger } from '../api/src/modules/ledger/check';
import { fundWallet } from '../api/src/modules/ledger/journal';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { createUser } from '../api/src/modules/users/service';
import { createReleaseStore } from '../api/src/modules/releases/store';
import { createReleaseTokens } from '../api/src/modules/releases/tokens';
import { publishLocalBuilds, ALL_TARGETS } from '../deploy/src/local-releases';
import { readDist } from '../deploy/src/dist-files';
import { ReleaseClient } from '../deploy/src/release-client';

const RUN_DIR = '/tmp/topup-hosts';
const CUSTOMERS = Number(process.env.HOSTS_CUSTOMERS ?? 8);


// ---------------------------------------------------------------- root namespace: network, cleanup

function outerMain(): void {
  const missing = ['ip', 'haproxy', 'pgbouncer', 'nginx', 'setpriv'].filter((cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status !== 0);
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) missing.push('postgresql-15');
  if (process.getuid?.() !== 0) missing.push('root');
  if (missing.length) {
    console.error(`test:hosts needs root, iproute2, Debian's postgresql-15, pgbouncer, haproxy and nginx; missing: ${missing.join(', ')}`);
    process.exit(2);
  }
  const built = ['shell/dist/index.html', 'remotes/bills/dist/mf-manifest.json'];
  if (built.some((file) => !existsSync(join(ROOT, file)))) {
    console.log('Building (npm run build): the hosts run the compiled servers and publish the built shell and remotes');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  } else {
    // The servers are compiled every run (under a second): a dist left by an earlier build would
    // otherwise test yesterday's API. The shell and remotes only need to be some build to publish.
    if (spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['deploy/src/compile.ts'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  // Whatever a killed run left behind.
  tearDown();
  rmSync(RUN_DIR, { recursive: true, force: true });

  let cleaned = false;
  const cleanUp = () => {
    if (cleaned) return;
    cleaned = true;
    tearDown();
    if (!process.env.HOSTS_KEEP) rmSync(RUN_DIR, { recursive: true, force: true });
  };
  setUpNetwork();
  const inner = spawn('ip', ['netns', 'exec', HOSTS.client.ns, process.execPath, '--import', 'tsx', __filename, '--client'], { cwd: ROOT, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping every host and removing the namespaces`);
      cleanUp();
      process.exit(130);
    });
  }
  inner.once('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

// ---------------------------------------------------------------- the client host: the scenario

interface Figure {
  fault: string;
  purchases: number;
  failedAnswers: number;
  pageAnswers: number;
  failedPages: number;
  statuses: number[];
  note: string;
}

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
const figures: Figure[] = [];
const extra: string[] = [];

function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function clientMain(): Promise<void> {
  const hosts = new Hosts(RUN_DIR);
  try {
    await scenario(hosts);
  } catch (error) {
    check('the scenario ran to its end', false, (error as Error).stack ?? String(error));
    for (const name of hosts.procs.keys()) console.error(`--- ${name} (last lines) ---\n${hosts.tail(name, 15)}`);
  }
  printFigures();
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  for (const proc of hosts.procs.values()) proc.child.kill('SIGKILL');
  process.exit(failed ? 1 : 0);
}

const LB = `http://${HOSTS.lb.ip}`;
const apiDown = (state: Record<string, string>, name: string) => state[name] !== 'UP';

let startedAt = Date.now();
const step = (what: string) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${what}`);

async function scenario(hosts: Hosts): Promise<void> {
  const t0 = Date.now();
  startedAt = t0;
  console.log(`Hosts on ${HOSTS.lb.ip.replace(/\.\d+$/, '.0/24')} (namespaces ${PREFIX}*), run folder ${RUN_DIR}`);

  // The database host.
  hosts.initDatabaseHost();
  hosts.startDatabaseHost();
  await until(() => canConnect(DATABASE.admin), 120_000, 'PostgreSQL on the database host');
  const admin = new PostgresDb(DATABASE.admin, { max: 1 });
  await admin.exec('CREATE DATABASE topup');
  await admin.close();
  const db = new PostgresDb(DATABASE.direct, { max: 4 });
  step('PostgreSQL and PgBouncer up');

  // The provider, the first API host alone (it applies the migrations), then the rest.
  hosts.startProvider();
  hosts.startApi('api1');
  await until(() => ready(`http://${HOSTS.api1.ip}:8081/readyz`), 300_000, 'api1 ready');
  step('api1 ready (migrations applied)');
  hosts.startApi('api2');
  const releases = await publishReleases(db);
  step('shell and remotes published');
  for (const web of ['web1', 'web2'] as const) hosts.startWebServer(web);
  const [customers, ...confs] = await Promise.all([createCustomers(db), hosts.renderNginx('web1'), hosts.renderNginx('web2')]);
  hosts.startNginx('web1', confs[0]);
  hosts.startNginx('web2', confs[1]);
  const airtimePackage = (await db.query<{ id: number }>("SELECT id FROM packages WHERE key = 'mtn'")).rows[0]!.id;
  const setup = { ...releases, customers, airtimePackage };
  step('customers logged in, nginx configs rendered, web hosts starting');
  hosts.startBalancer();
  // Each host answers its own check first (HAProxy counts a server UP until its checks fail).
  for (const url of [`http://${HOSTS.web1.ip}/healthz`, `http://${HOSTS.web2.ip}/healthz`, `http://${HOSTS.api2.ip}:8081/readyz`]) {
    await until(() => ready(url), 240_000, url);
  }
  await until(async () => Object.values(await hosts.balancerState().catch(() => ({}))).filter((s) => s === 'UP').length === 4, 120_000, 'every server UP on the balancer');
  console.log(`All hosts up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const body = () => ({ package_id: setup.airtimePackage, phone_number: '08031234567', amount: 100 });
  const load = () => new Load(LB, setup.customers, body, { pages: true, pauseMs: 50 }).start();
  const verify = async (fault: string, run: Load, note: string, options: { failedAllowed: boolean }) => {
    await run.stop();
    const summary = run.summary();
    figures.push({
      fault,
      purchases: run.done(),
      failedAnswers: summary.purchaseFailures,
      pageAnswers: summary.pageAnswers,
      failedPages: summary.pageFailures,
      statuses: summary.statuses,
      note,
    });
    const refused = run.purchases.filter((p) => p.state !== 'done');
    check(`${fault}: no purchase refused`, refused.length === 0, refused.length ? refused.slice(0, 3).map((p) => p.last).join('; ') : `${run.done()} purchases`);
    const books = await purchasesInDatabase(db, run, setup.customers);
    check(`${fault}: no purchase lost`, books.lost === 0, `${books.lost} lost of ${run.done()}`);
    check(`${fault}: no purchase doubled`, books.doubled === 0, `${books.transactions} transactions for ${books.keys} keys`);
    if (!options.failedAllowed) {
      check(`${fault}: 0 failed purchases and 0 5xx seen by the client`, summary.purchaseFailures + summary.pageFailures === 0, JSON.stringify(summary));
    }
    const ledger = await checkLedger(db, () => new Date());
    check(`${fault}: ledger check passes`, ledger.ok, ledger.violations.slice(0, 3).join('; '));
  };

  // 1. kill -9 of one API process.
  {
    const run = load();
    await run.untilMoreDone(20);
    const killedAt = Date.now();
    hosts.procs.get('api1')!.child.kill('SIGKILL');
    await until(async () => apiDown(await hosts.balancerState(), 'api/api1'), 10_000, 'the balancer to take api1 out');
    const routedMs = Date.now() - killedAt;
    const bound = CHECK.interMs + CHECK.fastInterMs * (CHECK.fall - 1) + 1000;
    check('kill -9 api1: the balancer stops sending to it within its check interval', routedMs <= bound, `${routedMs} ms (checks every ${CHECK.interMs} ms, fall ${CHECK.fall}; bound ${bound} ms)`);
    extra.push(`Time until the balancer routes around a killed API process: ${routedMs} ms`);
    await run.untilMoreDone(20);
    hosts.startApi('api1');
    await until(async () => (await hosts.balancerState())['api/api1'] === 'UP', 120_000, 'api1 back UP');
    await verify('kill -9 of one API process', run, `taken out in ${routedMs} ms`, { failedAllowed: true });
  }

  // 2. A rolling deploy: every API process and web server restarted one at a time with SIGTERM.
  {
    const run = load();
    await run.untilMoreDone(10);
    const started = Date.now();
    for (const name of ['api1', 'api2', 'web1', 'web2'] as const) {
      const proc = name.startsWith('api') ? name : `${name}-server`;
      const server = name.startsWith('api') ? `api/${name}` : `web/${name}`;
      await hosts.stop(proc, 'SIGTERM');
      // Out of the rotation (it drained until its check failed), so UP below is the new process.
      await until(async () => (await hosts.balancerState())[server] !== 'UP', 10_000, `${server} out of the rotation`);
      if (name === 'api1' || name === 'api2') hosts.startApi(name);
      else hosts.startWebServer(name);
      await until(async () => (await hosts.balancerState())[server] === 'UP', 120_000, `${server} back UP`);
      await run.untilMoreDone(5);
    }
    await verify('rolling deploy (SIGTERM, one at a time)', run, `4 restarts in ${((Date.now() - started) / 1000).toFixed(1)} s (drain ${DRAIN_MS} ms each)`, { failedAllowed: false });
  }

  // 3. A web host cut off the network: pages keep loading through the other.
  {
    const run = load();
    await run.untilMoreDone(10);
    const cutAt = Date.now();
    setLink('web1', false);
    await until(async () => (await hosts.balancerState())['web/web1'] !== 'UP', 15_000, 'the balancer to take web1 out');
    const routedAt = Date.now();
    const pagesBefore = run.summary(routedAt).pageAnswers;
    await until(() => run.summary(routedAt).pageAnswers >= pagesBefore + 30, 30_000, '30 page loads after web1 was taken out');
    await run.untilMoreDone(10);
    const after = run.summary(routedAt + 1);
    check('web1 cut off: pages load through web2 once the balancer took web1 out', after.pageFailures === 0 && after.pageAnswers >= 30, JSON.stringify(after));
    setLink('web1', true);
    await until(async () => (await hosts.balancerState())['web/web1'] === 'UP', 30_000, 'web1 back UP');
    await verify('a web host cut off the network', run, `taken out in ${routedAt - cutAt} ms`, { failedAllowed: true });
    extra.push(`Time until the balancer routes around a web host cut off the network: ${routedAt - cutAt} ms`);
  }

  // 4. A promote through one web host is served by the other within 1 s.
  {
    const run = load();
    const client = new ReleaseClient(`http://${HOSTS.web1.ip}`, setup.releaseToken);
    await client.promote('bills', setup.otherBills);
    const promotedAt = Date.now();
    let servedAt = 0;
    await until(
      async () => {
        const registry = (await (await fetch(`http://${HOSTS.web2.ip}/registry.json`)).json()) as { remotes: Record<string, { live: string }> };
        if (registry.remotes.bills?.live === setup.otherBills) servedAt = Date.now();
        return servedAt > 0;
      },
      10_000,
      'web2 to serve the promoted version',
    );
    check('promote through web1 is served by web2 within 1 s', servedAt - promotedAt <= 1000, `${servedAt - promotedAt} ms`);
    extra.push(`A promote through web1 served by web2 after ${servedAt - promotedAt} ms`);
    await client.rollback('bills');
    await run.untilMoreDone(5);
    await verify('promote through one web host', run, `served by the other after ${servedAt - promotedAt} ms`, { failedAllowed: false });
  }

  // 5. The database host restarted: 503 meanwhile, recovery by itself, nothing lost.
  {
    const run = load();
    await run.untilMoreDone(10);
    const downAt = Date.now();
    for (const pid of pidsIn(HOSTS.db.ns)) process.kill(pid, 'SIGKILL');
    await Promise.all([hosts.procs.get('postgres')!.exited, hosts.procs.get('pgbouncer')!.exited]);
    const failedBefore = run.summary(downAt).purchaseFailures;
    await until(() => run.summary(downAt).purchaseFailures >= failedBefore + 5, 30_000, 'the client to see the API answer without its database');
    const outage = run.summary(downAt);
    check('database host down: the client sees 503 (no other failure)', outage.statuses.every((s) => s === 503), `statuses ${outage.statuses.join(', ')}`);
    const startedAt = Date.now();
    hosts.startDatabaseHost();
    const doneBefore = run.done();
    await until(() => run.done() > doneBefore, 60_000, 'a purchase after the database host came back');
    const recoveredMs = Date.now() - startedAt;
    check('database host back: purchases resume by themselves', true, `first purchase ${recoveredMs} ms after the database host started`);
    await until(async () => Object.values(await hosts.balancerState()).every((s) => s === 'UP'), 30_000, 'every server UP');
    await run.untilMoreDone(10);
    await verify('the database host restarted', run, `purchases again ${recoveredMs} ms after it started`, { failedAllowed: true });
    extra.push(`Purchases resume ${recoveredMs} ms after the database host restarts`);
  }

  // Throughput: purchases a second with two API hosts, then one (api2 in maintenance on the balancer).
  {
    const measure = async () => {
      const run = new Load(LB, setup.customers, body).start();
      await run.untilMoreDone(20);
      const from = run.done();
      const t = Date.now();
      await until(() => Date.now() - t >= 5000, 10_000, 'five seconds of purchases');
      const rate = ((run.done() - from) * 1000) / (Date.now() - t);
      await run.stop();
      return rate;
    };
    const two = await measure();
    await hosts.balancer('disable server api/api2');
    const one = await measure();
    await hosts.balancer('enable server api/api2');
    extra.push(`Purchase throughput (${CUSTOMERS} customers, closed loop, through the balancer, nginx and PgBouncer): two API hosts ${two.toFixed(1)}/s, one API host ${one.toFixed(1)}/s (ratio ${(two / one).toFixed(2)})`);
    check('after the throughput runs: ledger check passes', (await checkLedger(db, () => new Date())).ok);
  }
  await db.close();
}

// ---------------------------------------------------------------- data and checks

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function ready(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

type Db = PostgresDb;

/** The built shell and remotes published and live, a second bills version published for the promote, and a release token. */
async function publishReleases(db: Db) {

  await publishLocalBuilds(db, ALL_TARGETS, () => undefined);
  const files = readDist(join(ROOT, 'remotes/bills/dist'));
  const manifest = files.get('mf-manifest.json')!;
  files.set('mf-manifest.json', Buffer.concat([manifest, Buffer.from('\n')]));
  const other = await createReleaseStore({ db }).publish({ by: 'test:hosts', staffId: null, address: null }, 'bills', files);
  const { token } = await createReleaseTokens({ db }).create(null, { name: 'test hosts', targets: ['bills'], actions: ['publish', 'promote'] });
  return { releaseToken: token, otherBills: other.version };
}

/**
 * Production seeds no customer: funded Tier 3 customers as the benchmark makes them (one balanced
 * credit each), each logged in as an API client.
 */
async function createCustomers(db: Db): Promise<Customer[]> {
  const password = 'Hosts-pass-123';
  const passwordHash = await hashPassword(password);
  const ids: number[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    ids.push(
      await db.transaction(async (tx) => {
        const id = await createUser(tx, { username: `hosts_${i}`, email: `hosts-${i}@example.com`, passwordHash, phoneNo: `0809${String(i).padStart(7, '0')}` });
        await fundWallet(tx, id, { eventKey: `hosts:fund:${i}`, description: 'Harness credit', naira: 1_000_000 });
        await tx.query('UPDATE users SET kyc_tier = 3 WHERE id = $1', [id]);
        return id;
      }),
    );
  }
  step('customers funded');
  const customers: Customer[] = [];
  for (const [i, userId] of ids.entries()) {
    const res = await fetch(`http://${HOSTS.api1.ip}:8081/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `hosts-${i}@example.com`, password }),
    });
    const answer = (await res.json()) as { data?: { access?: string } };
    if (!answer.data?.access) throw new Error(`login failed: ${res.status} ${JSON.stringify(answer)}`);
    customers.push({ userId, token: answer.data.access });
  }
  return customers;
}

/** Each purchase the client completed has its one transaction; no transaction without a key of the client's. */
async function purchasesInDatabase(db: Db, run: Load, customers: Customer[]) {
  const keys = run.purchases.map((p) => p.key);
  const done = new Set(run.purchases.filter((p) => p.state === 'done').map((p) => p.key));
  const rows = await db.query<{ key: string; n: number }>(
    `SELECT k.key, (SELECT count(*) FROM transactions t WHERE t.tx_ref = k.tx_ref) AS n
       FROM idempotency_keys k WHERE k.user_id = ANY($1::int[]) AND k.key = ANY($2::text[])`,
    [customers.map((c) => c.userId), keys],
  );
  const found = new Map(rows.rows.map((r) => [r.key, Number(r.n)]));
  const lost = [...done].filter((key) => (found.get(key) ?? 0) === 0).length;
  // Every transaction of these customers must belong to a key a completed or attempted purchase used.
  const all = await db.query<{ transactions: number; keys: number }>(
    `SELECT (SELECT count(*) FROM transactions WHERE user_id = ANY($1::int[]) AND kind = 'airtime') AS transactions,
            (SELECT count(*) FROM idempotency_keys k WHERE k.user_id = ANY($1::int[]) AND k.tx_ref IS NOT NULL
               AND EXISTS (SELECT 1 FROM transactions t WHERE t.tx_ref = k.tx_ref)) AS keys`,
    [customers.map((c) => c.userId)],
  );
  const { transactions, keys: withTx } = all.rows[0]!;
  const doubled = [...found.values()].filter((n) => n > 1).length + Math.max(0, Number(transactions) - Number(withTx));
  return { lost, doubled, transactions: Number(transactions), keys: Number(withTx) };
}

function printFigures(): void {
  if (!figures.length && !extra.length) return;
  console.log('\nFigures (client host, through the balancer):');
  console.log('| fault | purchases completed | purchase answers failed (5xx or none) | page loads | page loads failed | failed statuses | note |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const f of figures) console.log(`| ${f.fault} | ${f.purchases} | ${f.failedAnswers} | ${f.pageAnswers} | ${f.failedPages} | ${f.statuses.join(', ') || '-'} | ${f.note} |`);
  for (const line of extra) console.log(`- ${line}`);
}

// Last: every declaration above is initialised before either part runs.
if (process.argv.includes('--client')) {
  void clientMain();
} else {
  outerMain();
}
