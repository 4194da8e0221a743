import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { acceptAdminCommands, handoffFile, runOnRunningApi } from '../src/cli/running-api';
import { createReleaseTokens } from '../src/modules/releases/tokens';
import { openTestDb, testConfig, type TestDb } from './support';

/* `npm run admin` while `npm start` holds the embedded database: the running API runs the command. */
describe('admin commands handed to the running API', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let dataDir: string;
  let handoff: ReturnType<typeof acceptAdminCommands>;
  beforeAll(async () => {
    testDb = await openTestDb();
    dataDir = mkdtempSync(join(tmpdir(), 'topup-handoff-'));
    app = await buildApp({ db: testDb.db, config: testConfig() });
    handoff = acceptAdminCommands(app, testDb.db, dataDir);
    await app.listen({ port: 0, host: '127.0.0.1' });
    handoff.announce((app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    handoff.withdraw();
    await app.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a release token made through the handoff is one the running API accepts', async () => {
    const answer = await runOnRunningApi(dataDir, ['create-release-token', 'team-bills', 'bills', 'publish']);
    expect(answer).toMatchObject({ ok: true, usage: false });
    const token = answer!.output.split('\n').at(-1)!;
    await expect(createReleaseTokens({ db: testDb.db }).authenticate(token)).resolves.toMatchObject({ targets: ['bills'], actions: ['publish'] });
  });

  it('register-target with all five flags goes through; a clash is refused in words', async () => {
    const argv = ['register-target', 'shop', '--container', 'topup_shop', '--area', '/dashboard', '--paths', '/dashboard/shop', '--nav', 'shop', '--widgets', 'FeaturedProducts'];
    expect(await runOnRunningApi(dataDir, argv)).toEqual({ ok: true, usage: false, output: 'registered shop: container topup_shop, area /dashboard, paths /dashboard/shop, nav shop, widgets FeaturedProducts' });
    expect(await runOnRunningApi(dataDir, ['register-target', 'shop', '--widgets', 'RecentTransactions'])).toEqual({ ok: false, usage: false, output: 'shop: the widget slot "RecentTransactions" is history\'s' });
  });

  it('a wrong command is a usage error; a wrong secret is refused and runs nothing', async () => {
    expect(await runOnRunningApi(dataDir, ['create-release-token'])).toMatchObject({ ok: false, usage: true });
    const file = handoffFile(dataDir);
    const real = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(real), secret: 'guessed' }));
    try {
      const before = await testDb.db.query('SELECT count(*)::int AS n FROM release_tokens');
      expect(await runOnRunningApi(dataDir, ['create-release-token', 'sneaky', 'shell', 'promote'])).toMatchObject({ ok: false, usage: false, output: 'refused' });
      expect((await testDb.db.query('SELECT count(*)::int AS n FROM release_tokens')).rows).toEqual(before.rows);
    } finally {
      writeFileSync(file, real);
    }
  });

  it('no API announced, or one no longer running: the command line opens the database itself', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'topup-handoff-none-'));
    try {
      expect(await runOnRunningApi(empty, ['create-release-token', 'x', 'bills', 'publish'])).toBeNull();
      writeFileSync(handoffFile(empty), JSON.stringify({ url: 'http://127.0.0.1:9/internal/admin-command', secret: 's' }));
      expect(await runOnRunningApi(empty, ['create-release-token', 'x', 'bills', 'publish'])).toBeNull();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
