/*
 * The web tier's figures, measured by `npm run bench` in the same run as their
 * yardsticks, which it starts itself: nginx from Debian's package (one worker, a config written to
 * a temporary folder) serving the same file, and a Fastify hello-world. The API calls are measured
 * through the web server and through the production front (nginx with the config FRONT=nginx
 * renders, deploy/src/nginx-front.ts, ADR 0029) against the same call straight to the API. Each measurement is taken
 * BENCH_TIER_ROUNDS times (default 3), interleaved with its yardstick; the ratios printed are
 * medians of each round's ratio. `BENCH_CALLS=tier npm run bench` measures only these.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { PostgresDb } from '../api/src/db/postgres';
import { registerTarget } from '../api/src/modules/releases/targets';
import { createReleaseStore } from '../api/src/modules/releases/store';
import { UPSTREAM_TIMEOUT_MS, findNginx, prepareNginxFront } from '../deploy/src/nginx-front';
import { countFromEnv } from './counts';
import { median } from './median';

const ROOT = join(__dirname, '..');
const CONNECTIONS = 50;

export interface TierOptions {
  databaseUrl: string;
  apiBase: string;
  /** Ports this section may listen on: the web server, nginx (the yardstick), the hello-world, nginx in front (production). */
  ports: { web: number; nginx: number; hello: number; front: number };
  tokens: string[];
  /** The customers' transaction PIN, sent with each purchase (ADR 0024). */
  pin?: string;
  /** The body of a purchase-data/ request. */
  dataBody: () => string;
  durationS: number;
  waitFor: (url: string) => Promise<void>;
}

/** A remote's mf-manifest.json of about 3.3 KB (as measured in production), valid JSON; named for the container the target is registered with. */
function manifest(): string {
  const expose = (n: number) => ({
    id: `topup_bench:Screen${n}`,
    name: `Screen${n}`,
    assets: { js: { sync: [`__federation_expose_Screen${n}.${String(n).padStart(8, '0')}.js`], async: [] }, css: { sync: [], async: [] } },
    path: `./Screen${n}`,
  });
  const text = (count: number) =>
    JSON.stringify(
      { id: 'topup_bench', name: 'topup_bench', metaData: { name: 'topup_bench', type: 'app', buildInfo: { buildVersion: '1.0.0' } }, shared: [], remotes: [], exposes: Array.from({ length: count }, (_, n) => expose(n)) },
      null,
      1,
    );
  let count = 1;
  while (text(count + 1).length <= 3_380) count += 1;
  return text(count);
}

/** Publishes a remote named `bench` (its own name: nothing else reads it) and answers its manifest's store path. */
async function publishBenchRemote(databaseUrl: string): Promise<{ path: string; content: Buffer }> {
  const content = Buffer.from(manifest());
  const info = {
    kind: 'remote',
    name: 'bench',
    version: '1.0.0',
    platformVersion: '1.0.0',
    buildLabel: '',
    inputHash: null,
    container: 'topup_bench',
    remote: { name: 'bench', area: '/bench', paths: [], nav: [], widgets: [], exposes: {} },
  };
  const files = new Map([
    ['mf-manifest.json', content],
    ['remoteEntry.js', Buffer.from('/* bench */')],
    ['build-info.json', Buffer.from(JSON.stringify(info))],
  ]);
  const db = new PostgresDb(databaseUrl, { max: 2 });
  try {
    // A remote publishes only under a target an admin registered with what it may claim.
    await registerTarget(db, () => new Date(), null, 'bench', { container: 'topup_bench', area: '/bench' });
    const { version } = await createReleaseStore({ db }).publish({ by: 'bench', staffId: null, address: null }, 'bench', files, { promote: true });
    return { path: `/store/remotes/bench/${version}/mf-manifest.json`, content };
  } finally {
    await db.close();
  }
}

const NGINX = findNginx();

