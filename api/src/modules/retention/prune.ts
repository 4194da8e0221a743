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
  await enqueueJob(db, { kind: RETENTION_JOB, payload: {}, runAt: now, dedupeKey: 'retention-prune' }, now);
}

/** Deletes the rows `where` picks (parameter $1: the cutoff) in batches; returns how many. */
async function pruneBatches(db: Queryable, table: string, where: string, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const picked = `SELECT ctid FROM ${table} WHERE ${where} LIMIT ${BATCH}`;
    const { rowCount } = await db.query(`DELETE FROM ${table} WHERE ctid IN (${picked})`, [cutoff]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) return total;
  }
}

/**
 * Deletes finished jobs of one kind (done before the cutoff) in batches walked by id, so each batch
 * starts where the last one ended instead of scanning again past the rows it just deleted (a first
 * prune may meet millions: requery jobs marked done before ADR 0041's amendment). `before` runs on
 * each batch's ids first.
 */
async function pruneDoneJobs(db: Queryable, kind: string, cutoff: Date, before?: (ids: string) => string): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM jobs WHERE id > $2 AND kind = $3 AND done_at < $1 ORDER BY id LIMIT ${BATCH}`,
      [cutoff, after, kind],
    );
    if (rows.length === 0) return total;
    const ids = `{${rows.map((row) => row.id).join(',')}}`;
    if (before) await db.query(before('SELECT unnest($1::bigint[])'), [ids]);
    const { rowCount } = await db.query('DELETE FROM jobs WHERE id = ANY($1::bigint[])', [ids]);
    total += rowCount ?? 0;
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) return total;
  }
}

/** One pruning pass: the count removed per kind. */
export async function pruneRetained(db: Queryable, now: Date, days: RetentionDays) {
  const cutoff = (n: number) => new Date(now.getTime() - n * DAY_MS);
  return {
    health_reports: await pruneBatches(db, 'release_health', 'at < $1', cutoff(days.healthReports)),
    idempotency_keys: await pruneBatches(db, 'idempotency_keys', 'created_at < $1', cutoff(days.idempotencyKeys)),
    ended_sessions: await pruneBatches(db, 'sessions', '(expires_at < $1 OR revoked_at < $1)', cutoff(days.endedSessions)),
    // Their delivery rows first (one per e-mail job).
    sent_emails: await pruneDoneJobs(db, SEND_EMAIL_JOB, cutoff(days.sentEmails), (ids) => `DELETE FROM email_deliveries WHERE job_id IN (${ids})`),
    // Mostly those marked done before a settle deleted its own (ADR 0041 amendment).
    done_requeries: await pruneDoneJobs(db, REQUERY_JOB, cutoff(days.doneRequeries)),
  };
}
