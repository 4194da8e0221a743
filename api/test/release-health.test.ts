import type { FastifyInstance } from 'fastify';
import { createStaff, runAdminCommand } from '../src/cli/admin-commands';
import { watchCanaries } from '../src/modules/releases/health';
import { createReleaseStore } from '../src/modules/releases/store';
import { currentTotp } from '../src/modules/staff/sign-in';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, createTestUser, openTestDb, testApp, testConfig, type TestDb } from './support';

/*
 * Per-version health and the canary watch (issue 23, ADR 0022): browsers report loads, load
 * failures, render errors and purchase outcomes (rate-limited per client); the Releases screen
 * reads them per version over an hour and a day; a canary worse than stable by the margin, over
 * the minimum of loads, is aborted by the system, audited, and the release managers are e-mailed.
 */
let testDb: TestDb;
let app: FastifyInstance;
let ci: string;
let stable: string;
let canary: string;

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object, ip = '198.51.100.7') =>
  app.inject({ method, url: `/api/v1/${url}`, remoteAddress: ip, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const report = (events: object[], ip?: string) => call(null, 'POST', 'release-health/', { shell: '0.1.0-shell', events }, ip);

async function manager(): Promise<{ token: string; email: string }> {
  const user = await createTestUser(testDb.db);
  await createStaff(testDb.db, user.email, 'release');
  const start = (await call(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
  const finish = await call(null, 'POST', 'admin/auth/totp/', { challenge: start.challenge, code: currentTotp(user.email.toLowerCase(), start.setup.secret, new Date()) });
  return { token: finish.json().data.access, email: user.email };
}

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp(testDb.db, { config: testConfig({ releaseHealth: { perClient: { max: 5, windowMs: 60_000 }, canaryMinLoads: 50, canaryMarginPoints: 5, canaryWatchEveryMs: 60_000 } }) });
  ci = (await runAdminCommand(testDb.db, ['create-release-token', 'ci', 'shell,bills', 'publish,promote'])).split('\n').at(-1)!;
  const publish = async (target: string, build = fakeBuild(target)) => (await call(ci, 'POST', `releases/${target}/publish/`, { files: uploadOf(build) })).json().data.version as string;
  await publish('shell');
  stable = await publish('bills');
  canary = await publish('bills', fakeBuild('bills', { body: 'throws on render' }));
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('health reports', () => {
  it('are recorded (202) and shown per version: loads, load-failure rate, error rate, purchase failure rate over the hour and the day', async () => {
    const answer = await report([
      { target: 'bills', version: stable, kind: 'load', count: 18 },
      { target: 'bills', version: stable, kind: 'load-failure', outcome: 'integrity', count: 2 },
      { target: 'bills', version: stable, kind: 'render-error' },
      { target: 'bills', version: stable, kind: 'purchase', outcome: 'succeeded', count: 3 },
      { target: 'bills', version: stable, kind: 'purchase', outcome: 'unsent' },
    ]);
    expect(answer.statusCode).toBe(202);
    const { token } = await manager();
    const health = (await call(token, 'GET', 'admin/releases/health/')).json().data;
    const expected = { loads: 18, loadFailures: 2, loadFailureRate: 10, renderErrors: 1, errorRate: 5.6, purchases: 4, purchaseFailures: 1, purchaseFailureRate: 25 };
    expect(health).toEqual([{ target: 'bills', version: stable, hour: expected, day: expected }]);
  });

  it('refuses personal data or anything else than the counted fields (400), and more than the limit per client (429)', async () => {
    expect((await report([{ target: 'bills', version: stable, kind: 'load', email: 'someone@example.com' }], '198.51.100.8')).statusCode).toBe(400);
    expect((await report([{ target: 'bills', version: 'x y', kind: 'load' }], '198.51.100.8')).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await report([{ target: 'bills', version: stable, kind: 'load' }], '198.51.100.9')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await report([{ target: 'bills', version: stable, kind: 'load' }], '198.51.100.10')).statusCode).toBe(202);
  });
});

describe('the canary watch', () => {
  const releases = () => createReleaseStore({ db: testDb.db });
  const watch = () => watchCanaries(testDb.db, releases(), { minLoads: 50, marginPoints: 5 }, new Date(), 'http://localhost:8080');
  const canaryRow = async () => (await testDb.db.query("SELECT version FROM release_canaries WHERE target = 'bills'")).rows[0] ?? null;
  // Simulated traffic: each browser reports once (the limit is per client).
  let browsers = 0;
  const simulate = async (version: string, loads: number, errors: number) => {
    for (let sent = 0; sent < loads; sent += 1000) {
      const events: object[] = [{ target: 'bills', version, kind: 'load', count: Math.min(1000, loads - sent) }];
      if (sent === 0 && errors > 0) events.push({ target: 'bills', version, kind: 'render-error', count: errors });
      browsers += 1;
      expect((await report(events, `203.0.113.${browsers}`)).statusCode).toBe(202);
    }
  };

  it('leaves a canary alone under the minimum of loads, then aborts one that throws on render as the system: audited, in the history, the release role e-mailed', async () => {
    const { email } = await manager();
    await releases().canary({ by: 'test', staffId: null, address: null }, 'bills', canary, 10);
    await simulate(stable, 400, 0);
    await simulate(canary, 30, 30);
    expect(await watch()).toEqual([]);
    expect(await canaryRow()).not.toBeNull();

    await simulate(canary, 30, 30);
    expect(await watch()).toEqual([{ target: 'bills', version: canary, did: 'abort' }]);
    expect(await canaryRow()).toBeNull();
    expect((await testDb.db.query("SELECT version FROM release_live WHERE target = 'bills'")).rows[0]).toEqual({ version: stable });
    const audit = (await testDb.db.query<{ action: string; staff_id: number | null; after: { by: string } }>("SELECT action, staff_id, after FROM audit_log WHERE target = 'release:bills' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(audit).toEqual(expect.objectContaining({ action: 'release.canary-abort', staff_id: null, after: expect.objectContaining({ by: 'system (canary watch)' }) }));
    const mails = await testDb.db.query<{ subject: string }>("SELECT payload->>'subject' AS subject FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1", [email]);
    expect(mails.rows).toEqual([{ subject: `Canary of bills ${canary} rolled back automatically` }]);
  });

  it('a healthy canary stays, and a completed one is never touched', async () => {
    await releases().canary({ by: 'test', staffId: null, address: null }, 'bills', canary, 20);
    await simulate(canary, 100, 1);
    expect(await watch()).toEqual([]);
    await releases().completeCanary({ by: 'test', staffId: null, address: null }, 'bills');
    await simulate(canary, 100, 100);
    expect(await watch()).toEqual([]);
    expect((await testDb.db.query("SELECT version FROM release_live WHERE target = 'bills'")).rows[0]).toEqual({ version: canary });
  });
});
