import type { FastifyInstance } from 'fastify';
import { createStaff, runAdminCommand } from '../src/cli/admin-commands';
import { runDueJobs } from '../src/app';
import { watchCanaries } from '../src/modules/releases/health';
import { healthTicketKey, signHealthTicket } from '../src/modules/releases/health-ticket';
import { scheduleCanaryWatch } from '../src/modules/releases/canary-watch-job';
import { createReleaseStore } from '../src/modules/releases/store';
import { currentTotp } from '../src/modules/staff/sign-in';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, createTestUser, manualClock, signedInCustomer, testApp, testConfig, useTestApp } from './support';

/*
 * Per-version health and the canary watch (ADR 0022): browsers report loads, load
 * failures, render errors and purchase outcomes (rate-limited per client); the Releases screen
 * reads them per version over an hour and a day; a canary worse than stable by the margin, over
 * the minimum of loads, is aborted by the system, audited, and the release managers are e-mailed.
 * ADR 0022 amendment 3: a report counts only under the single-use ticket the web server
 * signed into the registry answer that served the version, tied to the customer for a canary.
 */
let ci: string;
let stable: string;
let canary: string;
const key = healthTicketKey({ RELEASE_PREVIEW_SECRET: testConfig().releasePreviewSecret, PROXY_SECRET: testConfig().proxySecret });
const shell = '0.1.0-shell';

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object, ip = '198.51.100.7', headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1/${url}`, remoteAddress: ip, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
/** The ticket of one registry answer, as the web server signs it (deploy/src/registry-answer.ts). */
const ticketFor = (bills: string, customerId: string | null = null) => signHealthTicket(key, { shell, bills }, customerId, new Date());
const report = (events: object[], ip?: string, ticket: string | undefined = ticketFor(stable), session?: string) =>
  call(null, 'POST', 'release-health/', { shell, ...(ticket ? { ticket } : {}), events }, ip, session ? { cookie: `accessToken=${session}` } : {});

async function manager(): Promise<{ token: string; email: string }> {
  const user = await createTestUser(testDb.db);
  await createStaff(testDb.db, user.email, 'release');
  const start = (await call(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
  const finish = await call(null, 'POST', 'admin/auth/totp/', { challenge: start.challenge, code: currentTotp(user.email.toLowerCase(), start.setup.secret, new Date()) });
  return { token: finish.json().data.access, email: user.email };
}
const healthOf = async (version: string) => {
  const { token } = await manager();
  const rows = (await call(token, 'GET', 'admin/releases/health/')).json().data as Array<{ version: string; hour: { loads: number; loadFailures: number; renderErrors: number; purchases: number } }>;
  return rows.find((row) => row.version === version)?.hour ?? { loads: 0, loadFailures: 0, renderErrors: 0, purchases: 0 };
};
const releases = () => createReleaseStore({ db: testDb.db });
const canaryRow = async () => (await testDb.db.query("SELECT version FROM release_canaries WHERE target = 'bills'")).rows[0] ?? null;
let addresses = 0;
const nextAddress = () => `203.0.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

const { app, testDb } = useTestApp({ config: testConfig({ releaseHealth: { perClient: { max: 5, windowMs: 60_000 }, canaryMinLoads: 50, canaryMarginPoints: 5, canaryWatchEveryMs: 60_000 } }) });
beforeAll(async () => {
  ci = (await runAdminCommand(testDb.db, ['create-release-token', 'ci', 'shell,bills', 'publish,promote'])).split('\n').at(-1)!;
  const publish = async (target: string, build = fakeBuild(target)) => (await call(ci, 'POST', `releases/${target}/publish/`, { files: uploadOf(build) })).json().data.version as string;
  await publish('shell');
  stable = await publish('bills');
  canary = await publish('bills', fakeBuild('bills', { body: 'throws on render' }));
});

/** One browser: a registry answer's ticket, its reports from an address of its own. */
async function browser(version: string, events: Array<{ kind: string; outcome?: string; count?: number }>, options: { customerId?: string; session?: string; ip?: string } = {}) {
  return report(events.map((event) => ({ target: 'bills', version, ...event })), options.ip ?? nextAddress(), ticketFor(version, options.customerId ?? null), options.session);
}

