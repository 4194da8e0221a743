import type { Queryable } from '../db/client';

/** The channel enqueueJob notifies in the enqueuing transaction (delivered on commit). */
export const JOBS_CHANNEL = 'topup_jobs';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** At most one job per dedupe key is ever enqueued. */
  dedupeKey?: string;
}

/** How far ahead of the enqueuer's clock a job still counts as due now, and wakes the workers. */
const DUE_NOW_MS = 1_000;

/**
 * Enqueues inside the caller's transaction, so the job exists exactly when its cause does. `now` is
 * the caller's service clock, the time the job's `runAt` is judged against.
 */
export async function enqueueJob(tx: Queryable, job: NewJob, now: Date): Promise<void> {
  const params: unknown[] = [];
  const insert = insertJobSql(job, (value) => `$${params.push(value)}`);
  // A job due now also sends a NOTIFY that listening workers receive when the transaction commits
  // (not before: the job is not visible until then), only when a row was inserted. A job due later
  // (a purchase's requery safety net) is found by polling: notifying it woke workers for nothing and
  // serialised every purchase's commit on the notify queue's lock. "Due" is judged by the enqueuer's
  // clock, as workers claim by theirs (runner.ts), not by the database's: a host whose clock ran
  // ahead of the database's left due jobs unannounced until the next poll.
  const dueNow = job.runAt.getTime() <= now.getTime() + DUE_NOW_MS;
  await tx.query(dueNow ? `WITH inserted AS (${insert}) SELECT pg_notify('${JOBS_CHANNEL}', kind) FROM inserted` : insert, params);
}

/**
 * The insert of a job (none when its dedupe key exists), returning its kind and run_at, to embed
 * in a larger statement: `when` is an SQL condition the insert depends on. It notifies no worker:
 * for a job due later (a purchase's requery safety net), polling finds it.
 */
export function insertJobSql(job: NewJob, param: (value: unknown) => string, when = 'true'): string {
  return `INSERT INTO jobs (kind, payload, run_at, dedupe_key)
       SELECT ${param(job.kind)}, ${param(JSON.stringify(job.payload))}::jsonb, ${param(job.runAt)}::timestamptz, ${param(job.dedupeKey ?? null)}::text
       WHERE ${when}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING kind, run_at`;
}
