import { lagosDay, lagosDayStart } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { transactionDays, transferDays, type DayOfKind, type TransferDay } from '../transactions/staff-trends';

/*
 * The overview's closed Lagos days rolled up (ADR 0041, amended; migration 770). A day from 30 days
 * ago to the day before yesterday is rolled up with the very queries the live read uses; a status
 * change of one of its rows records the day in overview_day_changes (trigger), and the overview reads
 * such a day live until the next run rolls it again.
 */
export const OVERVIEW_ROLLUP_JOB = 'overview.rollup';
export const OVERVIEW_ROLLUP_EVERY_MS = 60 * 60 * 1000;
/** Days the overview shows; the roll-up keeps them all but the two newest. */
export const OVERVIEW_DAYS = 30;
/** Today and yesterday are always read live: a purchase pending at midnight still settles into yesterday. */
const LIVE_NEWEST_DAYS = 2;
/** The advisory lock's first key (the trigger of migration 770 takes the same, shared); the second is the day. */
const LOCK_CLASS = 45;

const DAY_MS = 86_400_000;
export const dayBefore = (now: Date, daysBefore: number): string => lagosDay(new Date(now.getTime() - daysBefore * DAY_MS));

export interface RolledDay {
  transfers: TransferDay;
  kinds: DayOfKind[];
}

/** Starts the hourly chain once per database (the API does at start-up); a second call changes nothing. */
export async function scheduleOverviewRollup(db: Queryable, now: Date): Promise<void> {
  await enqueueJob(db, { kind: OVERVIEW_ROLLUP_JOB, payload: {}, runAt: now, dedupeKey: 'overview-rollup' }, now);
}

/** Rolls up each closed day of the overview not rolled yet or changed since; returns how many days it rolled. */
export async function rollUpOverviewDays(db: Db, now: Date): Promise<number> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT d::date::text AS day FROM generate_series($1::date, $2::date, interval '1 day') d
     WHERE NOT EXISTS (SELECT 1 FROM overview_days o WHERE o.day = d::date)
        OR EXISTS (SELECT 1 FROM overview_day_changes c WHERE c.day = d::date)
     ORDER BY 1`,
    [dayBefore(now, OVERVIEW_DAYS - 1), dayBefore(now, LIVE_NEWEST_DAYS)],
  );
  for (const { day } of rows) await rollUpDay(db, day, now);
  return rows.length;
}

async function rollUpDay(db: Db, day: string, now: Date): Promise<void> {
  const since = lagosDayStart(day);
  const until = lagosDayStart(day, 1);
  await db.transaction(async (tx) => {
    // Changes of this day's rows in flight finish first; later ones wait, then see the day rolled.
    await tx.query(`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, $1::date - date '2000-01-01')`, [day]);
    const { rows: changes } = await tx.query<{ id: string }>('SELECT id::text AS id FROM overview_day_changes WHERE day = $1::date', [day]);
    const [kinds, transfers] = await Promise.all([transactionDays(tx, since, until), transferDays(tx, since, until)]);
    const moved = transfers[0] ?? { transfers: 0, transfers_kobo: 0 };
    await tx.query('DELETE FROM overview_days WHERE day = $1::date', [day]);
    await tx.query('INSERT INTO overview_days (day, transfers, transfers_kobo, rolled_at) VALUES ($1::date, $2, $3, $4)', [day, moved.transfers, moved.transfers_kobo, now]);
    if (kinds.length > 0) {
      await tx.query(
        `INSERT INTO overview_day_kinds (day, kind, count, value_kobo, delivered_kobo, refunds, refunds_kobo)
         SELECT $1::date, * FROM unnest($2::text[], $3::int[], $4::bigint[], $5::bigint[], $6::int[], $7::bigint[])`,
        [day, ...(['kind', 'count', 'value_kobo', 'delivered_kobo', 'refunds', 'refunds_kobo'] as const).map((column) => kinds.map((k) => k[column]))],
      );
    }
    if (changes.length > 0) await tx.query('DELETE FROM overview_day_changes WHERE id = ANY($1::bigint[])', [changes.map((c) => c.id)]);
  });
}

/** The rolled-up days from `from` to `to` (YYYY-MM-DD) with no change recorded since: the overview reads the others live. */
export async function rolledOverviewDays(db: Queryable, from: string, to: string): Promise<Map<string, RolledDay>> {
  // One statement, so one snapshot: a day and its kinds as one roll-up wrote them.
  const { rows } = await db.query<{ day: string; transfers: number; transfers_kobo: number } & ({ kind: string } & Omit<DayOfKind, 'day' | 'kind'> | { kind: null })>(
    `SELECT o.day::text AS day, o.transfers, o.transfers_kobo, k.kind, k.count, k.value_kobo, k.delivered_kobo, k.refunds, k.refunds_kobo
     FROM overview_days o LEFT JOIN overview_day_kinds k ON k.day = o.day
     WHERE o.day BETWEEN $1::date AND $2::date AND NOT EXISTS (SELECT 1 FROM overview_day_changes c WHERE c.day = o.day)`,
    [from, to],
  );
  const rolled = new Map<string, RolledDay>();
  for (const row of rows) {
    let day = rolled.get(row.day);
    if (!day) {
      day = { transfers: { day: row.day, transfers: row.transfers, transfers_kobo: Number(row.transfers_kobo) }, kinds: [] };
      rolled.set(row.day, day);
    }
    if (row.kind !== null) {
      day.kinds.push({
        day: row.day,
        kind: row.kind,
        count: row.count,
        value_kobo: Number(row.value_kobo),
        delivered_kobo: Number(row.delivered_kobo),
        refunds: row.refunds,
        refunds_kobo: Number(row.refunds_kobo),
      });
    }
  }
  return rolled;
}
