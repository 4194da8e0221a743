import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createReleaseTokens, type PostgresDb } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';
import { describeOnPostgres, openTestDb, testApp, type TestDb } from '../../api/test/support';
import { ReleaseClient } from '../src/release-client';
import { databaseSource } from '../src/release-source';
import { buildServer } from '../src/server';
import { REPO_ROOT } from '../src/paths';

/*
 * Releases in the database (ADR 0018) on real PostgreSQL and real HTTP: an API and two web servers on one database. A
 * change made through one web server is served by the other; tokens are held to their scope;
 * a killed publish leaves nothing; a web server whose database goes away keeps serving.
 */
// Each `npm run release` below is a fresh Node process (tsx loads in 1-2 s on a busy machine).
jest.setTimeout(60_000);

describeOnPostgres('web servers sharing one release database', () => {
  let testDb: TestDb;
  let api: FastifyInstance;
  const webs: FastifyInstance[] = [];
  const urls: string[] = [];
  let databaseUrl: string;
  let tokens: ReturnType<typeof createReleaseTokens>;
  const dists: string[] = [];

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    testDb = await openTestDb();
    databaseUrl = (testDb.db as PostgresDb).connectionString;
    api = await testApp(testDb.db);
    const apiUrl = await listen(api);
    for (let n = 0; n < 2; n += 1) {
      const web = await buildServer({ source: databaseSource(databaseUrl), apiUrl });
      webs.push(web);
      urls.push(await listen(web));
    }
    tokens = createReleaseTokens({ db: testDb.db });
  });
  afterAll(async () => {
    for (const web of webs) await web.close();
    await api.close();
    await testDb.drop();
    for (const dist of dists) rmSync(dist, { recursive: true, force: true });
  });

  /** A build written to a dist folder, as `npm run build` leaves it. */
  function distOf(target: string, body: string): string {
    const dist = mkdtempSync(join(tmpdir(), `topup-${target}-dist-`));
    dists.push(dist);
    for (const [path, content] of fakeBuild(target, { body, label: body })) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    return dist;
  }

  const token = async (name: string, targets: string[], actions: string[]) => (await tokens.create(null, { name, targets, actions })).token;
  const registryOf = async (url: string) => (await (await fetch(`${url}/registry.json`)).json()) as { shell: { live: string }; remotes: Record<string, { live: string; trail: string[] }> };

  async function servedBy(url: string, target: string, version: string) {
    const deadline = Date.now() + 5_000;
    while ((await registryOf(url)).remotes[target]?.live !== version) {
      if (Date.now() > deadline) throw new Error(`${url} never served ${target} ${version}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const entry = await fetch(`${url}/store/remotes/${target}/${version}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    return entry.text();
  }

  /** `npm run release -- ...` as a team's CI runs it: its exit code and what it printed (the servers run in this process: no spawnSync). */
  function release(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, RELEASE_TOKEN: '', RELEASE_SERVER: '' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, out: out.trim(), err: err.trim() })));
  }

  it('a promote through one web server is served by the other; a bills token gets 403 on shop and the shell, a revoked one 401', async () => {
    const ci = new ReleaseClient(urls[0]!, await token('everything', ['shell', 'bills', 'shop'], ['publish', 'promote']));
    await ci.publish('shell', distOf('shell', 'shell one'));
    const first = (await ci.publish('bills', distOf('bills', 'bills one'))).data.version;
    expect(await servedBy(urls[1]!, 'bills', first)).toContain('bills one');

    const billsToken = await token('bills-ci', ['bills'], ['publish', 'promote']);
    const second = (await new ReleaseClient(urls[0]!, billsToken).publish('bills', distOf('bills', 'bills two'))).data.version;
    const promoted = await release('promote', 'bills', second, '--server', urls[0]!, '--token', billsToken);
    expect(promoted).toEqual({ code: 0, out: `bills: ${second} is live (was ${first})`, err: '' });
    expect(await servedBy(urls[1]!, 'bills', second)).toContain('bills two');

    const shellLive = (await registryOf(urls[1]!)).shell.live;
    const onShell = await release('rollback', 'shell', '--server', urls[1]!, '--token', billsToken);
    expect(onShell.code).toBe(1);
    expect(onShell.err).toBe('The release token "bills-ci" is not for shell (it is for bills).');
    const onShop = await new ReleaseClient(urls[1]!, billsToken).publish('shop', distOf('shop', 'shop one')).catch((error: { status: number; message: string }) => error);
    expect(onShop).toEqual(expect.objectContaining({ status: 403, message: 'The release token "bills-ci" is not for shop (it is for bills).' }));
    expect((await registryOf(urls[0]!)).shell.live).toBe(shellLive);
    expect((await registryOf(urls[0]!)).remotes.shop).toBeUndefined();

    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM release_tokens WHERE name = 'bills-ci'`);
    await tokens.revoke(null, rows[0]!.id);
    const revoked = await release('rollback', 'bills', '--server', urls[0]!, '--token', billsToken);
    expect(revoked).toEqual({ code: 1, out: '', err: 'This release token is not valid or has been revoked.' });
    expect((await registryOf(urls[1]!)).remotes.bills!.live).toBe(second);
  });

  it('a publish killed half-way leaves no version, no file and no history', async () => {
    const count = async () =>
      (await testDb.db.query<{ versions: number; history: number; files: number }>(
        `SELECT (SELECT count(*) FROM release_versions)::int AS versions, (SELECT count(*) FROM release_history)::int AS history, (SELECT count(*) FROM release_files)::int AS files`,
      )).rows[0]!;
    const before = await count();
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', 'killed-publish');
    // One process (no tsx wrapper), so that SIGKILL ends the connection that holds the transaction.
    const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/test/publish-child.ts'], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url.toString() }, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    try {
      // Kill it once its transaction has written rows it has not committed.
      for (let inserted = false; !inserted; ) {
        const { rows } = await watcher.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'killed-publish' AND xact_start IS NOT NULL AND query ILIKE 'INSERT INTO release_%'`,
        );
        inserted = rows[0]!.n > 0;
        if (!inserted) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      child.kill('SIGKILL');
      await exited;
      for (let open = true; open; ) {
        const { rows } = await watcher.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'killed-publish'`);
        open = rows[0]!.n > 0;
        if (open) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await watcher.end();
    }
    expect(await count()).toEqual(before);
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('a web server whose database goes away keeps serving the pages it knew, says degraded, and recovers', async () => {
    const { rows } = await testDb.db.query<{ name: string }>('SELECT current_database() AS name');
    const name = rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const live = (await registryOf(urls[1]!)).remotes.bills!.live;
    try {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const deadline = Date.now() + 10_000;
      while ((await (await fetch(`${urls[1]}/healthz`)).json()).status !== 'degraded') {
        if (Date.now() > deadline) throw new Error('never degraded');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const page = await fetch(`${urls[1]}/dashboard/bills`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect((await registryOf(urls[1]!)).remotes.bills!.live).toBe(live);
      expect((await fetch(`${urls[1]}/store/remotes/bills/${live}/remoteEntry.js`)).status).toBe(200);
      expect((await fetch(`${urls[1]}/main.1a2b3c4d.js`)).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const deadline = Date.now() + 10_000;
    while ((await (await fetch(`${urls[1]}/healthz`)).json()).status !== 'ok') {
      if (Date.now() > deadline) throw new Error('never recovered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
