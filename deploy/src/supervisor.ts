// Keeps one child process running: a crash restarts it after a growing delay instead of taking
// the rest of the stack down (the web server answers 503 for the API meanwhile).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildSpec {
  name: string;
  cwd: string;
  args: string[];
  /** The program (default: this Node); nginx for the front (deploy/src/nginx-front.ts). */
  command?: string;
}

export interface SupervisorOptions {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** First restart delay; doubled after each quick crash, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long before crashing restarts after baseDelayMs again. */
  healthyAfterMs?: number;
  /** Crashes in a row (each before healthyAfterMs) after which it gives up. */
  maxQuickCrashes?: number;
}

export interface Supervised {
  readonly name: string;
  /** How many times the child was started. */
  starts(): number;
  stop(): Promise<void>;
  /** Resolves when the supervisor gives up on a child that keeps crashing at once. */
  gaveUp: Promise<{ name: string; code: number | null }>;
}

export function restartDelay(quickCrashes: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, quickCrashes - 1));
}

export function supervise(spec: ChildSpec, options: SupervisorOptions): Supervised {
  const baseMs = options.baseDelayMs ?? 500;
  const maxMs = options.maxDelayMs ?? 15_000;
  const healthyAfterMs = options.healthyAfterMs ?? 30_000;
  const maxQuickCrashes = options.maxQuickCrashes ?? 8;
  const prefix = `[${spec.name}]`.padEnd(10);
  let child: ChildProcess | undefined;
  let stopping = false;
  let started = 0;
  let quickCrashes = 0;
  let timer: NodeJS.Timeout | undefined;
  let giveUp: (value: { name: string; code: number | null }) => void = () => undefined;
  const gaveUp = new Promise<{ name: string; code: number | null }>((resolve) => (giveUp = resolve));

  const start = () => {
    started += 1;
    const startedAt = Date.now();
    const current = spawn(spec.command ?? process.execPath, spec.args, { cwd: spec.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = current;
    for (const stream of [current.stdout, current.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => options.log(`${prefix}${line}`));
    }
    current.on('exit', (code, signal) => {
      if (stopping) return;
      quickCrashes = Date.now() - startedAt >= healthyAfterMs ? 1 : quickCrashes + 1;
      if (quickCrashes > maxQuickCrashes) {
        options.log(`${prefix}exited (code ${code ?? signal}) ${quickCrashes} times in a row; giving up`);
        giveUp({ name: spec.name, code });
        return;
      }
      const delay = restartDelay(quickCrashes, baseMs, maxMs);
      options.log(`${prefix}exited (code ${code ?? signal}); restarting in ${delay} ms`);
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    name: spec.name,
    starts: () => started,
    gaveUp,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
        setTimeout(() => current.kill('SIGKILL'), 8000).unref();
      });
    },
  };
}
