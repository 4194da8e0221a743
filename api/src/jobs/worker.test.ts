import { describeOnPostgres, useTestDb } from '../../test/support';
import { PostgresDb } from '../db/postgres';
import { enqueueJob } from './queue';
import { createJobRunner, type JobHandler, type QueueSpec } from './runner';
import { listenForNotifications } from '../db/notifications';
import { JOBS_CHANNEL } from './queue';
import { startJobWorker } from './worker';

const { testDb } = useTestDb();
beforeEach(async () => {
  await testDb.db.query(`DELETE FROM jobs WHERE kind LIKE 'test.%'`);
});

const quiet = { error: () => undefined, warn: () => undefined };

function runner(handlers: Record<string, JobHandler>, options: { queues?: QueueSpec[]; visibilityMs?: number; workerId?: string } = {}) {
  return createJobRunner({
    db: testDb.db,
    handlers,
    workerId: options.workerId ?? 'w1',
    visibilityMs: options.visibilityMs ?? 60_000,
    backoff: { baseMs: 1_000, maxMs: 8_000 },
    queues: options.queues,
    log: quiet,
  });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const isDone = async (kind: string) =>
  (await testDb.db.query(`SELECT 1 FROM jobs WHERE kind = $1 AND done_at IS NOT NULL`, [kind])).rows.length > 0;

/** A handler that blocks until released, counting how many run at once. */
function gate() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { running: 0, maxRunning: 0, started: 0 };
  const handler: JobHandler = async () => {
    state.running += 1;
    state.started += 1;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    await released;
    state.running -= 1;
  };
  return { handler, state, release };
}

describe('job worker queues', () => {
  it('a frozen provider does not hold up an e-mail: the mail queue runs while every provider lane is stuck', async () => {
    const provider = gate();
    let mailedWhileFrozen = false;
    const r = runner(
      {
        'test.requery': provider.handler,
        'test.mail': async () => {
          mailedWhileFrozen = provider.state.running === 2;
        },
      },
      { queues: [{ name: 'provider', kinds: ['test.requery'], concurrency: 2 }, { name: 'mail', kinds: ['test.mail'], concurrency: 1 }] },
    );
    const now = new Date();
    for (let n = 0; n < 6; n += 1) await enqueueJob(testDb.db, { kind: 'test.requery', payload: { n }, runAt: now }, now);
    const worker = startJobWorker(r, { pollMs: 20, log: quiet });
    try {
      await until(() => provider.state.running === 2);
      await enqueueJob(testDb.db, { kind: 'test.mail', payload: {}, runAt: new Date() }, new Date());
      await until(() => isDone('test.mail'), 15_000);
      expect(mailedWhileFrozen).toBe(true);
      expect(provider.state.started).toBe(2);
    } finally {
      provider.release();
      await worker.stop();
    }
  });

  it('runs at most `concurrency` jobs of a queue at once, and all of them', async () => {
    let running = 0;
    let maxRunning = 0;
    let ran = 0;
    const r = runner(
      {
        'test.slow': async () => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          await new Promise((resolve) => setTimeout(resolve, 30));
          running -= 1;
          ran += 1;
        },
      },
      { queues: [{ name: 'slow', kinds: ['test.slow'], concurrency: 3 }] },
    );
    for (let n = 0; n < 12; n += 1) await enqueueJob(testDb.db, { kind: 'test.slow', payload: { n }, runAt: new Date() }, new Date());
    const worker = startJobWorker(r, { pollMs: 10, log: quiet });
    try {
      await until(() => ran === 12);
      expect(maxRunning).toBe(3);
    } finally {
      await worker.stop();
    }
  });

  it('a paced queue waits paceMs after each job before the next (scheduled runs leave room for live requests)', async () => {
    const starts: number[] = [];
    const r = runner({ 'test.paced': async () => void starts.push(Date.now()) }, { queues: [{ name: 'paced', kinds: ['test.paced'], concurrency: 1, paceMs: 150 }] });
    for (let n = 0; n < 4; n += 1) await enqueueJob(testDb.db, { kind: 'test.paced', payload: { n }, runAt: new Date() }, new Date());
    const worker = startJobWorker(r, { pollMs: 10, log: quiet });
    try {
      await until(() => starts.length === 4);
      const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(145);
    } finally {
      await worker.stop();
    }
  });

  it('kinds no queue names run in the default queue', async () => {
    let ran = false;
    const r = runner({ 'test.other': async () => void (ran = true) }, { queues: [{ name: 'mail', kinds: ['test.mail'], concurrency: 1 }] });
    await enqueueJob(testDb.db, { kind: 'test.other', payload: {}, runAt: new Date() }, new Date());
    expect(await r.runOne('mail')).toBe(false);
    expect(await r.runOne('default')).toBe(true);
    expect(ran).toBe(true);
  });
});

