import { useTestDb } from '../../test/support';
import { enqueueJob } from './queue';
import { backoffDelay, createJobRunner, type JobHandler } from './runner';

const { testDb } = useTestDb();
beforeEach(async () => {
  await testDb.db.query(`DELETE FROM jobs WHERE kind LIKE 'test.%'`);
});

const t0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function runner(handlers: Record<string, JobHandler>, workerId = 'w1') {
  return createJobRunner({ db: testDb.db, handlers, workerId, visibilityMs: 60_000, backoff: { baseMs: 1_000, maxMs: 8_000 } });
}

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n, { baseMs: 1_000, maxMs: 8_000 }))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });
});

describe('job runner', () => {
  it('runs a job only once it is due, then never again', async () => {
    const seen: unknown[] = [];
    const r = runner({ 'test.echo': async (payload) => void seen.push(payload.n) });
    await enqueueJob(testDb.db, { kind: 'test.echo', payload: { n: 1 }, runAt: at(5_000) }, at(0));
    expect(await r.runDue({ now: at(4_999) })).toBe(0);
    expect(await r.runDue({ now: at(5_000) })).toBe(1);
    expect(await r.runDue({ now: at(99_000) })).toBe(0);
    expect(seen).toEqual([1]);
  });

  it('retries a failing job with exponential backoff and records the error', async () => {
    let calls = 0;
    const r = runner({
      'test.flaky': async () => {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    await enqueueJob(testDb.db, { kind: 'test.flaky', payload: {}, runAt: at(0) }, at(0));
    expect(await r.runDue({ now: at(0) })).toBe(1);
    const first = await testDb.db.query<{ run_at: Date; last_error: string; attempts: number }>(
      `SELECT run_at, last_error, attempts FROM jobs WHERE kind = 'test.flaky'`,
    );
    expect(new Date(first.rows[0]!.run_at).getTime()).toBe(at(1_000).getTime());
    expect(first.rows[0]).toMatchObject({ last_error: 'boom 1', attempts: 1 });
    expect(await r.runDue({ now: at(999) })).toBe(0);
    expect(await r.runDue({ now: at(1_000) })).toBe(1);
    expect(await r.runDue({ now: at(2_999) })).toBe(0);
    expect(await r.runDue({ now: at(3_000) })).toBe(1);
    expect(calls).toBe(3);
    const done = await testDb.db.query<{ done_at: Date | null }>(`SELECT done_at FROM jobs WHERE kind = 'test.flaky'`);
    expect(done.rows[0]!.done_at).not.toBeNull();
  });

  it("retakes a crashed worker's job after the visibility timeout (a restart resumes it)", async () => {
    await enqueueJob(testDb.db, { kind: 'test.resume', payload: {}, runAt: at(0) }, at(0));
    // Worker w1 claims the job and dies: simulate by claiming with a handler that never settles the row.
    await testDb.db.query(
      `UPDATE jobs SET locked_by = 'dead-worker', locked_until = $1, attempts = 1 WHERE kind = 'test.resume'`,
      [at(60_000)],
    );
    let ran = 0;
    const r = runner({ 'test.resume': async () => void (ran += 1) }, 'w2');
    expect(await r.runDue({ now: at(30_000) })).toBe(0);
    expect(await r.runDue({ now: at(60_000) })).toBe(1);
    expect(ran).toBe(1);
  });

  it('claims one job at a time: while one runs, the next is free for another worker', async () => {
    const ranBy: string[] = [];
    const w2 = runner({ 'test.slow': async (payload) => void ranBy.push(`${payload.n} by w2`) }, 'w2');
    const w1 = runner(
      {
        'test.slow': async (payload) => {
          ranBy.push(`${payload.n} by w1`);
          // Job 1 is still running here (think: a provider timeout); job 2 must not be held by w1.
          if (payload.n === 1) await w2.runDue({ now: at(0) });
        },
      },
      'w1',
    );
    await enqueueJob(testDb.db, { kind: 'test.slow', payload: { n: 1 }, runAt: at(0) }, at(0));
    await enqueueJob(testDb.db, { kind: 'test.slow', payload: { n: 2 }, runAt: at(0) }, at(0));
    await w1.runDue({ now: at(0) });
    expect(ranBy).toEqual(['1 by w1', '2 by w2']);
  });

  it('dedupe keys enqueue a job once', async () => {
    for (let i = 0; i < 3; i += 1) {
      await enqueueJob(testDb.db, { kind: 'test.dedupe', payload: { i }, runAt: at(0), dedupeKey: 'test:dedupe:1' }, at(0));
    }
    expect((await testDb.db.query(`SELECT 1 FROM jobs WHERE kind = 'test.dedupe'`)).rows).toHaveLength(1);
  });

  it('a handler may ask to run again later', async () => {
    let calls = 0;
    const r = runner({ 'test.later': async (_p, ctx) => (++calls < 2 ? { retryAt: new Date(ctx.now.getTime() + 500) } : undefined) });
    await enqueueJob(testDb.db, { kind: 'test.later', payload: {}, runAt: at(0) }, at(0));
    await r.runDue({ now: at(0) });
    expect(await r.runDue({ now: at(499) })).toBe(0);
    expect(await r.runDue({ now: at(500) })).toBe(1);
    expect(calls).toBe(2);
  });
});
