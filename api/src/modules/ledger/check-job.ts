import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

/** The ledger check (every invariant of ledger/invariants.ts) as a durable job that books its next run. */
export const LEDGER_CHECK_JOB = 'ledger.check';
export const LEDGER_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Starts the hourly chain once per database (the API does at start-up); a second call changes nothing. */
export async function scheduleLedgerCheck(db: Queryable, now: Date): Promise<void> {
  await enqueueJob(db, { kind: LEDGER_CHECK_JOB, payload: {}, runAt: now, dedupeKey: 'ledger-check' }, now);
}
