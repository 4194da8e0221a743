/*
 * Release figures (ADR 0018) on PostgreSQL: an API and three web servers (child
 * processes) on one database. Prints the publish time of one remote through the release API, the
 * time until a promote is served by every web server, and static throughput from a web server's
 * in-memory store against the file store served before (@fastify/static). `npm run bench:releases`.
 * Needs built remotes (npm run build) and PostgreSQL (BENCH_DATABASE_URL).
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { migrate } from '../api/src/db/migrate';
import { PostgresDb } from '../api/src/db/postgres';
import { createReleaseTokens } from '../api/src/modules/releases/tokens';
import { readDist } from '../deploy/src/dist-files';
import { packageDir } from '../deploy/src/paths';
import { ReleaseClient } from '../deploy/src/release-client';
import { recreateDatabase } from './database';
import { startScript, stopAndDrop, waitUntilUp } from './processes';
import { median } from './median';

const ROOT = join(__dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench_releases';
const BASE_PORT = Number(process.env.BENCH_RELEASES_PORT ?? 18280);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const WEB_SERVERS = 3;
const children: ChildProcess[] = [];

function start(name: string, script: string, env: Record<string, string>) {
  children.push(startScript(name, script, { cwd: ROOT, env: { LOG_LEVEL: 'warn', ...env } }));
}

/** A copy of bills' dist with one extra file, so each publish is a new version. */
function variantOfBills(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'topup-bench-bills-'));
  cpSync(join(packageDir('bills'), 'dist'), dir, { recursive: true });
  writeFileSync(join(dir, `bench-${n}-${Date.now()}.json`), JSON.stringify({ variant: n }));
  return dir;
}

async function throughput(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers: { 'accept-encoding': 'br, gzip' } });
  return result.requests.average;
}

async function main() {
  await recreateDatabase(databaseUrl);
  const db = new PostgresDb(databaseUrl, { max: 2 });
  await migrate(db);
  const { token } = await createReleaseTokens({ db }).create(null, { name: 'bench', targets: ['shell', 'bills'], actions: ['publish', 'promote'] });
  await db.close();

  const apiUrl = `http://127.0.0.1:${BASE_PORT}`;
  start('api', 'api/src/server.ts', { DATABASE_URL: databaseUrl, API_PORT: String(BASE_PORT), JWT_SECRET: 'bench-secret-0123456789-0123456789-0123' });
  await waitUntilUp(`${apiUrl}/healthz`);
  const webs = Array.from({ length: WEB_SERVERS }, (_, n) => `http://127.0.0.1:${BASE_PORT + 1 + n}`);
  webs.forEach((_, n) => start(`web${n + 1}`, 'deploy/src/server.ts', { DATABASE_URL: databaseUrl, PORT: String(BASE_PORT + 1 + n), WEB_HOST: '127.0.0.1', API_URL: apiUrl }));
  for (const web of webs) await waitUntilUp(`${web}/healthz`);

  const ci = new ReleaseClient(webs[0]!, token);
  await ci.publish('shell', join(packageDir('shell'), 'dist'));
  const dists: string[] = [];
  const publishMs: number[] = [];
  const versions: string[] = [];
  for (let n = 0; n < 5; n += 1) {
    const dist = variantOfBills(n);
    dists.push(dist);
    const started = performance.now();
    versions.push((await ci.publish('bills', dist)).data.version);
    publishMs.push(performance.now() - started);
  }

  const visibleMs: number[] = [];
  for (let n = 1; n < versions.length; n += 1) {
    const version = versions[n]!;
    const started = performance.now();
    await ci.promote('bills', version);
    await Promise.all(
      webs.map(async (web) => {
        for (;;) {
          const registry = (await (await fetch(`${web}/registry.json`)).json()) as { remotes: Record<string, { live: string }> };
          if (registry.remotes.bills?.live === version) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }),
    );
    visibleMs.push(performance.now() - started);
  }

  // The same live bills files in today's file store layout, served by @fastify/static.
  const live = versions.at(-1)!;
  const storeDir = mkdtempSync(join(tmpdir(), 'topup-bench-store-'));
  for (const [path, content] of readDist(dists.at(-1)!)) {
    const file = join(storeDir, 'remotes', 'bills', live, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (/\.(js|css|html|json|svg|txt|map)$/.test(path)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
  const filePort = BASE_PORT + 1 + WEB_SERVERS;
  start('file-store', 'bench/file-store-server.ts', { STORE_DIR: storeDir, PORT: String(filePort) });
  const asset = `store/remotes/bills/${live}/remoteEntry.js`;
  await waitUntilUp(`http://127.0.0.1:${filePort}/${asset}`);
  await throughput(`${webs[1]}/${asset}`); // warm-up
  const fromDatabase = await throughput(`${webs[1]}/${asset}`);
  const fromFiles = await throughput(`http://127.0.0.1:${filePort}/${asset}`);

  const size = [...readDist(dists[0]!).values()].reduce((sum, file) => sum + file.length, 0);
  console.log(`\nReleases on PostgreSQL, ${WEB_SERVERS} web servers:\n`);
  console.log(`publish bills (${(size / 1024).toFixed(0)} KB, ${readDist(dists[0]!).size} files) through the release API: median ${(median(publishMs) / 1000).toFixed(2)} s, max ${(Math.max(...publishMs) / 1000).toFixed(2)} s  (goal <= 3 s)`);
  console.log(`promote visible on all ${WEB_SERVERS} web servers: median ${median(visibleMs).toFixed(0)} ms, max ${Math.max(...visibleMs).toFixed(0)} ms  (goal <= 1000 ms)`);
  console.log(`static ${asset.split('/').at(-1)} (br), 50 connections, ${DURATION_S} s: database store ${fromDatabase.toFixed(0)} req/s, file store ${fromFiles.toFixed(0)} req/s, ratio ${(fromDatabase / fromFiles).toFixed(2)}  (goal >= 0.90)`);
  for (const dir of [...dists, storeDir]) rmSync(dir, { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAndDrop(children, databaseUrl));
