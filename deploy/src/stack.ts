// Starts the whole product the way `npm start` does: build what is stale, publish and promote
// new builds into the database (ADR 0018), then run the API, the provider sandbox and the web
// server as child processes.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildStale } from './build';
import { nginxFrontFromEnv, prepareNginxFront, type PreparedNginx } from './nginx-front';
import { ALL_TARGETS, ensureDevToken, openReleaseDb, publishLocalBuilds, rememberDevServer } from './local-releases';
import { COMPILED, REMOTE_NAMES, REPO_ROOT, packageDir } from './paths';
import { isProduction, runsCompiled } from './production';
import { supervise, type ChildSpec, type SupervisorOptions } from './supervisor';

export interface StackOptions {
  webPort: number;
  apiPort: number;
  sandboxPort: number;
  dataDir: string;
  /** PostgreSQL for all three processes; unset: the API's PGlite in dataDir (the web server reads it through the API). */
  databaseUrl?: string;
  log?: (line: string) => void;
  /** Extra environment for the three processes. */
  env?: NodeJS.ProcessEnv;
  /**
   * `nginx` (FRONT=nginx, production): nginx listens on webPort and sends /api and /media straight
   * to the API, the rest to the web server on webBackendPort (ADR 0029). Default: the web server on webPort.
   */
  front?: 'node' | 'nginx';
  webBackendPort?: number;
  /** Restart backoff of crashed processes (tests shorten it). */
  restart?: Pick<SupervisorOptions, 'baseDelayMs' | 'maxDelayMs' | 'healthyAfterMs' | 'maxQuickCrashes'>;
}

/** Remotes whose code exists (a remote without src/routes.tsx is skipped with a note). */
export function presentTargets(log: (line: string) => void = console.log): string[] {
  const remotes = REMOTE_NAMES.filter((name) => {
    const present = existsSync(join(packageDir(name), 'src', 'routes.tsx'));
    if (!present) log(`${name}: no src/routes.tsx yet, skipped`);
    return present;
  });
  return ['shell', ...remotes];
}

/**
 * Builds stale packages and publishes every build the database has not seen (making it live),
 * before the API opens the database. In development it also keeps a release token for the
 * local `npm run release` in dataDir; returns it.
 */
export async function buildAndPublish(
  options: Pick<StackOptions, 'dataDir' | 'databaseUrl'> & { production?: boolean },
  log: (line: string) => void = console.log,
): Promise<string | null> {
  const targets = presentTargets(log);
  buildStale(targets, log);
  const db = await openReleaseDb(options);
  try {
    await publishLocalBuilds(db, targets, log);
    return options.production ? null : await ensureDevToken(db, options.dataDir, ALL_TARGETS);
  } finally {
    await db.close();
  }
}

export interface RunningStack {
  url: string;
  /** The provider sandbox (also the development mailbox: /mail, /sandbox/mail?to=). */
  sandboxUrl: string;
  stop(): Promise<void>;
  /** Resolves when a process keeps crashing at once and is no longer restarted. */
  exited: Promise<{ name: string; code: number | null }>;
  /** How many times the named process was started (1 + restarts). */
  starts(name: string): number;
}

const SOURCES = {
  api: join(REPO_ROOT, 'api', 'src', 'server.ts'),
  sandbox: join(REPO_ROOT, 'api', 'sandbox', 'server.ts'),
  web: join(REPO_ROOT, 'deploy', 'src', 'server.ts'),
};

/** Development runs the sources through tsx (no build step); production runs the compiled JavaScript. */
function entryArgs(env: NodeJS.ProcessEnv, name: keyof typeof SOURCES): string[] {
  return runsCompiled(env) ? [COMPILED[name]] : [require.resolve('tsx/cli'), SOURCES[name]];
}

/** The development addresses of the sandbox, used only where no explicit setting is given. */
function sandboxDefaults(options: StackOptions): NodeJS.ProcessEnv {
  const sandbox = `http://127.0.0.1:${options.sandboxPort}`;
  return {
    BILLS_PROVIDER_URL: sandbox,
    PAYMENT_GATEWAY_URL: sandbox,
    MAILBOX_URL: sandbox,
    APP_ORIGIN: `http://localhost:${options.webPort}`,
    PUBLIC_URL: `http://localhost:${options.webPort}`,
  };
}

/** Where the web server listens: webPort, or behind nginx on loopback. */
function webListens(options: StackOptions): NodeJS.ProcessEnv {
  if (options.front !== 'nginx') return { PORT: String(options.webPort) };
  return { PORT: String(options.webBackendPort ?? options.webPort + 2), WEB_HOST: '127.0.0.1' };
}

