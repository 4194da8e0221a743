import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

/** The canary watch (ADR 0022) as a durable job that books its next run, like the ledger check. */
export const CANARY_WATCH_JOB = 'releases.canary-watch';

/** Starts the chain once per database (the API does at start-up); a second call changes nothing. */
export async function scheduleCanaryWatch(db: Queryable, now: Date): Promise<void> {
  await enqueueJob(db, { kind: CANARY_WATCH_JOB, payload: {}, runAt: now, dedupeKey: 'canary-watch' });
}