/** nginx with one worker serving `content` at `path` with the web server's headers for it (the yardstick); null when nginx is not installed. */
async function startNginx(port: number, path: string, content: Buffer, waitFor: TierOptions['waitFor']) {
  if (!NGINX) return null;
  const dir = mkdtempSync(join(tmpdir(), 'topup-bench-nginx-'));
  // nginx's worker (nobody, when the bench runs as root) reads the files.
  chmodSync(dir, 0o755);
  const file = join(dir, 'root', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, (await import('node:zlib')).gzipSync(content, { level: 9 }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { application/json json; }
  charset utf-8;
  charset_types application/json;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    etag off;
    if_modified_since off;
    add_header Last-Modified "";
    gzip_static on;
    gzip_vary on;
    location / {
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options nosniff;
    }
  }
}
`,
  );
  mkdirSync(join(dir, 'tmp'));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[nginx] ${chunk}`));
  try {
    await waitFor(`http://127.0.0.1:${port}${path}`);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { child, dir };
}

/**
 * The production front (ADR 0029): nginx with the config `npm start` renders (FRONT=nginx), in
 * front of the bench's web server and API. BENCH_NGINX_WORKERS: its workers (default auto, as
 * production); BENCH_NGINX_CACHE_MB=0: without its cache of stored files (as before it kept them).
 */
async function startFront(options: TierOptions, path: string) {
  if (!NGINX) return null;
  const workers: number | 'auto' = Number(process.env.BENCH_NGINX_WORKERS) || 'auto';
  const front = prepareNginxFront({
    listen: `127.0.0.1:${options.ports.front}`,
    web: [`127.0.0.1:${options.ports.web}`],
    apiUrl: options.apiBase,
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    workers,
    ...(process.env.BENCH_NGINX_CACHE_MB && { storeCacheMb: Number(process.env.BENCH_NGINX_CACHE_MB) }),
  });
  const child = spawn(front.command, front.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[front] ${chunk}`));
  try {
    await options.waitFor(`http://127.0.0.1:${options.ports.front}${path}`);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { child, dir: front.dir, workers, remove: front.remove };
}

function startHelloWorld(port: number): ChildProcess {
  return spawn(process.execPath, ['-e', `const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'})`], {
    cwd: join(ROOT, 'api'),
    stdio: 'ignore',
  });
}

/** BENCH_WEB_PROFILE=1 runs the web server with --cpu-prof (profiles in .bench-profile/). */
function startWeb(options: TierOptions): ChildProcess {
  const profile = Boolean(process.env.BENCH_WEB_PROFILE);
  // BENCH_WEB_SCRIPT: another web server entry (an earlier revision's, to compare).
  const script = process.env.BENCH_WEB_SCRIPT ?? 'deploy/src/server.ts';
  const [command, args] = profile
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, '.bench-profile')}`, '--import', 'tsx', script]]
    : [join(ROOT, 'node_modules/.bin/tsx'), [script]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.ports.web),
      WEB_HOST: '127.0.0.1',
      API_URL: options.apiBase,
      DATABASE_URL: options.databaseUrl,
      // As production runs it.
      LOG_LEVEL: process.env.BENCH_WEB_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[web] ${chunk}`));
  return child;
}

interface Figure {
  rps: number;
  p99: number;
  errors: number;
  /** CPU time the front measured (the web server, or nginx in front) spent per answer (user + system). */
  frontCpuUs: number | null;
}

/** CPU seconds (user + system) of a process and its children so far, from /proc (Linux; tsx runs the server in a child). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

/** The fronts whose CPU per answer is measured: base URL and process. */
const fronts: Array<{ base: string; pid: number | undefined }> = [];

let frontWorkers: number | 'auto' | null = null;

async function cannon(options: Options): Promise<Figure> {
  const pid = fronts.find((front) => options.url.startsWith(front.base))?.pid;
  const before = cpuSeconds(pid);
  const result: Result = await autocannon(options);
  const cpu = cpuSeconds(pid) - before;
  const answers = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    frontCpuUs: pid && answers ? (1e6 * cpu) / answers : null,
  };
}

function authorized(url: string, tokens: string[], durationS: number, body?: () => string, pin?: string): Options {
  let next = 0;
  return {
    url,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: body ? 'POST' : 'GET',
        setupRequest: (request, context) => {
          context.token ??= tokens[1 + (next++ % (tokens.length - 1))];
          const headers: Record<string, string> = { authorization: `Bearer ${String(context.token)}` };
          if (body) {
            headers['content-type'] = 'application/json';
            headers['idempotency-key'] = randomUUID();
            if (pin) headers['x-transaction-pin'] = pin;
          }
          return { ...request, headers, ...(body ? { body: body() } : {}) };
        },
      },
    ],
  };
}

