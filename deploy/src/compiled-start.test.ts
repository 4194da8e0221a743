// With NODE_ENV=production `npm start` runs what `npm run build` compiled, with node alone,
// and that serves a customer's first steps: register, sign in, their profile, the app page, metrics.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileServers } from './compile';
import { COMPILED } from './paths';
import { createReleaseStore } from '@topup/api/web-tier';
import { openReleaseDb } from './local-releases';
import { startProcesses, type RunningStack } from './stack';

jest.setTimeout(180_000);

const SHELL_MARKER = 'compiled-start-shell';
let root: string;
let stack: RunningStack;
let web: string;
let api: string;
const logs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answering(url: string, gaveUp: Promise<unknown>): Promise<void> {
  let stopped = false;
  void gaveUp.then(() => (stopped = true));
  for (;;) {
    if (stopped) throw new Error(`a process gave up:\n${logs.slice(-20).join('\n')}`);
    if (await fetch(url).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A live shell in the fresh database (the real shell's build is e2e's business). */
async function publishShell(dataDir: string) {
  const info = { kind: 'shell', name: 'shell', version: '0.1.0', platformVersion: '1.0.0', buildLabel: '', inputHash: null };
  const build = new Map([
    ['index.html', Buffer.from(`<!doctype html><title>${SHELL_MARKER}</title>`)],
    ['build-info.json', Buffer.from(JSON.stringify(info))],
  ]);
  const db = await openReleaseDb({ dataDir });
  try {
    await createReleaseStore({ db }).publish({ by: 'test', staffId: null, address: null }, 'shell', build, { promote: true });
  } finally {
    await db.close();
  }
}

/** Command lines of this process's children (what `npm start` would show in ps). */
function childCommandLines(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
        return ppid === process.pid ? [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()] : [];
      } catch {
        return [];
      }
    });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'topup-compiled-'));
  await compileServers(() => undefined);
  const dataDir = join(root, 'data');
  await publishShell(dataDir);
  const [webPort, apiPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
  const strong = () => randomBytes(32).toString('base64url');
  stack = startProcesses({
    webPort,
    apiPort,
    sandboxPort,
    dataDir,
    log: (line) => logs.push(line),
    restart: { maxQuickCrashes: 0 },
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BILLS_PROVIDER_URL: 'https://vtpass.example.com',
      PAYMENT_GATEWAY_URL: 'https://gateway.example.com',
      GATEWAY_API_KEY: `MK_PROD_${strong()}`,
      GATEWAY_SECRET: strong(),
      JWT_SECRET: strong(),
      SMTP_URL: 'smtp://mail.example.com:587',
      APP_ORIGIN: 'https://topup.example.com',
      // PGlite in the temporary data dir, whatever the shell that runs the tests has set.
      DATABASE_URL: '',
    },
  });
  web = `http://127.0.0.1:${webPort}`;
  api = `http://127.0.0.1:${apiPort}`;
  await Promise.all([answering(`${api}/readyz`, stack.exited), answering(`${web}/registry.json`, stack.exited)]);
});
afterAll(async () => {
  await stack?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('NODE_ENV=production npm start (compiled)', () => {
  it("the compiled orchestrator migrates the database and publishes the builds into it, as npm start's first step", () => {
    const dataDir = join(root, 'orchestrator-data');
    const script = `require(${JSON.stringify(COMPILED.stack)}).buildAndPublish({ dataDir: ${JSON.stringify(dataDir)}, production: true }, () => {})
      .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); })`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' }, timeout: 150_000 });
    expect({ status: run.status, stderr: run.stderr.slice(-400) }).toEqual({ status: 0, stderr: expect.any(String) });
  });

  it('runs the compiled API and web server with node, no tsx and no sandbox', () => {
    const running = childCommandLines();
    expect(running.sort()).toEqual([`${process.execPath} ${COMPILED.api}`, `${process.execPath} ${COMPILED.web}`].sort());
    expect(running.join('\n')).not.toMatch(/tsx|\.ts\b/);
  });

  it('serves a new customer through the web server: register, sign in, profile, the app page, metrics', async () => {
    const email = `ada.${Date.now().toString(36)}@example.com`;
    const password = 'Kettle-Lagos-2026!';
    const post = (path: string, body: object) =>
      fetch(`${web}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const registered = await post('register/', {
      first_name: 'Ada',
      last_name: 'Obi',
      email,
      phone_no: `0703${String(Date.now() % 1e7).padStart(7, '0')}`,
      password,
      password2: password,
      referral: '',
    });
    expect(registered.status).toBe(201);
    const login = await post('auth/login/', { email, password });
    expect(login.status).toBe(200);
    const { access } = ((await login.json()) as { data: { access: string } }).data;
    const profile = await fetch(`${web}/api/v1/get-user/`, { headers: { authorization: `Bearer ${access}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { email: string; wallet_balance: number } }).data).toMatchObject({ email, wallet_balance: 0 });
    const page = await fetch(`${web}/dashboard`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining(SHELL_MARKER)]);
    for (const base of [api, web]) {
      const metrics = await fetch(`${base}/metrics`);
      expect([metrics.status, await metrics.text()]).toEqual([200, expect.stringContaining('http_request_duration_seconds_count')]);
    }
  });
});
