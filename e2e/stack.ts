// Starts the product for a test run exactly as `npm start` does, but on a temporary data dir,
// a temporary release store and free ports, and stops it afterwards.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseStore } from '../deploy/src/registry';
import { buildAndPublish, startProcesses, type RunningStack } from '../deploy/src/stack';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestStack extends RunningStack {
  store: ReleaseStore;
  releaseDir: string;
  logs: string[];
  dispose(): Promise<void>;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Builds what is stale and publishes it into a new release store; returns its folder. */
export function buildReleaseStore(): string {
  const root = mkdtempSync(join(tmpdir(), 'topup-e2e-release-'));
  buildAndPublish(new ReleaseStore(root), (line) => console.log(line));
  return root;
}

/**
 * `releaseFrom`: a store made by buildReleaseStore to copy instead of building and publishing
 * (Playwright's global setup builds once; each worker's stack gets a store of its own).
 */
export async function startTestStack(options: { releaseFrom?: string } = {}): Promise<TestStack> {
  const root = mkdtempSync(join(tmpdir(), 'topup-e2e-'));
  const releaseDir = join(root, 'release');
  const store = new ReleaseStore(releaseDir);
  const logs: string[] = [];
  if (options.releaseFrom) cpSync(options.releaseFrom, releaseDir, { recursive: true });
  else buildAndPublish(store, (line) => console.log(line));
  const [webPort, apiPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
  const stack = startProcesses({
    webPort,
    apiPort,
    sandboxPort,
    dataDir: join(root, 'data'),
    releaseDir,
    log: (line) => logs.push(line),
    env: { LOG_LEVEL: 'warn', REQUERY_DELAY_MS: '1000' },
  });
  const ready = Promise.all([
    waitFor(`http://127.0.0.1:${apiPort}/api/v1/get-settings/`, 90_000),
    waitFor(`http://127.0.0.1:${webPort}/`, 60_000),
  ]);
  const early = stack.exited.then(({ name, code }) => {
    throw new Error(`${name} exited early (code ${code}):\n${logs.slice(-30).join('\n')}`);
  });
  await Promise.race([ready, early]);
  early.catch(() => undefined);
  return {
    ...stack,
    store,
    releaseDir,
    logs,
    async dispose() {
      await stack.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
