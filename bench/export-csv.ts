/*
 * The transactions CSV export (ADR 0028) on PostgreSQL: 100,000 transactions, the API
 * in a child process, the export read over real HTTP. Prints the rows, the time, and the API's
 * resident memory idle and at its peak while streaming (sampled from /proc every 20 ms); exits 1
 * when the export takes 10 s or more or the peak is 50 MB or more above idle.
 * `npm run bench:export` (BENCH_DATABASE_URL, default a topup_bench_export database on 127.0.0.1);
 * BENCH_EXPORT_QUERY sorts it as a table would (`sort=amount&dir=asc`): the export follows the sort.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { currentTotp } from '../api/src/modules/staff/sign-in';
import { recreateDatabase } from './database';
import { answers, waitUntilUp } from './processes';

const ROOT = join(__dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_export';
const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 18380);
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const QUERY = process.env.BENCH_EXPORT_QUERY ?? '';
const MAX_SECONDS = 10;
const MAX_GROWTH_MB = 50;
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };

/** The child's resident set in MB (VmRSS). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function signIn(base: string): Promise<string> {
  const post = async (path: string, body: object) =>
    (await fetch(`${base}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<{
      data: { challenge: string; setup?: { secret: string }; access: string };
    }>;
  const start = await post('admin/auth/login/', ADMIN);
  const code = currentTotp(ADMIN.email, start.data.setup!.secret, new Date());
  return (await post('admin/auth/totp/', { challenge: start.data.challenge, code })).data.access;
}

async function main() {
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 2 });
  await migrate(db);
  await seed(db, { production: false });
  const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'demo@example.com'");
  await db.query(
    `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, description, category, created_at)
     SELECT 'BENCH' || g, $1, (ARRAY['airtime','data','cable','electricity'])[1 + g % 4], 'Plan ' || g, 10000 + g,
       (ARRAY['confirmed','failed','pending'])[1 + g % 3], 'for 0803' || lpad(g::text, 7, '0'), '{"title":"t","type":"x","image":""}'::jsonb,
       now() - (g || ' seconds')::interval
     FROM generate_series(1, $2::int) g`,
    [rows[0]!.id, ROWS],
  );
  await db.query('ANALYZE transactions');
  await db.close();

  const api = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // tsx runs the server in a child of its own: measure the process that listens (the newest node under it).
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitUntilUp(`${base}/api/v1/get-settings/`, { timeoutMs: 90_000, up: answers });
    const token = await signIn(base);
    const headers = { authorization: `Bearer ${token}` };
    const serverPid = Number(readFileSync(`/proc/${api.pid}/task/${api.pid}/children`, 'utf8').trim().split(/\s+/).pop() || api.pid);
    // Warm the route (code loaded, pools open), then let the heap settle.
    await (await fetch(`${base}/api/v1/admin/transactions/export.csv?query=BENCH1`, { headers })).text();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const idle = rssMb(serverPid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(serverPid))), 20);
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/admin/transactions/export.csv${QUERY ? `?${QUERY}` : ''}`, { headers });
    let lines = 0;
    let bytes = 0;
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = lines - 1;
    const growth = peak - idle;
    console.log(
      JSON.stringify({ status: res.status, file: res.headers.get('content-disposition'), rows, mb: +(bytes / 1e6).toFixed(1), seconds: +seconds.toFixed(2), idleRssMb: +idle.toFixed(1), peakRssMb: +peak.toFixed(1), growthMb: +growth.toFixed(1) }),
    );
    if (rows < ROWS || seconds >= MAX_SECONDS || growth >= MAX_GROWTH_MB) {
      console.error(`FAILED: want ${ROWS} rows in under ${MAX_SECONDS} s within ${MAX_GROWTH_MB} MB of idle`);
      process.exitCode = 1;
    }
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
