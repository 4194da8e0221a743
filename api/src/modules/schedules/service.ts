import {
  SCHEDULE_MAX_SKIPS,
  SCHEDULE_MESSAGES,
  formatKobo,
  formatTimeOfDay,
  describeRhythm,
  lagosDay,
  nextDueAfter,
  parseTimeOfDay,
  stillDueDay,
  toKobo,
  toNaira,
  validateScheduleRhythm,
  type ScheduleFrequency,
  type ScheduleOutcome,
  type ScheduleRhythm,
  type ScheduleStatus,
} from '@topup/rules';
import type { ScheduleInput, ScheduleRecord } from '@topup/wire';
import { fitsBody } from './bodies';
import type { Queryable } from '../../db/client';
import { AppError, NotFound, PurchaseRefused, ValidationFailed } from '../../errors';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { enqueueEmail } from '../../providers/mail/outbox';
import type { Services } from '../../services';
import type { KindModule } from '../purchases/kinds/common';
import { KIND_MODULES } from '../purchases/kinds';
import type { PurchaseOrder } from '../purchases/engine';
import { placePurchase, pricePurchase } from '../purchases/place';
import { verificationOf } from '../purchases/verification';
import { answerFor } from '../purchases/answers';
import { findByRef } from '../transactions/queries';
import { scheduleEmail } from './emails';

export const SCHEDULE_RUN_JOB = 'schedule.run';

interface ScheduleRow {
  id: number;
  user_id: number;
  kind: string;
  body: Record<string, unknown>;
  label: string;
  frequency: ScheduleFrequency;
  day: number | null;
  minute_of_day: number;
  ends_on: string | null;
  max_runs: number | null;
  max_amount_kobo: string | number | null;
  status: ScheduleStatus;
  next_run_at: Date | null;
  runs_done: number;
  consecutive_skips: number;
  last_outcome: ScheduleOutcome | null;
  last_message: string | null;
  last_tx_ref: string | null;
  last_run_at: Date | null;
}

const COLUMNS = `id, user_id, kind, body, label, frequency, day, minute_of_day, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, max_runs,
  max_amount_kobo, status, next_run_at, runs_done, consecutive_skips, last_outcome, last_message, last_tx_ref, last_run_at`;

const rhythmOf = (row: Pick<ScheduleRow, 'frequency' | 'day' | 'minute_of_day'>): ScheduleRhythm => ({
  frequency: row.frequency,
  day: row.day,
  minuteOfDay: row.minute_of_day,
});

export function toScheduleRecord(row: ScheduleRow): ScheduleRecord {
  return {
    id: row.id,
    kind: row.kind as ScheduleRecord['kind'],
    label: row.label,
    purchase: row.body,
    frequency: row.frequency,
    day: row.day,
    time: formatTimeOfDay(row.minute_of_day),
    rhythm: describeRhythm(rhythmOf(row)),
    ends_on: row.ends_on,
    max_runs: row.max_runs,
    max_amount: row.max_amount_kobo === null ? null : toNaira(Number(row.max_amount_kobo)),
    status: row.status,
    next_run_at: row.next_run_at?.toISOString() ?? null,
    runs_done: row.runs_done,
    consecutive_skips: row.consecutive_skips,
    last_outcome: row.last_outcome,
    last_message: row.last_message,
    last_tx_ref: row.last_tx_ref,
    last_run_at: row.last_run_at?.toISOString() ?? null,
  };
}

function kindModule(kind: string): KindModule {
  const found = KIND_MODULES.find((m) => m.kind.key === kind);
  if (!found) throw new ValidationFailed('kind', SCHEDULE_MESSAGES.notSchedulable);
  return found;
}

/** The body a schedule keeps: what the form sent, less the client price (the server prices each run). */
function storedBody(purchase: Record<string, unknown>): Record<string, unknown> {
  const { amt: _ignored, ...body } = purchase;
  return body;
}

/** The job of one due time; its dedupe key makes it exist once whoever enqueues it. A catch-up run's next time may be due already at `now`. */
function enqueueRun(tx: Queryable, scheduleId: number, dueAt: Date, now: Date) {
  return enqueueJob(
    tx,
    {
      kind: SCHEDULE_RUN_JOB,
      payload: { scheduleId, dueAt: dueAt.toISOString() },
      runAt: dueAt,
      dedupeKey: `schedule:${scheduleId}:${dueAt.toISOString()}`,
    },
    now,
  );
}

