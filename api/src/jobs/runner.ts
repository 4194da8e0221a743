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

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /** How long a claimed job stays invisible to other workers before it is taken again. */
  visibilityMs: number;
  backoff: { baseMs: number; maxMs: number };
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
  /** Claims and runs the jobs due at `now`, one at a time, up to `limit`; returns how many ran. */
  runDue(options?: { now?: Date; limit?: number }): Promise<number>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, visibilityMs, backoff, log } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;

  /**
   * One job per claim: a batch would start every job's visibility clock at once, and the last ones,
   * waiting behind slow provider calls, would be retaken and run twice by another worker.
   */
  async function claimOne(now: Date): Promise<ClaimedJob | undefined> {
    const { rows } = await db.query<ClaimedJob>(
      `UPDATE jobs SET locked_by = $1, locked_until = $2, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM jobs
         WHERE done_at IS NULL AND run_at <= $3 AND (locked_until IS NULL OR locked_until <= $3)
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, kind, payload, attempts`,
      [workerId, new Date(now.getTime() + visibilityMs), now],
    );
    return rows[0];
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

  return {
    workerId,
    async runDue({ now: at, limit = 20 } = {}) {
      let ran = 0;
      for (; ran < limit; ran += 1) {
        // Each claim is stamped when it is made (tests inject a fixed time instead).
        const now = at ?? new Date();
        const job = await claimOne(now);
        if (!job) break;
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
          const result = await handler(job.payload, { id: job.id, attempts: job.attempts, now });
          await finish(job, now, result);
        } catch (error) {
          await fail(job, now, error).catch((e) => log?.error({ err: e, jobId: job.id }, 'could not reschedule job'));
        }
      }
      return ran;
    },
  };
}