/** The environment of the three processes: explicit settings always win over the sandbox defaults. */
export function processEnv(options: StackOptions, parent: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const production = isProduction({ ...parent, ...options.env });
  return {
    ...(production ? {} : sandboxDefaults(options)),
    // The servers' pretty logs (api/src/http/logging.ts) are piped through us: colour them if we can.
    ...(!production && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    ...parent,
    ...options.env,
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    API_PORT: String(options.apiPort),
    SANDBOX_PORT: String(options.sandboxPort),
    API_URL: `http://127.0.0.1:${options.apiPort}`,
    PROXY_SECRET: options.env?.PROXY_SECRET || parent.PROXY_SECRET || randomBytes(24).toString('hex'),
    ...webListens(options),
  };
}

/** What runs: the sandbox only in development. */
export function processSpecs(env: NodeJS.ProcessEnv): ChildSpec[] {
  const production = isProduction(env);
  return [
    ...(production ? [] : [{ name: 'sandbox', cwd: join(REPO_ROOT, 'api'), args: entryArgs(env, 'sandbox') }]),
    { name: 'api', cwd: join(REPO_ROOT, 'api'), args: entryArgs(env, 'api') },
    { name: 'web', cwd: REPO_ROOT, args: entryArgs(env, 'web') },
  ];
}

/** Refuses to start compiled servers that were never built, naming the command that builds them. */
function assertBuilt(specs: ChildSpec[]) {
  const compiled: string[] = Object.values(COMPILED);
  const missing = specs.map((spec) => spec.args[0]!).filter((file) => compiled.includes(file) && !existsSync(file));
  if (missing.length > 0) throw new Error(`Compiled servers missing (${missing.join(', ')}): run npm run build first`);
}

/** nginx's config for this stack, from the same environment the web server and the API get. */
function nginxFront(options: StackOptions, env: NodeJS.ProcessEnv): PreparedNginx {
  // Where the web server would listen without nginx (it now listens on loopback only).
  const host = options.env?.WEB_HOST || process.env.WEB_HOST || process.env.HOST || '0.0.0.0';
  return prepareNginxFront(nginxFrontFromEnv(env, { listen: `${host}:${options.webPort}`, web: [`127.0.0.1:${env.PORT}`] }));
}

export function startProcesses(options: StackOptions): RunningStack {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = processEnv(options);
  const specs = processSpecs(env);
  assertBuilt(specs);
  const nginx = options.front === 'nginx' ? nginxFront(options, env) : null;
  if (nginx) specs.push({ name: 'nginx', cwd: nginx.dir, command: nginx.command, args: nginx.args });
  const children = specs.map((spec) => supervise(spec, { env, log, ...options.restart }));
  const exited = Promise.race(children.map((child) => child.gaveUp));
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    nginx?.remove();
  };

  return {
    url: `http://localhost:${options.webPort}`,
    sandboxUrl: `http://127.0.0.1:${options.sandboxPort}`,
    stop,
    exited,
    starts: (name) => children.find((child) => child.name === name)?.starts() ?? 0,
  };
}

/** `npm start` (scripts/start.cjs). */
export async function main() {
  const options: StackOptions = {
    webPort: Number(process.env.PORT || 8080),
    apiPort: Number(process.env.API_PORT || 8081),
    sandboxPort: Number(process.env.SANDBOX_PORT || 8090),
    dataDir: process.env.DATA_DIR || join(REPO_ROOT, '.data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    front: process.env.FRONT === 'nginx' ? 'nginx' : 'node',
    webBackendPort: Number(process.env.WEB_BACKEND_PORT || 8082),
  };
  await buildAndPublish({ ...options, production: isProduction(process.env) });
  const stack = startProcesses(options);
  // `npm run release` in another shell finds this server without PORT exported there too.
  const forget = isProduction(process.env) ? () => undefined : rememberDevServer(options.dataDir, stack.url);
  const behind = options.front === 'nginx' ? `nginx in front, web server ${options.webBackendPort}, ` : '';
  console.log(`\nStarting: web app on ${stack.url} (${behind}API ${options.apiPort}, sandbox ${options.sandboxPort}). Ctrl-C stops everything.\n`);
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    forget();
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  const { name, code } = await stack.exited;
  if (!stopping) {
    console.error(`${name} keeps exiting (code ${code}); stopping the rest`);
    await shutdown(1);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
