/*
 * Start time and memory of the API, the provider sandbox and the web server, run from the sources
 * through tsx (development) and compiled by `npm run build` with node (production): the time from
 * spawning the process to its first healthy answer, and the resident memory of the whole process
 * tree (tsx runs a second node process) one second after that. The API runs on PostgreSQL
 * (BENCH_DATABASE_URL, migrated by a first start that is not counted). `npx tsx bench/startup.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILED, REPO_ROOT } from '../deploy/src/paths';
import { countFromEnv } from './counts';
import { median } from './median';

const RUNS = countFromEnv('BENCH_RUNS', 5);
const PORT = Number(process.env.BENCH_PORT ?? 18481);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/topup_bench';
const tsx = require.resolve('tsx/cli');

const SERVERS = {
  api: { source: 'api/src/server.ts', health: '/healthz', env: { API_PORT: String(PORT), DATABASE_URL: databaseUrl } },
  sandbox: { source: 'api/sandbox/server.ts', health: '/healthz', env: { SANDBOX_PORT: String(PORT) } },
  web: { source: 'deploy/src/server.ts', health: '/registry.json', env: { PORT: String(PORT), WEB_HOST: '127.0.0.1' } },
} as const;
type Server = keyof typeof SERVERS;

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** The process and every descendant (tsx's cli spawns the node that runs the code). */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const all = [root];
  for (let i = 0; i < all.length; i += 1) all.push(...(children.get(all[i]!) ?? []));
  return all;
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function once(server: Server, compiled: boolean): Promise<{ ms: number; rssMb: number }> {
  const spec = SERVERS[server];
  const args = compiled ? [COMPILED[server]] : [tsx, join(REPO_ROOT, spec.source)];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...spec.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', RELEASE_DIR: join(REPO_ROOT, '.bench-release') },
    stdio: 'ignore',
  });
  try {
    await healthy(`http://127.0.0.1:${PORT}${spec.health}`, child);
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssMb = tree(child.pid!).reduce((sum, pid) => sum + rssKb(pid), 0) / 1024;
    return { ms, rssMb };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  await once('api', true); // migrates the benchmark database
  console.log(`| process | tsx: start ms | node: start ms | tsx: RSS MB | node: RSS MB |  (median of ${RUNS})`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const server of Object.keys(SERVERS) as Server[]) {
    const runs: Record<'tsx' | 'node', { ms: number; rssMb: number }[]> = { tsx: [], node: [] };
    for (let i = 0; i < RUNS; i += 1) {
      runs.tsx.push(await once(server, false));
      runs.node.push(await once(server, true));
    }
    const cell = (key: 'tsx' | 'node', field: 'ms' | 'rssMb') => median(runs[key].map((r) => r[field])).toFixed(0);
    console.log(`| ${server} | ${cell('tsx', 'ms')} | ${cell('node', 'ms')} | ${cell('tsx', 'rssMb')} | ${cell('node', 'rssMb')} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