export interface TierRound {
  load: number;
  file: Figure;
  fileGzip: Figure;
  nginx: Figure | null;
  nginxGzip: Figure | null;
  /** The same file through nginx in front (production: nginx keeps it, a document for 1 s; ADR 0029). */
  fileFront: Figure | null;
  registry: Figure;
  hello: Figure;
  userWeb: Figure;
  userDirect: Figure;
  userFront: Figure | null;
  dataWeb: Figure;
  dataFront: Figure | null;
}

export async function measureWebTier(options: TierOptions): Promise<TierRound[]> {
  const { path, content } = await publishBenchRemote(options.databaseUrl);
  const web = startWeb(options);
  const hello = startHelloWorld(options.ports.hello);
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  let front: Awaited<ReturnType<typeof startFront>> = null;
  const base = `http://127.0.0.1:${options.ports.web}`;
  fronts.splice(0, fronts.length, { base, pid: web.pid });
  const d = options.durationS;
  try {
    await options.waitFor(`${base}${path}`);
    await options.waitFor(`http://127.0.0.1:${options.ports.hello}/`);
    nginx = await startNginx(options.ports.nginx, path, content, options.waitFor);
    front = await startFront(options, path);
    frontWorkers = front?.workers ?? null;
    const nginxBase = `http://127.0.0.1:${options.ports.nginx}`;
    const frontBase = `http://127.0.0.1:${options.ports.front}`;
    if (front) fronts.push({ base: frontBase, pid: front.child.pid });
    // Warm-up (the JIT, the pools), not counted.
    await cannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: 2 });
    await cannon(authorized(`${base}/api/v1/get-user/`, options.tokens, 2));
    if (front) await cannon(authorized(`${frontBase}/api/v1/get-user/`, options.tokens, 2));
    const rounds: TierRound[] = [];
    const count = countFromEnv('BENCH_TIER_ROUNDS', 3);
    for (let round = 0; round < count; round += 1) {
      const gzip = { 'accept-encoding': 'gzip' };
      const load = loadavg()[0]!;
      rounds.push({
        load,
        file: await cannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: d }),
        nginx: nginx ? await cannon({ url: `${nginxBase}${path}`, connections: CONNECTIONS, duration: d }) : null,
        fileGzip: await cannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: d, headers: gzip }),
        nginxGzip: nginx ? await cannon({ url: `${nginxBase}${path}`, connections: CONNECTIONS, duration: d, headers: gzip }) : null,
        fileFront: front ? await cannon({ url: `${frontBase}${path}`, connections: CONNECTIONS, duration: d, headers: gzip }) : null,
        registry: await cannon({ url: `${base}/registry.json`, connections: CONNECTIONS, duration: d }),
        hello: await cannon({ url: `http://127.0.0.1:${options.ports.hello}/`, connections: CONNECTIONS, duration: d }),
        userWeb: await cannon(authorized(`${base}/api/v1/get-user/`, options.tokens, d)),
        userDirect: await cannon(authorized(`${options.apiBase}/api/v1/get-user/`, options.tokens, d)),
        userFront: front ? await cannon(authorized(`${frontBase}/api/v1/get-user/`, options.tokens, d)) : null,
        dataWeb: await cannon(authorized(`${base}/api/v1/purchase-data/`, options.tokens, d, options.dataBody, options.pin)),
        dataFront: front ? await cannon(authorized(`${frontBase}/api/v1/purchase-data/`, options.tokens, d, options.dataBody, options.pin)) : null,
      });
    }
    return rounds;
  } finally {
    for (const child of [web, hello, nginx?.child, front?.child]) child?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
    front?.remove();
  }
}

