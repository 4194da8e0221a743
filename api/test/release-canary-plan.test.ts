import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { HealthStats } from '@topup/wire';
import { runCli } from '../../deploy/src/cli';
import { createStaff, runAdminCommand } from '../src/cli/admin-commands';
import type { PostgresDb } from '../src/db/postgres';
import { CANARY_WEBHOOK_JOB, postCanaryWebhook } from '../src/modules/releases/canary-watch-job';
import { insertHealth as recordHealth, SYSTEM_ACTOR, watchCanaries } from '../src/modules/releases/health';
import { currentTotp } from '../src/modules/staff/sign-in';
import { createReleaseStore } from '../src/modules/releases/store';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, createTestUser, describeOnPostgres, manualClock, useTestApp } from './support';

/*
 * Progressive delivery (ADR 0034): a canary with a plan of steps, set through the release
 * API and the CLI, widened and completed by the canary watch after enough loads and minutes at a
 * step when no worse than stable, aborted (the release role e-mailed, the webhook posted) when
 * worse; paused and resumed; a person's promote or abort during an automatic step wins or waits.
 * The clock and the health figures are the test's.
 */
let ci: string;
let stable: string;
let next: string;
let other: string;
const WEBHOOK = 'http://127.0.0.1:9/hooks/release-room';

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const publish = async (target: string, build = fakeBuild(target)) => (await call(ci, 'POST', `releases/${target}/publish/`, { files: uploadOf(build) })).json().data.version as string;
const canaryRow = async () =>
  (await testDb.db.query<{ version: string; percent: number; step: number | null; paused: boolean }>("SELECT version, percent, step, paused_at IS NOT NULL AS paused FROM release_canaries WHERE target = 'bills'")).rows[0] ?? null;
const liveOf = async () => (await testDb.db.query<{ version: string }>("SELECT version FROM release_live WHERE target = 'bills'")).rows[0]?.version ?? null;
const historySince = async (id: number) =>
  (await testDb.db.query<{ action: string; version: string; percent: number | null; steps: number[] | null; actor: string }>("SELECT action, version, percent, steps, actor FROM release_history WHERE target = 'bills' AND id > $1 ORDER BY id", [id])).rows;
const lastHistoryId = async () => Number((await testDb.db.query<{ id: string }>('SELECT coalesce(max(id), 0) AS id FROM release_history')).rows[0]!.id);

/** Health figures the watch reads, per version: `loads` attempts, `errors` of them render errors. */
const figures = new Map<string, HealthStats>();
function setHealth(version: string, loads: number, errors = 0) {
  figures.set(version, { loads, loadFailures: 0, loadFailureRate: loads ? 0 : null, renderErrors: errors, errorRate: loads ? Math.round((errors / loads) * 1000) / 10 : null, purchases: 0, purchaseFailures: 0, purchaseFailureRate: null });
}
const health = async (_target: string, version: string) => figures.get(version) ?? { loads: 0, loadFailures: 0, loadFailureRate: null, renderErrors: 0, errorRate: null, purchases: 0, purchaseFailures: 0, purchaseFailureRate: null };

const clock = manualClock(new Date('2026-11-29T10:00:00Z'));
const store = () => createReleaseStore({ db: testDb.db, clock: clock.now });
const watch = () => watchCanaries(testDb.db, store(), { minLoads: 50, marginPoints: 5, webhookUrl: WEBHOOK, health }, clock.now(), 'https://topup.test');
const person = { by: 'staff:lead@topup.test', staffId: null, address: null };
const PLAN = { steps: [10, 50, 100], minLoads: 100, minutes: 10 };

const { app, testDb } = useTestApp();
beforeAll(async () => {
  ci = (await runAdminCommand(testDb.db, ['create-release-token', 'ci', 'shell,bills', 'publish,promote'])).split('\n').at(-1)!;
  await publish('shell');
  stable = await publish('bills');
  next = await publish('bills', fakeBuild('bills', { body: 'next' }));
  other = await publish('bills', fakeBuild('bills', { body: 'other' }));
});
beforeEach(async () => {
  figures.clear();
  await store().promote(person, 'bills', stable);
});