/** The next due time within the schedule's end, or null when it has ended. */
function nextWithinEnd(rhythm: ScheduleRhythm, after: Date, end: { ends_on: string | null; max_runs: number | null; runs_done: number }): Date | null {
  if (end.max_runs !== null && end.runs_done >= end.max_runs) return null;
  const next = nextDueAfter(rhythm, after);
  if (end.ends_on !== null && lagosDay(next) > end.ends_on) return null;
  return next;
}

interface Parsed {
  module: KindModule;
  body: Record<string, unknown>;
  rhythm: ScheduleRhythm;
  endsOn: string | null;
  maxRuns: number | null;
  maxAmountKobo: number | null;
}

function parseInput(input: ScheduleInput): Parsed {
  const failure = validateScheduleRhythm({ frequency: input.frequency, day: input.day, time: input.time, ends_on: input.ends_on, max_runs: input.max_runs });
  if (failure) throw new ValidationFailed(failure.field, failure.message);
  const module = kindModule(input.kind);
  const body = storedBody(input.purchase);
  if (!fitsBody(module, body)) throw new ValidationFailed('purchase', SCHEDULE_MESSAGES.notSchedulable);
  let maxAmountKobo: number | null = null;
  if (input.max_amount !== undefined && input.max_amount !== null) {
    try {
      maxAmountKobo = toKobo(input.max_amount);
    } catch {
      throw new ValidationFailed('max_amount', SCHEDULE_MESSAGES.validation.maxAmount);
    }
  }
  return {
    module,
    body,
    rhythm: { frequency: input.frequency as ScheduleFrequency, day: input.frequency === 'daily' ? null : (input.day ?? null), minuteOfDay: parseTimeOfDay(input.time)! },
    endsOn: input.ends_on ?? null,
    maxRuns: input.max_runs ?? null,
    maxAmountKobo,
  };
}

export function createSchedules(services: Services) {
  const { db, clock } = services;

  /** Prices the purchase as a click would (validations, verification remembered from the form): nothing moves. */
  async function priced(parsed: Parsed, userId: number) {
    const order = await pricePurchase(services, { userId, kind: parsed.module.kind.key, body: parsed.body });
    if (parsed.maxAmountKobo !== null && order.amountKobo > parsed.maxAmountKobo) {
      throw new ValidationFailed('max_amount', SCHEDULE_MESSAGES.skip.priceAboveLimit(formatKobo(order.amountKobo), formatKobo(parsed.maxAmountKobo)));
    }
    return order;
  }

  async function own(q: Queryable, userId: number, id: number, lock = false): Promise<ScheduleRow> {
    const { rows } = await q.query<ScheduleRow>(
      `SELECT ${COLUMNS} FROM purchase_schedules WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
      [id, userId],
    );
    if (!rows[0]) throw new NotFound(SCHEDULE_MESSAGES.notFound);
    return rows[0];
  }

  async function list(userId: number): Promise<ScheduleRecord[]> {
    const { rows } = await db.query<ScheduleRow>(
      `SELECT ${COLUMNS} FROM purchase_schedules WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id DESC`,
      [userId],
    );
    return rows.map(toScheduleRecord);
  }

  async function create(userId: number, input: ScheduleInput): Promise<ScheduleRecord> {
    const parsed = parseInput(input);
    const order = await priced(parsed, userId);
    const now = clock();
    const next = nextWithinEnd(parsed.rhythm, now, { ends_on: parsed.endsOn, max_runs: parsed.maxRuns, runs_done: 0 });
    if (!next) throw new ValidationFailed('ends_on', SCHEDULE_MESSAGES.ended);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<ScheduleRow>(
        `INSERT INTO purchase_schedules (user_id, kind, body, label, frequency, day, minute_of_day, ends_on, max_runs, max_amount_kobo, next_run_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $12)
         RETURNING ${COLUMNS}`,
        [userId, parsed.module.kind.key, JSON.stringify(parsed.body), order.plan, parsed.rhythm.frequency, parsed.rhythm.day,
          parsed.rhythm.minuteOfDay, parsed.endsOn, parsed.maxRuns, parsed.maxAmountKobo, next, now],
      );
      const row = rows[0]!;
      await enqueueRun(tx, row.id, next, now);
      return toScheduleRecord(row);
    });
  }

  async function update(userId: number, id: number, input: ScheduleInput): Promise<ScheduleRecord> {
    const parsed = parseInput(input);
    const order = await priced(parsed, userId);
    const now = clock();
    return db.transaction(async (tx) => {
      const current = await own(tx, userId, id, true);
      // An edit restarts the count of skips; a paused schedule stays paused until resumed.
      const next =
        current.status === 'paused'
          ? null
          : nextWithinEnd(parsed.rhythm, now, { ends_on: parsed.endsOn, max_runs: parsed.maxRuns, runs_done: current.runs_done });
      const status: ScheduleStatus = current.status === 'paused' ? 'paused' : next ? 'active' : 'ended';
      const { rows } = await tx.query<ScheduleRow>(
        `UPDATE purchase_schedules SET kind = $2, body = $3, label = $4, frequency = $5, day = $6, minute_of_day = $7, ends_on = $8::date,
           max_runs = $9, max_amount_kobo = $10, next_run_at = $11, status = $12, consecutive_skips = 0, updated_at = $13
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, parsed.module.kind.key, JSON.stringify(parsed.body), order.plan, parsed.rhythm.frequency, parsed.rhythm.day,
          parsed.rhythm.minuteOfDay, parsed.endsOn, parsed.maxRuns, parsed.maxAmountKobo, next, status, now],
      );
      if (next) await enqueueRun(tx, id, next, now);
      return toScheduleRecord(rows[0]!);
    });
  }

  async function pause(userId: number, id: number): Promise<ScheduleRecord> {
    return db.transaction(async (tx) => {
      const current = await own(tx, userId, id, true);
      if (current.status !== 'active') return toScheduleRecord(current);
      const { rows } = await tx.query<ScheduleRow>(
        `UPDATE purchase_schedules SET status = 'paused', next_run_at = NULL, updated_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, clock()],
      );
      return toScheduleRecord(rows[0]!);
    });
  }

  async function resume(userId: number, id: number): Promise<ScheduleRecord> {
    const now = clock();
    return db.transaction(async (tx) => {
      const current = await own(tx, userId, id, true);
      if (current.status === 'active') return toScheduleRecord(current);
      const next = nextWithinEnd(rhythmOf(current), now, current);
      if (!next) throw new ValidationFailed('status', SCHEDULE_MESSAGES.ended);
      const { rows } = await tx.query<ScheduleRow>(
        `UPDATE purchase_schedules SET status = 'active', next_run_at = $2, consecutive_skips = 0, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, next, now],
      );
      await enqueueRun(tx, id, next, now);
      return toScheduleRecord(rows[0]!);
    });
  }

  async function remove(userId: number, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await own(tx, userId, id, true);
      // Kept (runs refer to it), out of the customer's list; its pending job finds it deleted.
      await tx.query(`UPDATE purchase_schedules SET deleted_at = $2, status = 'ended', next_run_at = NULL, updated_at = $2 WHERE id = $1`, [id, clock()]);
    });
  }

  return { list, create, update, pause, resume, remove };
}