export function printWebTier(rounds: TierRound[], durationS: number): void {
  const pct = (pick: (r: TierRound) => number | null, of: (r: TierRound) => number | null) => {
    const ratios = rounds.flatMap((r) => {
      const [value, base] = [pick(r), of(r)];
      return value !== null && base ? [(100 * value) / base] : [];
    });
    return ratios.length ? `${median(ratios).toFixed(1)} %` : 'n/a';
  };
  const rps = (pick: (r: TierRound) => Figure | null) => {
    const values = rounds.flatMap((r) => (pick(r) ? [pick(r)!] : []));
    if (!values.length) return 'n/a';
    const cpu = values.flatMap((v) => (v.frontCpuUs === null ? [] : [v.frontCpuUs]));
    return values.map((v) => v.rps.toFixed(0)).join(', ') + (cpu.length ? `   (front's CPU per answer: ${cpu.map((us) => `${us.toFixed(0)} µs`).join(', ')})` : '');
  };
  console.log(`\nWeb tier: ${CONNECTIONS} connections, ${durationS} s each, ${rounds.length} rounds (req/s per round; load average ${rounds.map((r) => r.load.toFixed(1)).join(', ')}):\n`);
  const rows: Array<[string, string]> = [
    ['immutable 3.3 KB file, web server', rps((r) => r.file)],
    ['same file, nginx (1 worker)', rps((r) => r.nginx)],
    ['same file gzip, web server', rps((r) => r.fileGzip)],
    ['same file gzip, nginx (gzip_static)', rps((r) => r.nginxGzip)],
    ['same file gzip, through nginx in front', rps((r) => r.fileFront)],
    ['/registry.json, web server', rps((r) => r.registry)],
    ['Fastify hello-world', rps((r) => r.hello)],
    ['get-user/ through the web server', rps((r) => r.userWeb)],
    ['get-user/ straight to the API', rps((r) => r.userDirect)],
    [`get-user/ through nginx in front (${frontWorkers} workers)`, rps((r) => r.userFront)],
    ['purchase-data/ through the web server', rps((r) => r.dataWeb)],
    ['purchase-data/ through nginx in front', rps((r) => r.dataFront)],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, values] of rows) console.log(`${what.padEnd(width)}  ${values}`);
  if (!NGINX) console.log('nginx is not installed (apt-get install nginx): the nginx ratios are skipped.');
  const errors = rounds.reduce((sum, r) => sum + Object.values(r).reduce((s, f) => s + (typeof f === 'object' && f ? f.errors : 0), 0), 0);
  if (errors) console.log(`non-2xx answers, errors or timeouts: ${errors}`);
  const p99 = median(rounds.map((r) => r.dataWeb.p99));
  const frontP99 = rounds.every((r) => r.dataFront) ? `${median(rounds.map((r) => r.dataFront!.p99))} ms` : 'n/a';
  const goals: Array<[string, string, string]> = [
    ['immutable file, web server vs nginx', pct((r) => r.file.rps, (r) => r.nginx?.rps ?? null), '>= 50 %'],
    ['immutable file gzip, web server vs nginx', pct((r) => r.fileGzip.rps, (r) => r.nginxGzip?.rps ?? null), '(measured)'],
    ['same via nginx front vs web server', pct((r) => r.fileFront?.rps ?? null, (r) => r.fileGzip.rps), '(measured: nginx keeps it)'],
    ['get-user/ @50 via nginx front vs direct', pct((r) => r.userFront?.rps ?? null, (r) => r.userDirect.rps), '>= 80 % (production, ADR 0029)'],
    ['get-user/ @50 via web server vs direct', pct((r) => r.userWeb.rps, (r) => r.userDirect.rps), '(measured; no longer on the /api path)'],
    ['purchase-data/ p99 @50 via nginx front', frontP99, '<= 130 ms (issue 46; issue 29 set 120)'],
    ['purchase-data/ p99 @50 via web server', `${p99} ms`, '(measured)'],
    ['/registry.json vs Fastify hello-world', pct((r) => r.registry.rps, (r) => r.hello.rps), '>= 25 %'],
  ];
  console.log('\nGoals for the web tier, medians of the rounds:\n');
  const w = Math.max(...goals.map((g) => g[0].length));
  for (const [what, value, goal] of goals) console.log(`${what.padEnd(w)}  ${value.padStart(8)}  goal ${goal}`);
}

