/*
 * Does a publish stall the API (ADR 0031)? An API on PostgreSQL (a child process, as in
 * production); sign-ins (argon2id, on libuv's thread pool) and get-user/ (the event loop and the
 * database) measured idle, then while one ~20 MB build is published through the release API.
 * Goal: sign-in p95 during the publish within 2x of idle. `npm run bench:publish`.
 * Needs built bills (npm run build -w remotes/bills) and PostgreSQL (BENCH_DATABASE_URL).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { seed } from '../api/src/db/seed';
import { hashPassword } from '../api/src/modules/auth/passwords';
import { createReleaseTokens } from '../api/src/modules/releases/tokens';
import { createUser } from '../api/src/modules/users/service';
import { readDist } from '../deploy/src/dist-files';
import { packageDir } from '../deploy/src/paths';
import { ReleaseClient } from '../deploy/src/release-client';
import { recreateDatabase } from './database';
import { startScript, stopAndDrop, waitUntilUp } from './processes';

const ROOT = join(__dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_publish';
const PORT = Number(process.env.BENCH_PUBLISH_PORT ?? 18380);
const BUILD_MB = Number(process.env.BENCH_PUBLISH_MB ?? 20);
const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 3);
/** Sign-ins (and get-user/ calls) in flight at once, as a few customers would. */
const CONCURRENCY = 2;
const children: ChildProcess[] = [];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** bills' dist plus one big chunk of script-like text (about as compressible as a minified bundle). */
function bigBuild(megabytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'topup-bench-big-'));
  cpSync(join(packageDir('bills'), 'dist'), dir, { recursive: true });
  const lines: string[] = [];
  let size = 0;
  while (size < megabytes * 1024 * 1024) {
    const line = `var v${randomBytes(4).toString('hex')}=function(e,t){return e.${randomBytes(3).toString('hex')}(t,"${randomBytes(12).toString('base64')}")};\n`;
    lines.push(line);
    size += line.length;
  }
  writeFileSync(join(dir, `big.${randomBytes(4).toString('hex')}.js`), lines.join(''));
  return dir;
}

interface Timings {
  signIn: number[];
  getUser: number[];
}

/** Sign-ins and get-user/ calls, CONCURRENCY at a time, until `until` says stop. */
async function load(api: string, user: { email: string; password: string }, until: () => boolean, timings: Timings) {
  const lane = async () => {
    while (!until()) {
      let started = performance.now();
      const login = await fetch(`${api}/api/v1/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
      const body = (await login.json()) as { data?: { access?: string } };
      if (!login.ok || !body.data?.access) throw new Error(`sign-in failed: ${login.status}`);
      timings.signIn.push(performance.now() - started);
      started = performance.now();
      const me = await fetch(`${api}/api/v1/get-user/`, { headers: { authorization: `Bearer ${body.data.access}` } });
      await me.arrayBuffer();
      if (!me.ok) throw new Error(`get-user/ failed: ${me.status}`);
      timings.getUser.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 2 });
  await migrate(db);
  await seed(db);
  const user = { email: 'bench-publish@example.com', password: 'Bench-publish-1' };
  const passwordHash = await hashPassword(user.password);
  await db.transaction((tx) =>
    createUser(tx, { username: 'bench_publish', email: user.email, passwordHash, firstName: 'Bench', lastName: 'Publish', phoneNo: '08012345678', referredBy: null }),
  );
  const { token } = await createReleaseTokens({ db }).create(null, { name: 'bench', targets: ['shell', 'bills'], actions: ['publish', 'promote'] });
  await db.close();

  const api = `http://127.0.0.1:${PORT}`;
  children.push(startScript('api', 'api/src/server.ts', { cwd: ROOT, env: { LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, API_PORT: String(PORT), JWT_SECRET: 'bench-secret-0123456789-0123456789-0123' } }));
  await waitUntilUp(`${api}/healthz`);
  const ci = new ReleaseClient(api, token);

  const idle: Timings = { signIn: [], getUser: [] };
  const during: Timings = { signIn: [], getUser: [] };
  const publishMs: number[] = [];
  const loads: string[] = [];
  // Warm-up: the first sign-ins compile argon2's path and fill the connection pool.
  const warm: Timings = { signIn: [], getUser: [] };
  await load(api, user, () => warm.signIn.length >= 6, warm);
  for (let round = 0; round < ROUNDS; round += 1) {
    const dist = bigBuild(BUILD_MB);
    const size = [...readDist(dist).values()].reduce((sum, file) => sum + file.length, 0);
    try {
      const idleUntil = idle.signIn.length + 20;
      await load(api, user, () => idle.signIn.length >= idleUntil, idle);
      let publishing = true;
      const started = performance.now();
      const published = ci
        .publish('bills', dist)
        .then(() => 'published')
        .catch((error: Error) => `failed: ${error.message}`)
        .finally(() => (publishing = false));
      const signInsBefore = during.signIn.length;
      const [outcome] = await Promise.all([published, load(api, user, () => !publishing, during)]);
      publishMs.push(performance.now() - started);
      loads.push(loadavg()[0]!.toFixed(1));
      console.log(`round ${round + 1}: ${outcome} ${(size / 1024 / 1024).toFixed(1)} MB in ${ms(publishMs.at(-1)!)}; ${during.signIn.length - signInsBefore} sign-ins answered meanwhile`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }

  const p95Idle = percentile(idle.signIn, 95);
  const p95During = percentile(during.signIn, 95);
  console.log(`\nPublish of a ~${BUILD_MB} MB build vs sign-ins (${CONCURRENCY} at a time), API on PostgreSQL, ${ROUNDS} rounds, load ${loads.join('/')}:`);
  console.log(`sign-in  idle: p50 ${ms(percentile(idle.signIn, 50))}, p95 ${ms(p95Idle)}, max ${ms(Math.max(...idle.signIn))} (${idle.signIn.length})`);
  console.log(`sign-in  during publish: p50 ${ms(percentile(during.signIn, 50))}, p95 ${ms(p95During)}, max ${ms(Math.max(...during.signIn))} (${during.signIn.length})`);
  console.log(`get-user/ idle: p95 ${ms(percentile(idle.getUser, 95))}; during publish: p95 ${ms(percentile(during.getUser, 95))}, max ${ms(Math.max(...during.getUser))}`);
  console.log(`publish: ${publishMs.map(ms).join(', ')}`);
  console.log(`sign-in p95 during / idle: ${(p95During / p95Idle).toFixed(2)}x  (goal <= 2x)`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAndDrop(children, databaseUrl));
