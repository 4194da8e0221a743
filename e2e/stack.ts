// Starts the product for a test run exactly as `npm start` does, but on a temporary data dir
// (database and release store) and free ports, and stops it afterwards.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseClient } from '../deploy/src/release-client';
import { compileServers } from '../deploy/src/compile';
import { devTokenFile } from '../deploy/src/local-releases';
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
  /** The release API of this stack, with the development token npm start keeps. */
  releases: ReleaseClient;
  logs: string[];
  /** The stack's DATA_DIR (`npm run admin` reaches its API through it). */
  dataDir: string;
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

/**
 * Builds what is stale and publishes it into the database of a new data dir (with the development
 * release token); with E2E_COMPILED=1 also compiles the servers. Returns the data dir's folder.
 */
export async function buildReleaseStore(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'topup-e2e-release-'));
  await buildAndPublish({ dataDir: root }, (line) => console.log(line));
  if (process.env.E2E_COMPILED === '1') await compileServers();
  return root;
}

/**
 * `releaseFrom`: a data dir made by buildReleaseStore to copy instead of building and publishing
 * (Playwright's global setup builds once; each worker's stack gets a database of its own).
 */
export async function startTestStack(options: { releaseFrom?: string } = {}): Promise<TestStack> {
  const root = mkdtempSync(join(tmpdir(), 'topup-e2e-'));
  const dataDir = join(root, 'data');
  const logs: string[] = [];
  // E2E_COMPILED=1: the journeys against the servers production runs (node, `npm run build`'s output).
  const compiled = process.env.E2E_COMPILED === '1';
  let token: string | null;
  if (options.releaseFrom) {
    cpSync(options.releaseFrom, dataDir, { recursive: true });
    token = readFileSync(devTokenFile(dataDir), 'utf8').trim();
  } else {
    token = await buildAndPublish({ dataDir }, (line) => console.log(line));
    if (compiled) await compileServers();
  }
  const [webPort, apiPort, sandboxPort, webBackendPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  // E2E_FRONT=nginx: the journeys through nginx in front, as production runs it (ADR 0029; CI does).
  const front = process.env.E2E_FRONT === 'nginx' ? 'nginx' : 'node';
  const stack = startProcesses({
    webPort,
    apiPort,
    sandboxPort,
    front,
    webBackendPort,
    dataDir,
    log: (line) => logs.push(line),
    // The canary watch every second: the automatic rollback journey waits for it (ADR 0022).
    // Sign-ups: a worker's stack signs up the customers of all its journeys from one address (the
    // canary journey several until one falls inside the share); 10 an hour refused the 11th at
    // random. The limit itself is tested in api/src/modules/accounts/register.test.ts.
    env: {
      LOG_LEVEL: 'warn',
      REQUERY_DELAY_MS: '1000',
      CANARY_WATCH_EVERY_MS: '1000',
      REGISTER_PER_IP_LIMIT: '1000',
      // Every browser of a worker reports from 127.0.0.1, and the canary journey simulates many.
      RELEASE_HEALTH_PER_CLIENT_LIMIT: '1000',
      ...(compiled ? { COMPILED: '1' } : {}),
      // E2E_STORE_ORIGIN=1: the store from another origin (127.0.0.1 for a page on localhost), as a
      // cookieless CDN would serve it (ADR 0031): CORS, the CSP and integrity across origins.
      ...(process.env.E2E_STORE_ORIGIN === '1' ? { STORE_ORIGIN: `http://127.0.0.1:${webPort}` } : {}),
    },
  });
  const ready = Promise.all([
    waitFor(`http://127.0.0.1:${apiPort}/api/v1/get-settings/`, 90_000),
    waitFor(`http://127.0.0.1:${webPort}/`, 90_000),
  ]);
  const early = stack.exited.then(({ name, code }) => {
    throw new Error(`${name} exited early (code ${code}):\n${logs.slice(-30).join('\n')}`);
  });
  early.catch(() => undefined);
  try {
    await Promise.race([ready, early]);
  } catch (error) {
    // A stack that never got ready is stopped here: nobody else holds it (nor nginx's folder).
    await stack.stop();
    rmSync(root, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}; the servers said:\n${logs.slice(-30).join('\n')}`);
  }
  return {
    ...stack,
    releases: new ReleaseClient(`http://127.0.0.1:${webPort}`, token!),
    logs,
    dataDir,
    async dispose() {
      await stack.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
