// Starts the whole product the way `npm start` does: build what is stale, publish and promote
// new builds, then run the API, the provider sandbox and the web server as child processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildStale } from './build';
import { REMOTE_NAMES, REPO_ROOT, packageDir, releaseDir } from './paths';
import { ReleaseStore } from './registry';
import { publishBuild } from './release';

export interface StackOptions {
  webPort: number;
  apiPort: number;
  sandboxPort: number;
  dataDir: string;
  releaseDir: string;
  log?: (line: string) => void;
  /** Extra environment for the three processes. */
  env?: NodeJS.ProcessEnv;
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

/** Builds stale packages and publishes every build the store has not seen (making it live). */
export function buildAndPublish(store: ReleaseStore, log: (line: string) => void = console.log) {
  const targets = presentTargets(log);
  buildStale(targets, log);
  for (const target of targets) {
    const { version, created } = publishBuild(store, target, { promote: false });
    if (created) {
      store.promote(target, version);
      log(`${target}: published and promoted ${version}`);
    }
  }
}

export interface RunningStack {
  url: string;
  /** The provider sandbox (also the development mailbox: /mail, /sandbox/mail?to=). */
  sandboxUrl: string;
  stop(): Promise<void>;
  /** Resolves when any process exits on its own (the stack is then stopped). */
  exited: Promise<{ name: string; code: number | null }>;
}

const tsx = require.resolve('tsx/cli');

export function startProcesses(options: StackOptions): RunningStack {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = {
    ...process.env,
    ...options.env,
    DATA_DIR: options.dataDir,
    RELEASE_DIR: options.releaseDir,
    API_PORT: String(options.apiPort),
    SANDBOX_PORT: String(options.sandboxPort),
    BILLS_PROVIDER_URL: `http://127.0.0.1:${options.sandboxPort}`,
    PAYMENT_GATEWAY_URL: `http://127.0.0.1:${options.sandboxPort}`,
    MAILBOX_URL: `http://127.0.0.1:${options.sandboxPort}`,
    APP_ORIGIN: `http://localhost:${options.webPort}`,
    PUBLIC_URL: `http://localhost:${options.webPort}`,
    API_URL: `http://127.0.0.1:${options.apiPort}`,
    PORT: String(options.webPort),
  };
  const specs = [
    { name: 'sandbox', cwd: join(REPO_ROOT, 'api'), args: [tsx, 'sandbox/server.ts'] },
    { name: 'api', cwd: join(REPO_ROOT, 'api'), args: [tsx, 'src/server.ts'] },
    { name: 'web', cwd: REPO_ROOT, args: [tsx, 'deploy/src/server.ts'] },
  ];
  const children: { name: string; child: ChildProcess }[] = [];
  let resolveExit: (value: { name: string; code: number | null }) => void = () => undefined;
  const exited = new Promise<{ name: string; code: number | null }>((resolve) => (resolveExit = resolve));

  for (const spec of specs) {
    const child = spawn(process.execPath, spec.args, { cwd: spec.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${spec.name}]`.padEnd(10);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => log(`${prefix}${line}`));
    }
    child.on('exit', (code) => resolveExit({ name: spec.name, code }));
    children.push({ name: spec.name, child });
  }

  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 8000).unref();
          }),
      ),
    );
  };

  return { url: `http://localhost:${options.webPort}`, sandboxUrl: `http://127.0.0.1:${options.sandboxPort}`, stop, exited };
}

async function main() {
  const options: StackOptions = {
    webPort: Number(process.env.PORT || 8080),
    apiPort: Number(process.env.API_PORT || 8081),
    sandboxPort: Number(process.env.SANDBOX_PORT || 8090),
    dataDir: process.env.DATA_DIR || join(REPO_ROOT, '.data'),
    releaseDir: releaseDir(),
  };
  buildAndPublish(new ReleaseStore(options.releaseDir));
  const stack = startProcesses(options);
  console.log(`\nStarting: web app on ${stack.url} (API ${options.apiPort}, sandbox ${options.sandboxPort}). Ctrl-C stops everything.\n`);
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  const { name, code } = await stack.exited;
  if (!stopping) {
    console.error(`${name} exited (code ${code}); stopping the rest`);
    await shutdown(1);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
