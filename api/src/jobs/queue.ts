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

/** Enqueues inside the caller's transaction, so the job exists exactly when its cause does. */
export async function enqueueJob(tx: Queryable, job: NewJob): Promise<void> {
  // One statement: the insert, and a NOTIFY that listening workers receive when the transaction
  // commits (not before: the job is not visible until then), only when a row was inserted and is
  // due now. A job due later (a purchase's requery safety net) is found by polling: notifying it
  // woke workers for nothing and serialised every purchase's commit on the notify queue's lock.
  const params: unknown[] = [];
  await tx.query(
    `WITH inserted AS (${insertJobSql(job, (value) => `$${params.push(value)}`)})
     SELECT pg_notify('${JOBS_CHANNEL}', kind) FROM inserted WHERE run_at <= clock_timestamp() + interval '1 second'`,
    params,
  );
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
