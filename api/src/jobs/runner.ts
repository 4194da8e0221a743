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
  /** Claims and runs every job due at `now`; returns how many ran. */
  runDue(options?: { now?: Date; limit?: number }): Promise<number>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, visibilityMs, backoff, log } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;

  async function claim(now: Date, limit: number): Promise<ClaimedJob[]> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<ClaimedJob>(
        `SELECT id, kind, payload, attempts FROM jobs
         WHERE done_at IS NULL AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY run_at, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED`,
        [now, limit],
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      await tx.query(
        `UPDATE jobs SET locked_by = $1, locked_until = $2, attempts = attempts + 1
         WHERE id = ANY($3::bigint[])`,
        [workerId, new Date(now.getTime() + visibilityMs), ids],
      );
      return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
    });
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
    async runDue({ now = new Date(), limit = 20 } = {}) {
      const jobs = await claim(now, limit);
      for (const job of jobs) {
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
          const result = await handler(job.payload, { id: job.id, attempts: job.attempts, now });
          await finish(job, now, result);
        } catch (error) {
          await fail(job, now, error).catch((e) => log?.error({ err: e, jobId: job.id }, 'could not reschedule job'));
        }
      }
      return jobs.length;
    },
  };
}
