import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { recreateDatabase } from './database';

const ROOT = join(__dirname, '..');

/** Any answer but a server error: the server listens (a page may still want a sign-in). */
export const answers = (res: Response) => res.status < 500;

/** Polls `url` until it answers as `up` says (by default a 2xx); throws after `timeoutMs`. */
export async function waitUntilUp(url: string, { timeoutMs = 60_000, up = (res: Response) => res.ok } = {}): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    try {
      if (up(await fetch(url))) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Runs a TypeScript entry point with tsx, its stderr prefixed with `name`; with `profileDir`,
 * under node --cpu-prof so a CPU profile is written there.
 */
export function startScript(name: string, script: string, { cwd, env, profileDir }: { cwd: string; env: Record<string, string>; profileDir?: string }): ChildProcess {
  const [command, args] = profileDir
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', script]]
    : [join(ROOT, 'node_modules/.bin/tsx'), [script]];
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/**
 * The bills sandbox and an API process using it, started from `apiDir`, once both answer their
 * health checks: [sandbox, api] (the caller stops them).
 */
export async function startSandboxAndApi({
  apiDir,
  sandboxPort,
  apiPort,
  databaseUrl,
  env = {},
  profileDir,
  timeoutMs,
}: {
  apiDir: string;
  sandboxPort: number;
  apiPort: number;
  databaseUrl: string;
  /** The API's own settings on top of the database, port, sandbox and quiet log. */
  env?: Record<string, string>;
  profileDir?: string;
  timeoutMs?: number;
}): Promise<ChildProcess[]> {
  const children = [
    startScript('sandbox', 'sandbox/server.ts', { cwd: apiDir, env: { SANDBOX_PORT: String(sandboxPort), LOG_LEVEL: 'warn' } }),
    startScript('api', 'src/server.ts', {
      cwd: apiDir,
      profileDir,
      env: { DATABASE_URL: databaseUrl, API_PORT: String(apiPort), BILLS_PROVIDER_URL: `http://127.0.0.1:${sandboxPort}`, LOG_LEVEL: 'warn', ...env },
    }),
  ];
  await waitUntilUp(`http://127.0.0.1:${sandboxPort}/healthz`, { timeoutMs });
  await waitUntilUp(`http://127.0.0.1:${apiPort}/healthz`, { timeoutMs });
  return children;
}

/** Stops the children a bench started and drops its database, whatever happened before. */
export async function stopAndDrop(children: ChildProcess[], databaseUrl: string): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await recreateDatabase(databaseUrl, { drop: true }).catch(() => undefined);
}
