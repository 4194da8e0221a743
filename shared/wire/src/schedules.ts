/* Scheduled top-ups and complaint tickets (ADR 0027). */
import { Type, type Static } from '@sinclair/typebox';
import { SCHEDULABLE_KINDS, SCHEDULE_FREQUENCIES, SCHEDULE_OUTCOMES, SCHEDULE_STATUSES } from '@topup/rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of a list of strings, typed as their union. */
const literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** POST schedules/ and PUT schedules/:id/: the purchase (its route's body) and when to repeat it. */
export const ScheduleInput = Type.Object({
  kind: literals(SCHEDULABLE_KINDS),
  purchase: Type.Record(Type.String(), Type.Unknown(), { description: "the purchase route's body, as the form sends it; `amt` is ignored (the price is the server's at run time)" }),
  frequency: literals(SCHEDULE_FREQUENCIES),
  day: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 31, description: 'weekly: 0 (Sunday) to 6; monthly: 1 to 31' }))),
  time: Type.String({ description: 'HH:MM in Africa/Lagos', maxLength: 5 }),
  ends_on: Type.Optional(Nullable(Type.String({ format: 'date', description: 'last day a run may happen (Lagos)' }))),
  max_runs: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000 }))),
  max_amount: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, description: 'naira: a run priced above this is skipped' }))),
});
export type ScheduleInput = Static<typeof ScheduleInput>;

export const ScheduleRecord = Type.Object({
  id: Type.Integer(),
  kind: literals(SCHEDULABLE_KINDS),
  label: Type.String({ description: 'what is bought, e.g. the plan' }),
  purchase: Type.Record(Type.String(), Type.Unknown()),
  frequency: literals(SCHEDULE_FREQUENCIES),
  day: Nullable(Type.Integer()),
  time: Type.String(),
  rhythm: Type.String({ description: "e.g. 'Every month on the 5th at 09:00'" }),
  ends_on: Nullable(Type.String()),
  max_runs: Nullable(Type.Integer()),
  max_amount: Nullable(Type.Number({ description: 'naira' })),
  status: literals(SCHEDULE_STATUSES),
  next_run_at: Nullable(Type.String({ format: 'date-time' })),
  runs_done: Type.Integer(),
  consecutive_skips: Type.Integer(),
  last_outcome: Type.Unsafe<(typeof SCHEDULE_OUTCOMES)[number] | null>({ type: ['string', 'null'], enum: [...SCHEDULE_OUTCOMES, null] }),
  last_message: Nullable(Type.String()),
  last_tx_ref: Nullable(Type.String()),
  last_run_at: Nullable(Type.String({ format: 'date-time' })),
});
export type ScheduleRecord = Static<typeof ScheduleRecord>;

export const ScheduleList = Type.Array(ScheduleRecord);
