/*
 * An upgrade's index build while purchases go on (ADR 0047). On a database `npm run bench:growth`
 * filled (GROWTH_DATABASE_URL), the API runs and a few clients buy data
 * one after another; meanwhile migration 790's index (the recipient's phone, on every transaction)
 * is built twice: once as before ADR 0047 (a plain CREATE INDEX, in a transaction) and once by
 * `migrate()` as it is now (CONCURRENTLY). Printed for each: the build's time, the purchases answered
 * during it and the slowest one.
 *
 *   npm run bench:upgrade-index   (UPGRADE_CLIENTS, default 4; GROWTH_PORT as bench:growth)
 */
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TRANSACTION_PIN_HEADER } from '@topup/rules';
import { listMigrations, migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { fundWallet } from '../api/src/modules/ledger/journal';
import { startSandboxAndApi } from './processes';

const databaseUrl = process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_growth';
const PORT = Number(process.env.GROWTH_PORT ?? 18480);
const CLIENTS = Number(process.env.UPGRADE_CLIENTS ?? 4);
const DEMO = { email: 'demo@example.com', password: 'Demo-pass-123' };
const INDEX = 'transactions_recipient_phone';
const MIGRATION = listMigrations().find((m) => m.version === 790)!;
const PLAIN_BUILD = MIGRATION.concurrently![0]!.sql.replace('CONCURRENTLY ', '');

interface Seen {
  builtS: number;
  during: number;
  slowestMs: number;
  failed: number;
  before: { perS: number; slowestMs: number };
}

/** Purchases from CLIENTS loops until `stop`, each call's start and end in ms. */
function buying(post: (i: number) => Promise<Response>, stop: { now: boolean }) {
  const calls: Array<{ at: number; ms: number; ok: boolean }> = [];
  let i = 0;
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (!stop.now) {
      const at = performance.now();
      const ok = await post(i++).then((res) => res.ok, () => false);
      calls.push({ at, ms: performance.now() - at, ok });
    }
  });
  return { calls, done: Promise.all(loops) };
}

async function measure(name: string, build: () => Promise<unknown>, post: (i: number) => Promise<Response>): Promise<Seen> {
  const stop = { now: false };
  const load = buying(post, stop);
  const warm = performance.now();
  // Three seconds of purchases before the build: what the load gives on this machine now.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const started = performance.now();
  await build();
  const ended = performance.now();
  stop.now = true;
  await load.done;
  const before = load.calls.filter((c) => c.at >= warm && c.at + c.ms < started);
  const during = load.calls.filter((c) => c.at + c.ms >= started && c.at <= ended);
  const seen = {
    builtS: (ended - started) / 1000,
    during: during.filter((c) => c.ok).length,
    slowestMs: Math.max(0, ...during.map((c) => c.ms)),
    failed: during.filter((c) => !c.ok).length,
    before: { perS: before.length / ((started - warm) / 1000), slowestMs: Math.max(0, ...before.map((c) => c.ms)) },
  };
  console.log(`${name}: built in ${seen.builtS.toFixed(1)} s; purchases answered meanwhile ${seen.during} (${(seen.during / seen.builtS).toFixed(0)}/s, ${seen.failed} failed), slowest ${seen.slowestMs.toFixed(0)} ms; before it ${seen.before.perS.toFixed(0)}/s, slowest ${seen.before.slowestMs.toFixed(0)} ms`);
  return seen;
}

async function main() {
  const db = new PostgresDb(databaseUrl, { max: 2 });
  const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM transactions');
  console.log(`${databaseUrl}: ${rows[0]!.n} transactions; ${CLIENTS} clients buying data`);
  const children: ChildProcess[] = [];
  try {
    children.push(...(await startSandboxAndApi({ apiDir: join(__dirname, '../api'), sandboxPort: PORT + 1, apiPort: PORT, databaseUrl, env: { NODE_ENV: 'development', LOGIN_LIMIT_PER_IP: '100000' }, timeoutMs: 120_000 })));
    const base = `http://127.0.0.1:${PORT}/api/v1`;
    const login = await fetch(`${base}/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    const token = ((await login.json()) as { data: { access: string } }).data.access;
    const mtnData = (await db.query<{ id: number }>("SELECT id FROM packages WHERE key = 'mtn-data'")).rows[0]!.id;
    // Enough for both phases (a balanced credit, as every bench's): the demo's own balance runs out in seconds.
    const demoId = (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.email])).rows[0]!.id;
    await db.transaction((tx) => fundWallet(tx, demoId, { eventKey: `bench:upgrade-index:${randomUUID()}`, description: 'Benchmark credit', naira: 1_000_000 }));
    const post = () =>
      fetch(`${base}/purchase-data/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), [TRANSACTION_PIN_HEADER]: '1234' },
        body: JSON.stringify({ package_id: mtnData, variation_code: 'mtn-500mb-30d', phone_number: '08031234567' }),
      });
    if (!(await post()).ok) throw new Error('the demo customer cannot buy: fill the database with npm run bench:growth first');

    const forget = async () => {
      await db.exec(`DROP INDEX IF EXISTS ${INDEX}`);
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [MIGRATION.version]);
    };
    await forget();
    await measure('plain CREATE INDEX in a transaction (before ADR 0047)', () => db.transaction((tx) => tx.exec(PLAIN_BUILD)), post);
    await forget();
    await measure('migrate(): CREATE INDEX CONCURRENTLY (ADR 0047)', () => migrate(db), post);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