describe('job leases', () => {
  it("a dead worker's job is retaken once its lease lapses (30 s by default)", async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    await enqueueJob(testDb.db, { kind: 'test.lease', payload: {}, runAt: now }, now);
    // The worker that claimed it died at once: its lease is never renewed.
    await testDb.db.query(`UPDATE jobs SET locked_by = 'dead', locked_until = $1, attempts = 1 WHERE kind = 'test.lease'`, [
      new Date(now.getTime() + 30_000),
    ]);
    let ran = 0;
    const r = runner({ 'test.lease': async () => void (ran += 1) }, { visibilityMs: 30_000 });
    expect(await r.runDue({ now: new Date(now.getTime() + 29_999) })).toBe(0);
    expect(await r.runDue({ now: new Date(now.getTime() + 30_000) })).toBe(1);
    expect(ran).toBe(1);
  });

  it('a live worker renews its lease: a job running longer than the lease is never taken by another', async () => {
    const lease = 150;
    let overlap = false;
    let running = false;
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const handler: JobHandler = async () => {
      if (running) overlap = true;
      running = true;
      started();
      await new Promise((resolve) => setTimeout(resolve, lease * 5));
      running = false;
    };
    const first = runner({ 'test.long': handler }, { visibilityMs: lease, workerId: 'first' });
    const second = runner({ 'test.long': handler }, { visibilityMs: lease, workerId: 'second' });
    await enqueueJob(testDb.db, { kind: 'test.long', payload: {}, runAt: new Date() }, new Date());
    const firstRun = first.runDue();
    // On a busy machine the second worker could otherwise claim the job before the first does.
    await firstStarted;
    let stolen = 0;
    const deadline = Date.now() + lease * 5;
    while (Date.now() < deadline) {
      stolen += await second.runDue();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await firstRun).toBe(1);
    expect(stolen).toBe(0);
    expect(overlap).toBe(false);
  });
});

describeOnPostgres('LISTEN/NOTIFY wake-up', () => {
  it('a new job starts at once although the next poll is a minute away', async () => {
    const db = testDb.db as PostgresDb;
    let ran = false;
    const r = runner({ 'test.notify': async () => void (ran = true) });
    const worker = startJobWorker(r, { pollMs: 60_000, log: quiet });
    let listening = false;
    const listener = listenForNotifications({ connect: (onError) => db.connectDedicated(onError), log: quiet });
    listener.on(JOBS_CHANNEL, (kind) => worker.wake(kind));
    listener.onListening(() => (listening = true));
    try {
      await until(() => listening);
      await db.transaction((tx) => enqueueJob(tx, { kind: 'test.notify', payload: {}, runAt: new Date() }, new Date()));
      await until(() => ran, 15_000);
    } finally {
      await listener.close();
      await worker.stop();
    }
  });
});

describe('waking a worker', () => {
  /** A runner that only counts claims per queue (no database): what a wake-up costs. */
  function countingRunner() {
    const claims: Record<string, number> = { provider: 0, mail: 0, default: 0 };
    const r: Parameters<typeof startJobWorker>[0] = {
      workerId: 'counting',
      queues: [
        { name: 'provider', kinds: ['test.requery'], concurrency: 8 },
        { name: 'mail', kinds: ['test.mail'], concurrency: 4 },
        { name: 'default', kinds: [], concurrency: 2 },
      ],
      runDue: async () => 0,
      runOne: async (queue) => {
        claims[queue] = (claims[queue] ?? 0) + 1;
        return false;
      },
    };
    return { r, claims };
  }

  it('a NOTIFY for one job wakes one lane of its queue, not every lane of every queue', async () => {
    const { r, claims } = countingRunner();
    const worker = startJobWorker(r, { pollMs: 60_000, log: quiet });
    try {
      await new Promise((resolve) => setImmediate(resolve));
      worker.wake('test.mail');
      worker.wake('test.other');
      await until(() => claims.mail === 1 && claims.default === 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(claims).toEqual({ provider: 0, mail: 1, default: 1 });
    } finally {
      await worker.stop();
    }
  });

  it('a wake-up without a kind (after a reconnect) wakes every lane', async () => {
    const { r, claims } = countingRunner();
    const worker = startJobWorker(r, { pollMs: 60_000, log: quiet });
    try {
      await new Promise((resolve) => setImmediate(resolve));
      worker.wake();
      await until(() => claims.provider === 8 && claims.mail === 4 && claims.default === 2);
    } finally {
      await worker.stop();
    }
  });
});

describeOnPostgres('NOTIFY on enqueue', () => {
  /**
   * Enqueues a job due later and one due now, both by the clock `now`, and answers what a listener
   * heard once the second arrived.
   */
  async function heardOf(now: Date): Promise<string[]> {
    const db = testDb.db as PostgresDb;
    const heard: string[] = [];
    let listening = false;
    const listener = listenForNotifications({ connect: (onError) => db.connectDedicated(onError), log: quiet });
    listener.on(JOBS_CHANNEL, (kind) => heard.push(kind));
    listener.onListening(() => (listening = true));
    try {
      await until(() => listening);
      await db.transaction((tx) => enqueueJob(tx, { kind: 'test.later', payload: {}, runAt: new Date(now.getTime() + 30_000) }, now));
      await db.transaction((tx) => enqueueJob(tx, { kind: 'test.now', payload: {}, runAt: now }, now));
      await until(() => heard.includes('test.now'));
      return heard;
    } finally {
      await listener.close();
    }
  }

  it('is sent for a job due now and not for one due later (a purchase requery safety net)', async () => {
    expect(await heardOf(new Date())).toEqual(['test.now']);
  });

  it("judges 'due now' by the enqueuer's clock, the one workers claim by, not the database's", async () => {
    // A host whose clock runs ten minutes ahead of the database's.
    expect(await heardOf(new Date(Date.now() + 10 * 60_000))).toEqual(['test.now']);
  });
});
