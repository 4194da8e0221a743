import type { RetentionDays } from '../../config';
import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { SEND_EMAIL_JOB } from '../../providers/mail/outbox';
import { REQUERY_JOB } from '../purchases/engine';

/*
 * Retention (ADR 0041): what grows with use but is only needed for a while is pruned
 * daily; the audit log, transactions and the ledger are kept for ever.
 */
export const RETENTION_JOB = 'retention.prune';
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement: a prune never holds a long transaction or a large lock. */
const BATCH = 5000;
const DAY_MS = 86_400_000;

/** Starts the daily chain once per database (the API does at start-up); a second call changes nothing. */
export async function scheduleRetention(db: Queryable, now: Date): Promise<void> {
  await enqueueJob(db, { kind: RETENTION_JOB, payload: {}, runAt: now, dedupeKey: 'retention-prune' });
}

/** Deletes the rows `where` picks (parameter $1: the cutoff) in batches; returns how many. */
async function pruneBatches(db: Queryable, table: string, where: string, cutoff: Date, before?: (ids: string) => string): Promise<number> {
  let total = 0;
  for (;;) {
    const picked = `SELECT ctid FROM ${table} WHERE ${where} LIMIT ${BATCH}`;
    if (before) await db.query(before(picked), [cutoff]);
    const { rowCount } = await db.query(`DELETE FROM ${table} WHERE ctid IN (${picked})`, [cutoff]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) return total;
  }
}

/** One pruning pass: the count removed per kind. */
export async function pruneRetained(db: Queryable, now: Date, days: RetentionDays) {
  const cutoff = (n: number) => new Date(now.getTime() - n * DAY_MS);
  return {
    health_reports: await pruneBatches(db, 'release_health', 'at < $1', cutoff(days.healthReports)),
    idempotency_keys: await pruneBatches(db, 'idempotency_keys', 'created_at < $1', cutoff(days.idempotencyKeys)),
    ended_sessions: await pruneBatches(db, 'sessions', '(expires_at < $1 OR revoked_at < $1)', cutoff(days.endedSessions)),
    sent_emails: await pruneBatches(
      db,
      'jobs',
      `kind = '${SEND_EMAIL_JOB}' AND done_at < $1`,
      cutoff(days.sentEmails),
      // Their delivery rows first (one per e-mail job).
      () => `DELETE FROM email_deliveries WHERE job_id IN (SELECT id FROM jobs WHERE kind = '${SEND_EMAIL_JOB}' AND done_at < $1 LIMIT ${BATCH})`,
    ),
    // Including those marked done before a settle deleted its own (ADR 0041 amendment).
    done_requeries: await pruneBatches(db, 'jobs', `kind = '${REQUERY_JOB}' AND done_at < $1`, cutoff(days.doneRequeries)),
  };
}
