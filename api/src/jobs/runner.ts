import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';

export interface JobContext {
  id: number;
  attempts: number;
  now: Date;
}

/**
 * A handler must be idempotent: a job runs at least once, and again if a worker dies mid-run.
 * Throwing (or returning {retryAt}) reschedules it with backoff.
 */
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void | { retryAt: Date }>;

/**
 * A queue is a set of job kinds with its own concurrency, so that slow work of one kind (a frozen
 * provider) never holds up another (a password-reset e-mail). Kinds not named by any queue run
 * in the default queue.
 */
export interface QueueSpec {
  name: string;
  kinds: string[];
  concurrency: number;
  /** Each lane waits this long after a job before the next: background work that must leave room for live requests. */
  paceMs?: number;
}

export const DEFAULT_QUEUE = 'default';

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /**
   * The lease of a claimed job. It is renewed while the job runs, so only a dead worker's job
   * outlives it: another worker retakes that one within this time.
   */
  visibilityMs: number;
  backoff: { baseMs: number; maxMs: number };
  queues?: QueueSpec[];
  /** Concurrency of the default queue. */
  defaultConcurrency?: number;
  log?: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export function backoffDelay(attempts: number, backoff: { baseMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface JobRunner {
  readonly workerId: string;
  /** The queues with their concurrency, the default queue last. */
  readonly queues: QueueSpec[];
  /** Claims and runs the jobs due at `now`, one at a time, up to `limit`; returns how many ran. */
  runDue(options?: { now?: Date; limit?: number }): Promise<number>;
  /** Claims one due job of the queue and runs it; false when none was due. */
  runOne(queue: string, options?: { now?: Date }): Promise<boolean>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, visibilityMs, backoff, log } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const named = options.queues ?? [];
  const namedKinds = named.flatMap((q) => q.kinds);
  const queues: QueueSpec[] = [
    ...named,
    { name: DEFAULT_QUEUE, kinds: [], concurrency: options.defaultConcurrency ?? 2 },
  ];
  // Renewed at a third of the lease: two renewals may fail (a database blip) before it lapses.
  const renewEveryMs = Math.max(50, Math.floor(visibilityMs / 3));

  /**
   * One job per claim: a batch would start every job's lease at once. `kinds` limits the claim
   * to a queue; the default queue takes every kind no named queue takes.
   */
  async function claimOne(now: Date, queue: QueueSpec | undefined): Promise<ClaimedJob | undefined> {
    const filter =
      queue === undefined ? '' : queue.name === DEFAULT_QUEUE ? 'AND NOT (kind = ANY($4::text[]))' : 'AND kind = ANY($4::text[])';
    const params: unknown[] = [workerId, new Date(now.getTime() + visibilityMs), now];
    if (queue !== undefined) params.push(queue.name === DEFAULT_QUEUE ? namedKinds : queue.kinds);
    const { rows } = await db.query<ClaimedJob>(
      `UPDATE jobs SET locked_by = $1, locked_until = $2, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM jobs
         WHERE done_at IS NULL AND run_at <= $3 AND (locked_until IS NULL OR locked_until <= $3) ${filter}
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, kind, payload, attempts`,
      params,
    );
    return rows[0];
  }

  function renewLease(job: ClaimedJob, now: Date): () => void {
    // Tests run jobs at an injected future time: the lease moves on from there, not from the wall clock.
    const offset = now.getTime() - Date.now();
    const timer = setInterval(() => {
      db.query('UPDATE jobs SET locked_until = $3 WHERE id = $1 AND locked_by = $2 AND done_at IS NULL', [
        job.id,
        workerId,
        new Date(Date.now() + offset + visibilityMs),
      ]).catch((err) => log?.warn({ err, jobId: job.id }, 'could not renew job lease'));
    }, renewEveryMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function finish(job: ClaimedJob, now: Date, result: void | { retryAt: Date }): Promise<void> {
    if (result && 'retryAt' in result) {
      await db.query(
        `UPDATE jobs SET run_at = $3, locked_by = NULL, locked_until = NULL WHERE id = $1 AND locked_by = $2`,
        [job.id, workerId, result.retryAt],
      );
      return;
    }
    await db.query(
      `UPDATE jobs SET done_at = $3, locked_by = NULL, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND locked_by = $2`,
      [job.id, workerId, now],
    );
  }

  async function fail(job: ClaimedJob, now: Date, error: unknown): Promise<void> {
    const retryAt = new Date(now.getTime() + backoffDelay(job.attempts, backoff));
    await db.query(
      `UPDATE jobs SET run_at = $3, locked_by = NULL, locked_until = NULL, last_error = $4
       WHERE id = $1 AND locked_by = $2`,
      [job.id, workerId, retryAt, String((error as Error)?.message ?? error).slice(0, 2000)],
    );
    log?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt, err: error }, 'job failed; will retry');
  }

  async function run(job: ClaimedJob, now: Date): Promise<void> {
    const handler = handlers[job.kind];
    const stopRenewing = renewLease(job, now);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const result = await handler(job.payload, { id: job.id, attempts: job.attempts, now });
      await finish(job, now, result);
    } catch (error) {
      await fail(job, now, error).catch((e) => log?.error({ err: e, jobId: job.id }, 'could not reschedule job'));
    } finally {
      stopRenewing();
    }
  }

  return {
    workerId,
    queues,
    async runDue({ now: at, limit = 20 } = {}) {
      let ran = 0;
      for (; ran < limit; ran += 1) {
        // Each claim is stamped when it is made (tests inject a fixed time instead).
        const now = at ?? new Date();
        const job = await claimOne(now, undefined);
        if (!job) break;
        await run(job, now);
      }
      return ran;
    },
    async runOne(queueName, { now: at } = {}) {
      const queue = queues.find((q) => q.name === queueName);
      if (!queue) throw new Error(`Unknown job queue ${queueName}`);
      const now = at ?? new Date();
      const job = await claimOne(now, queue);
      if (!job) return false;
      await run(job, now);
      return true;
    },
  };
}