export type Schedules = ReturnType<typeof createSchedules>;

interface RunResult {
  outcome: ScheduleOutcome;
  message: string;
  txRef: string | null;
}

/**
 * `schedule.run` (ADR 0027): one due time of one schedule, exactly once. It acts only while the
 * schedule still expects this due time; the purchase's Idempotency-Key is the due time's, so a
 * retaken job (a worker killed after the debit) finds the purchase instead of buying again.
 */
export function scheduleRunJob(services: Services): JobHandler {
  const { db } = services;

  async function attempt(schedule: ScheduleRow, dueAt: Date): Promise<RunResult> {
    const module = kindModule(schedule.kind);
    const key = `schedule:${schedule.id}:${dueAt.toISOString()}`;
    // Placed already (by a worker that died before recording it): that purchase is this run.
    const placed = await db.query<{ tx_ref: string | null }>('SELECT tx_ref FROM idempotency_keys WHERE user_id = $1 AND key = $2', [schedule.user_id, key]);
    const placedRef = placed.rows[0]?.tx_ref;
    if (placedRef) {
      const row = await findByRef(db, placedRef);
      if (row) return placedResult(answerFor(row).body);
    }
    try {
      await reverify(schedule, module);
      const limit = schedule.max_amount_kobo === null ? null : Number(schedule.max_amount_kobo);
      // Above the customer's cap: refused before money moves, so a skip like any other refusal.
      const underCap = (order: PurchaseOrder) => {
        if (limit !== null && order.amountKobo > limit) {
          throw new PurchaseRefused(SCHEDULE_MESSAGES.skip.priceAboveLimit(formatKobo(order.amountKobo), formatKobo(limit)));
        }
      };
      const purchase = { userId: schedule.user_id, kind: module.kind.key, body: schedule.body };
      const answer = await placePurchase(services, purchase, { idempotencyKey: key, accept: underCap });
      return placedResult(answer.body);
    } catch (error) {
      // A refusal (balance, tier limit, disabled provider, a plan gone) moved nothing: a skip.
      // Anything else (the database away) retries the job.
      if (error instanceof AppError && error.statusCode < 500) return { outcome: 'skipped', message: error.message, txRef: null };
      throw error;
    }
  }


  function placedResult(body: unknown): RunResult {
    const { message, data } = body as { message: string; data: { tx_ref: string } };
    return { outcome: 'placed', message, txRef: data.tx_ref };
  }

  /** Cable and electricity: the provider verifies the number again now; a failure skips the run. */
  async function reverify(schedule: ScheduleRow, module: KindModule) {
    if (module.kind.key !== 'cable' && module.kind.key !== 'electricity') return;
    const pkg = await services.catalogue.package(Number(schedule.body.package_id));
    if (!pkg || verificationOf(pkg) === 'none') return;
    const body = schedule.body;
    const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
    const number = module.kind.key === 'electricity' ? str(body.meter_no) || str(body.billersCode) : str(body.smart_no);
    const meterType = module.kind.key === 'electricity' ? (str(body.meter_type) || str(body.variation_code)).toLowerCase() : undefined;
    const content = await services.verifications.verify({ userId: schedule.user_id, pkg, number, ...(meterType ? { meterType } : {}) });
    if ('error' in content && typeof content.error === 'string') throw new ValidationFailed('purchase', content.error || SCHEDULE_MESSAGES.skip.verificationFailed);
  }

  /** The run's row, the schedule's next due time (or pause, or end), the next job and any e-mail: one transaction. */
  async function record(schedule: ScheduleRow, dueAt: Date, result: RunResult, now: Date) {
    await db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO schedule_runs (schedule_id, due_at, outcome, message, tx_ref, ran_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING due_at`,
        [schedule.id, dueAt, result.outcome, result.message, result.txRef, now],
      );
      if (inserted.rows.length === 0) return;
      const runsDone = schedule.runs_done + (result.outcome === 'placed' ? 1 : 0);
      const skips = result.outcome === 'skipped' ? schedule.consecutive_skips + 1 : result.outcome === 'placed' ? 0 : schedule.consecutive_skips;
      const pausing = skips >= SCHEDULE_MAX_SKIPS;
      const next = pausing ? null : nextWithinEnd(rhythmOf(schedule), dueAt, { ...schedule, runs_done: runsDone });
      const status: ScheduleStatus = pausing ? 'paused' : next ? 'active' : 'ended';
      const { rows } = await tx.query<{ email: string; first_name: string }>(
        `UPDATE purchase_schedules s SET runs_done = $3, consecutive_skips = $4, status = $5, next_run_at = $6, last_outcome = $7,
           last_message = $8, last_tx_ref = COALESCE($9, s.last_tx_ref), last_run_at = $10, updated_at = $10
         FROM users u WHERE s.id = $1 AND s.next_run_at = $2 AND u.id = s.user_id
         RETURNING u.email, u.first_name`,
        [schedule.id, dueAt, runsDone, pausing ? 0 : skips, status, next, result.outcome, pausing ? `${result.message} ${SCHEDULE_MESSAGES.pausedAfterSkips}` : result.message,
          result.txRef, now],
      );
      const buyer = rows[0];
      if (!buyer) throw new Error(`Schedule ${schedule.id} changed while its run was recorded`);
      if (next) await enqueueRun(tx, schedule.id, next, now);
      const when = dueAt.toISOString();
      if (result.outcome === 'skipped') {
        await enqueueEmail(tx, scheduleEmail.skipped({ to: buyer.email, firstName: buyer.first_name, label: schedule.label, reason: result.message }), {
          now,
          dedupeKey: `schedule-skipped:${schedule.id}:${when}`,
        });
      }
      if (pausing) {
        await enqueueEmail(tx, scheduleEmail.paused({ to: buyer.email, firstName: buyer.first_name, label: schedule.label }), {
          now,
          dedupeKey: `schedule-paused:${schedule.id}:${when}`,
        });
      }
    });
  }

  return async (payload, { now }) => {
    const scheduleId = Number(payload.scheduleId);
    const dueAt = new Date(String(payload.dueAt));
    const { rows } = await db.query<ScheduleRow>(`SELECT ${COLUMNS} FROM purchase_schedules WHERE id = $1 AND deleted_at IS NULL`, [scheduleId]);
    const schedule = rows[0];
    // Edited, paused, deleted or already run: this due time is no longer expected.
    if (!schedule || schedule.status !== 'active' || schedule.next_run_at?.getTime() !== dueAt.getTime()) return;
    if (now < dueAt) return { retryAt: dueAt };
    const result: RunResult = stillDueDay(dueAt, now)
      ? await attempt(schedule, dueAt)
      : { outcome: 'missed', message: SCHEDULE_MESSAGES.missed, txRef: null };
    await record(schedule, dueAt, result, now);
  };
}