describe('health reports', () => {
  it('are counted under their ticket and shown per version: loads, load-failure rate, error rate, purchase failure rate over the hour and the day', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 18; i += 1) statuses.push((await browser(stable, [{ kind: 'load' }, ...(i === 0 ? [{ kind: 'render-error' }] : [])])).statusCode);
    for (let i = 0; i < 2; i += 1) statuses.push((await browser(stable, [{ kind: 'load-failure', outcome: 'integrity' }])).statusCode);
    statuses.push((await browser(stable, [{ kind: 'purchase', outcome: 'succeeded', count: 3 }, { kind: 'purchase', outcome: 'unsent' }])).statusCode);
    expect(new Set(statuses)).toEqual(new Set([202]));
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

  it('count nothing without a valid ticket (403): none, forged, expired; a bulk count counts once; a version the ticket did not serve is not counted (409)', async () => {
    const before = await healthOf(stable);
    const load = [{ target: 'bills', version: stable, kind: 'load', count: 1000 }];
    expect((await report(load, nextAddress(), '')).statusCode).toBe(403);
    const [payload] = ticketFor(stable).split('.');
    expect((await report(load, nextAddress(), `${payload}.forged`)).statusCode).toBe(403);
    const expired = signHealthTicket(key, { shell, bills: stable }, null, new Date(Date.now() - 25 * 60 * 60_000));
    expect((await report(load, nextAddress(), expired)).statusCode).toBe(403);
    expect((await healthOf(stable)).loads).toBe(before.loads);

    expect((await report(load, nextAddress())).statusCode).toBe(202);
    expect((await healthOf(stable)).loads).toBe(before.loads + 1);
    expect((await report([{ target: 'bills', version: canary, kind: 'render-error' }], nextAddress(), ticketFor(stable))).statusCode).toBe(409);
    expect((await healthOf(canary)).renderErrors).toBe(0);
  });

  it('refuse a ticket used again (409): one load and one failure per ticket, whatever the batch says', async () => {
    const before = await healthOf(stable);
    const ticket = ticketFor(stable);
    const once = (events: object[]) => report(events.map((event) => ({ target: 'bills', version: stable, ...event })), nextAddress(), ticket);
    expect((await once([{ kind: 'load' }, { kind: 'load' }])).json()).toEqual({ message: 'Recorded 1 of 2' });
    expect((await once([{ kind: 'load' }])).statusCode).toBe(409);
    expect((await once([{ kind: 'render-error' }])).statusCode).toBe(202);
    expect((await once([{ kind: 'render-error' }])).statusCode).toBe(409);
    expect((await once([{ kind: 'load-failure', outcome: 'network' }])).statusCode).toBe(409);
    const after = await healthOf(stable);
    expect([after.loads - before.loads, after.renderErrors - before.renderErrors, after.loadFailures - before.loadFailures]).toEqual([1, 1, 0]);
  });

  it('count a ticket once when two reports of it arrive together', async () => {
    const before = await healthOf(stable);
    const ticket = ticketFor(stable);
    const answers = await Promise.all(Array.from({ length: 6 }, () => report([{ target: 'bills', version: stable, kind: 'load' }], nextAddress(), ticket)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    expect((await healthOf(stable)).loads).toBe(before.loads + 1);
  });

  it("count a canary's ticket only with the session of the customer it was served to (403 otherwise)", async () => {
    const customer = await signedInCustomer(app, testDb.db);
    const other = await signedInCustomer(app, testDb.db);
    const before = await healthOf(canary);
    const ticket = ticketFor(canary, String(customer.id));
    const events = [{ target: 'bills', version: canary, kind: 'load' }];
    expect((await report(events, nextAddress(), ticket)).statusCode).toBe(403);
    expect((await report(events, nextAddress(), ticket, other.token)).statusCode).toBe(403);
    expect((await report(events, nextAddress(), ticket, 'not-a-session')).statusCode).toBe(403);
    expect((await healthOf(canary)).loads).toBe(before.loads);
    expect((await report(events, nextAddress(), ticket, customer.token)).statusCode).toBe(202);
    expect((await healthOf(canary)).loads).toBe(before.loads + 1);
  });
});

describe('the canary watch', () => {
  // An app of its own: simulated browsers are many, and the clock moves the watch job along.
  let watchApp: FastifyInstance;
  // Starts at the wall clock: the reports above (real-clock app, same database) share its hour window.
  const clock = manualClock(new Date());
  let customer: { id: number; token: string };
  const publishBills = async (body: string) => (await call(ci, 'POST', 'releases/bills/publish/', { files: uploadOf(fakeBuild('bills', { body })) })).json().data.version as string;
  const post = (payload: object, session?: string) =>
    watchApp.inject({ method: 'POST', url: '/api/v1/release-health/', remoteAddress: nextAddress(), headers: session ? { cookie: `accessToken=${session}` } : {}, payload });
  /** Browsers served `version` (tied to the customer's session for a canary), each with its load and maybe a render error. */
  const browsers = async (version: string, count: number, errors: number, customerId?: string) => {
    for (let i = 0; i < count; i += 1) {
      const events = [{ target: 'bills', version, kind: 'load' }, ...(i < errors ? [{ target: 'bills', version, kind: 'render-error' }] : [])];
      await post({ shell, ticket: signHealthTicket(key, { shell, bills: version }, customerId ?? null, clock.now()), events }, customerId ? customer.token : undefined);
    }
  };
  /** One run of the durable job (releases.canary-watch), a minute later on the injected clock. */
  const runWatch = () => runDueJobs(watchApp, { now: clock.advance(60_000) });

  beforeAll(async () => {
    watchApp = await testApp(testDb.db, { clock: clock.now, config: testConfig({ releaseHealth: { perClient: { max: 1000, windowMs: 60_000 }, canaryMinLoads: 50, canaryMarginPoints: 5, canaryWatchEveryMs: 60_000 } }) });
    customer = await signedInCustomer(watchApp, testDb.db);
    await scheduleCanaryWatch(testDb.db, clock.now());
  });
  afterAll(async () => {
    await watchApp.close();
  });

  it('a forged flood (two anonymous reports of 50 events x count 1000) does not abort a healthy canary', async () => {
    const healthy = await publishBills('healthy canary');
    await releases().canary({ by: 'test', staffId: null, address: null }, 'bills', healthy, 10);
    await browsers(stable, 100, 0);
    await browsers(healthy, 60, 0, String(customer.id));
    const flood = [...Array.from({ length: 25 }, () => ({ target: 'bills', version: healthy, kind: 'load', count: 1000 })), ...Array.from({ length: 25 }, () => ({ target: 'bills', version: healthy, kind: 'render-error', count: 1000 }))];
    const answers = [await post({ shell, events: flood }), await post({ shell, events: flood })];
    await runWatch();
    expect(await canaryRow()).toEqual({ version: healthy });
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403]);
    expect(await healthOf(healthy)).toEqual(expect.objectContaining({ loads: 60, renderErrors: 0 }));
    await releases().abortCanary({ by: 'test', staffId: null, address: null }, 'bills');
  });

  it('a canary that throws on render is aborted at the first watch after the minimum of loads, as before: as the system, audited, in the history, the release role e-mailed', async () => {
    const { email } = await manager();
    const bad = await publishBills('throws on render, again');
    await releases().canary({ by: 'test', staffId: null, address: null }, 'bills', bad, 10);
    await browsers(stable, 100, 0);
    await browsers(bad, 49, 49, String(customer.id));
    await runWatch();
    expect(await canaryRow()).toEqual({ version: bad });

    await browsers(bad, 1, 1, String(customer.id));
    await runWatch();
    expect(await canaryRow()).toBeNull();
    expect((await testDb.db.query("SELECT version FROM release_live WHERE target = 'bills'")).rows[0]).toEqual({ version: stable });
    const audit = (await testDb.db.query<{ action: string; staff_id: number | null; after: { by: string } }>("SELECT action, staff_id, after FROM audit_log WHERE target = 'release:bills' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(audit).toEqual(expect.objectContaining({ action: 'release.canary-abort', staff_id: null, after: expect.objectContaining({ by: 'system (canary watch)' }) }));
    const mails = await testDb.db.query<{ subject: string }>("SELECT payload->>'subject' AS subject FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1", [email]);
    expect(mails.rows).toEqual([{ subject: `Canary of bills ${bad} rolled back automatically` }]);
  });

  it('a healthy canary stays, and a completed one is never touched', async () => {
    await releases().canary({ by: 'test', staffId: null, address: null }, 'bills', canary, 20);
    await browsers(canary, 100, 1, String(customer.id));
    expect(await watchCanaries(testDb.db, releases(), { minLoads: 50, marginPoints: 5 }, clock.now(), 'http://localhost:8080')).toEqual([]);
    await releases().completeCanary({ by: 'test', staffId: null, address: null }, 'bills');
    await browsers(canary, 100, 100, String(customer.id));
    expect(await watchCanaries(testDb.db, releases(), { minLoads: 50, marginPoints: 5 }, clock.now(), 'http://localhost:8080')).toEqual([]);
    expect((await testDb.db.query("SELECT version FROM release_live WHERE target = 'bills'")).rows[0]).toEqual({ version: canary });
  });
});