describe('a plan of steps through the release API and the command line', () => {
  it('starts at the first step with its plan in the history; status shows the version, share and current step', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cli = (...args: string[]) => runCli([...args, '--server', server, '--token', ci], {});
    const before = await lastHistoryId();
    expect(await cli('canary', 'bills', next, '--steps', '10,50,100', '--min-loads', '300', '--minutes', '20')).toBe(
      `bills: ${next} is the canary for 10 % of signed-in customers, plan 10 → 50 → 100 (stable ${stable})`,
    );
    expect(await canaryRow()).toEqual({ version: next, percent: 10, step: 0, paused: false });
    expect(await historySince(before)).toEqual([{ action: 'canary', version: next, percent: 10, steps: [10, 50, 100], actor: 'token:ci' }]);
    const status = await cli('status');
    expect(status).toContain(`canary ${next} for 10 % of signed-in customers`);
    expect(status).toMatch(/plan: step 1 of 3 \(10 → 50 → 100\) since \S+, widens after 300 loads and 20 min at a step/);

    expect(await cli('canary', 'bills', 'pause')).toBe(`bills: the plan of the canary ${next} is paused at 10 %`);
    expect(await cli('status')).toContain('; PAUSED');
    await expect(cli('canary', 'bills', 'pause')).rejects.toThrow('bills: the plan is already paused');
    expect(await cli('canary', 'bills', 'resume')).toBe(`bills: the plan of the canary ${next} is running again at 10 %`);
    // The old forms keep working: a share by hand (which ends the plan), abort.
    expect(await cli('canary', 'bills', next, '25')).toContain('is the canary for 25 %');
    expect((await store().registry()).remotes.bills!.canary!.plan).toBeUndefined();
    await expect(cli('canary', 'bills', 'pause')).rejects.toThrow('bills: the canary has no plan of steps');
    expect(await cli('canary', 'bills', 'abort')).toContain('aborted');
  });

  it('refuses a plan that is not one, in words, and changes nothing', async () => {
    await expect(runCli(['canary', 'bills', next, '--steps', '50,10,100'], {})).rejects.toThrow('Each step is larger than the one before');
    await expect(runCli(['canary', 'bills', next, '--steps', '10,50'], {})).rejects.toThrow('The last step is 100');
    const refused = await call(ci, 'POST', 'releases/bills/canary/', { version: next, steps: [10, 50, 90] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('bills: The last step is 100 (the canary completes there)');
    const neither = await call(ci, 'POST', 'releases/bills/canary/', { version: next });
    expect(neither.json().message).toBe('bills: give either a percentage or a plan of steps');
    expect(await canaryRow()).toBeNull();
  });
});

describe('the canary watch takes the steps', () => {
  it('waits for the loads and the minutes, widens 10 → 50 and completes, each step by the system; paused, it stays', async () => {
    const before = await lastHistoryId();
    await store().canary(person, 'bills', next, PLAN);
    setHealth(stable, 2000, 20);
    setHealth(next, 99, 1);
    clock.advance(30 * 60_000);
    expect(await watch()).toEqual([]); // 99 of 100 loads
    setHealth(next, 100, 1);
    expect(await watch()).toEqual([{ target: 'bills', version: next, did: 'widen', percent: 50 }]);
    expect(await canaryRow()).toEqual({ version: next, percent: 50, step: 1, paused: false });
    expect(await watch()).toEqual([]); // the new step's minutes start now

    await store().pauseCanary(person, 'bills');
    clock.advance(60 * 60_000);
    expect(await watch()).toEqual([]);
    clock.advance(60_000);
    await store().resumeCanary(person, 'bills');
    clock.advance(9 * 60_000);
    expect(await watch()).toEqual([]); // 9 of 10 minutes since the resume
    clock.advance(60_000);
    expect(await watch()).toEqual([{ target: 'bills', version: next, did: 'complete' }]);
    expect(await liveOf()).toBe(next);
    expect(await canaryRow()).toBeNull();
    expect((await historySince(before)).map(({ action, percent, actor }) => [action, percent, actor])).toEqual([
      ['canary', 10, person.by],
      ['canary', 50, SYSTEM_ACTOR.by],
      ['canary-pause', 50, person.by],
      ['canary-resume', 50, person.by],
      ['promote', null, SYSTEM_ACTOR.by],
    ]);
    const audit = (await testDb.db.query<{ action: string; staff_id: number | null }>("SELECT action, staff_id FROM audit_log WHERE target = 'release:bills' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(audit).toEqual({ action: 'release.promote', staff_id: null });
    // A completed canary has no row: the watch never touches it again.
    setHealth(next, 1000, 1000);
    expect(await watch()).toEqual([]);
  });

  it('aborts a worse canary at its first step: the release role gets the e-mail, the webhook its post', async () => {
    const manager = await createTestUser(testDb.db);
    await createStaff(testDb.db, manager.email, 'release');
    await store().canary(person, 'bills', next, { ...PLAN, minLoads: 40 });
    setHealth(stable, 2000, 20);
    setHealth(next, 40, 10);
    clock.advance(60_000);
    expect(await watch()).toEqual([{ target: 'bills', version: next, did: 'abort' }]);
    expect(await canaryRow()).toBeNull();
    expect(await liveOf()).toBe(stable);
    const mails = await testDb.db.query<{ subject: string; text: string }>("SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1", [manager.email]);
    expect(mails.rows).toEqual([
      {
        subject: `Canary of bills ${next} rolled back automatically`,
        text: expect.stringContaining('render errors 25 % against 1 % on stable (over 40 loads at 10 %)'),
      },
    ]);
    const hooks = await testDb.db.query<{ payload: { url: string; text: string } }>('SELECT payload FROM jobs WHERE kind = $1', [CANARY_WEBHOOK_JOB]);
    expect(hooks.rows).toEqual([{ payload: { url: WEBHOOK, text: expect.stringContaining(`Canary of bills ${next} rolled back automatically: render errors 25 %`) } }]);
  });

  it('judges a step on its own figures: health is read since the step began, for the canary and for stable', async () => {
    await store().canary(person, 'bills', next, PLAN);
    clock.advance(20 * 60_000);
    await store().pauseCanary(person, 'bills');
    await store().resumeCanary(person, 'bills');
    const resumedAt = clock.now().toISOString();
    clock.advance(10 * 60_000);
    const asked: Array<[string, string]> = [];
    const recorded = async (target: string, version: string, since: Date) => {
      asked.push([version, since.toISOString()]);
      return health(target, version);
    };
    setHealth(stable, 1000);
    setHealth(next, 100);
    expect(await watchCanaries(testDb.db, store(), { minLoads: 50, marginPoints: 5, health: recorded }, clock.now(), 'https://topup.test')).toEqual([{ target: 'bills', version: next, did: 'widen', percent: 50 }]);
    expect(asked).toEqual(expect.arrayContaining([[next, resumedAt], [stable, resumedAt]]));
  });
});

describe('the Releases screen at a glance', () => {
  it('answers every target: live version and since when, canary and plan, both healths over the same window, last change, and what needs a person', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'release');
    const start = (await call(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
    const token = (await call(null, 'POST', 'admin/auth/totp/', { challenge: start.challenge, code: currentTotp(user.email.toLowerCase(), start.setup.secret, new Date()) })).json().data.access as string;
    await store().canary(person, 'bills', next, { steps: [10, 50, 100], minLoads: 20, minutes: 5 });
    await store().pauseCanary(person, 'bills');
    const started = (await store().registry()).remotes.bills!.canary!.since;
    await recordHealth(testDb.db, null, [
      { target: 'bills', version: stable, kind: 'load', count: 100 },
      { target: 'bills', version: next, kind: 'load', count: 60 },
      { target: 'bills', version: next, kind: 'render-error', count: 30 },
    ], new Date(Date.parse(started) + 1000));
    const answer = await call(token, 'GET', 'admin/releases/overview/');
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().data as Array<{ target: string; [key: string]: unknown }>;
    expect(rows.map((row) => row.target)).toEqual(['shell', 'bills']);
    const bills = rows[1]!;
    expect(bills).toEqual(
      expect.objectContaining({
        live: stable,
        liveSince: expect.any(String),
        canary: expect.objectContaining({ version: next, percent: 10, plan: expect.objectContaining({ steps: [10, 50, 100], step: 0, paused: true }) }),
        health: { since: started, live: expect.objectContaining({ loads: 100, errorRate: 0 }), canary: expect.objectContaining({ loads: 60, renderErrors: 30, errorRate: 50 }) },
        lastChange: expect.objectContaining({ action: 'canary-pause', version: next, by: person.by }),
        warnings: [`Canary ${next} is doing worse than stable: render errors 50 % against 0 % on stable`, `The plan of canary ${next} is paused at 10 %`],
      }),
    );
    expect(rows[0]!.warnings).toEqual([]);
    expect((await call(null, 'GET', 'admin/releases/overview/')).statusCode).toBe(401);
  });
});

describe('the webhook', () => {
  it('posts {"text": …} and throws on a refusal, so the job is retried', async () => {
    const received: string[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(body);
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      await postCanaryWebhook({ url, text: 'Canary of bills 1.2.3 rolled back automatically' }, 1);
      expect(received.map((body) => JSON.parse(body))).toEqual([{ text: 'Canary of bills 1.2.3 rolled back automatically' }]);
      status = 500;
      await expect(postCanaryWebhook({ url, text: 'again' }, 2)).rejects.toThrow('canary webhook answered 500');
      await postCanaryWebhook({ url, text: 'given up' }, 7);
      expect(received).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describeOnPostgres('a person and the canary watch at the same moment', () => {
  /** Holds `table`'s row of bills until the calls wait for it, then lets them go in the order they queued. */
  async function inOrder(table: 'release_canaries' | 'release_live', first: () => Promise<unknown>, second: () => Promise<unknown>) {
    const holder = new pg.Client({ connectionString: (testDb.db as PostgresDb).connectionString });
    await holder.connect();
    const waiting = async (count: number) => {
      for (let n = 0; n < count; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        // Inside the holder's transaction the activity view is a snapshot: taken anew each time.
        await holder.query('SELECT pg_stat_clear_snapshot()');
        n = (await holder.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0]!.n;
      }
    };
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM ${table} WHERE target = 'bills' FOR UPDATE`);
      const a = first().then((value) => ({ value }), (error: unknown) => ({ error }));
      await waiting(1);
      const b = second().then((value) => ({ value }), (error: unknown) => ({ error }));
      await waiting(2);
      await holder.query('COMMIT');
      return [await a, await b] as const;
    } finally {
      await holder.end();
    }
  }
  const complete = () => store().stepCanary(SYSTEM_ACTOR, 'bills', { version: next, step: 0 }, { kind: 'complete' });
  const abort = () => call(ci, 'POST', 'releases/bills/canary/abort/');
  const promoteOther = () => call(ci, 'POST', 'releases/bills/promote/', { version: other });
  const startPlan = () => store().canary(person, 'bills', next, { steps: [10, 100], minLoads: 1, minutes: 0 });

  it.each([
    { title: 'an abort that comes first wins: the automatic completion finds no canary and changes nothing', lock: 'release_canaries' as const, first: abort, live: () => stable },
    { title: 'a promote that comes first wins: the canary ends with it and the automatic step changes nothing', lock: 'release_live' as const, first: promoteOther, live: () => other },
  ])('$title', async ({ lock, first, live }) => {
    await startPlan();
    const [answered, stepped] = await inOrder(lock, first, complete);
    expect((answered as { value: { statusCode: number } }).value.statusCode).toBe(200);
    expect(stepped).toEqual({ value: null });
    expect(await liveOf()).toBe(live());
    expect(await canaryRow()).toBeNull();
  });

  it('an automatic completion that comes first wins: the abort after it answers 409 and changes nothing', async () => {
    await startPlan();
    const before = await lastHistoryId();
    const [stepped, aborted] = await inOrder('release_canaries', complete, abort);
    expect(stepped).toEqual({ value: { target: 'bills', from: stable, to: next } });
    expect((aborted as { value: { statusCode: number } }).value.statusCode).toBe(409);
    expect(await liveOf()).toBe(next);
    expect((await historySince(before)).map((row) => row.action)).toEqual(['promote']);
  });

  it('an automatic completion that comes first wins: the promote after it answers 409 (the live version moved)', async () => {
    await startPlan();
    const [stepped, promoted] = await inOrder('release_live', complete, promoteOther);
    expect(stepped).toEqual({ value: { target: 'bills', from: stable, to: next } });
    const answer = (promoted as { value: { statusCode: number; json: () => { message: string } } }).value;
    expect(answer.statusCode).toBe(409);
    expect(await liveOf()).toBe(next);
  });
});
