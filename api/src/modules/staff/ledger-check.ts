/** The ledger check (every invariant of ledger/invariants.ts) as a durable job that books its next run. */
export const LEDGER_CHECK_JOB = 'ledger.check';
export const LEDGER_CHECK_EVERY_MS = 60 * 60 * 1000;
