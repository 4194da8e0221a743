/**
 * Scheduled top-ups (ADR 0027): when a schedule is next due, and the customer's words.
 * Times are in Africa/Lagos, which is UTC+1 all year (no daylight saving).
 */

import { LAGOS_OFFSET_MS, lagosDay } from './dates';

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Run outcomes: a purchase was placed (delivered, pending or refunded by the engine), skipped (nothing moved), or missed (service down all day). */
export const SCHEDULE_OUTCOMES = ['placed', 'skipped', 'missed'] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];

/** Purchase kinds a schedule may repeat. */
export const SCHEDULABLE_KINDS = ['airtime', 'data', 'cable', 'electricity'] as const;
export type SchedulableKind = (typeof SCHEDULABLE_KINDS)[number];

/** Skips in a row that pause a schedule. */
export const SCHEDULE_MAX_SKIPS = 3;

const DAY_MS = 24 * 60 * 60_000;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface ScheduleRhythm {
  frequency: ScheduleFrequency;
  /** weekly: 0 (Sunday) to 6; monthly: 1 to 31; daily: null. */
  day: number | null;
  /** Minutes after midnight, Lagos time. */
  minuteOfDay: number;
}

/** 'HH:MM' -> minutes after midnight, or undefined. */
export function parseTimeOfDay(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

export function formatTimeOfDay(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** The UTC instant of a Lagos wall-clock date (y, m 0-based, d) and minute. */
function lagosInstant(year: number, month: number, day: number, minuteOfDay: number): Date {
  return new Date(Date.UTC(year, month, day) + minuteOfDay * 60_000 - LAGOS_OFFSET_MS);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The first due time strictly after `after`. */
export function nextDueAfter(rhythm: ScheduleRhythm, after: Date): Date {
  const local = new Date(after.getTime() + LAGOS_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const date = local.getUTCDate();
  if (rhythm.frequency === 'monthly') {
    for (let i = 0; i < 3; i += 1) {
      const y = year + Math.floor((month + i) / 12);
      const m = (month + i) % 12;
      const d = Math.min(rhythm.day ?? 1, daysInMonth(y, m));
      const due = lagosInstant(y, m, d, rhythm.minuteOfDay);
      if (due > after) return due;
    }
    throw new Error('unreachable: a monthly schedule is due within three months');
  }
  for (let i = 0; i < 8; i += 1) {
    const due = lagosInstant(year, month, date + i, rhythm.minuteOfDay);
    if (due <= after) continue;
    if (rhythm.frequency === 'daily') return due;
    if (new Date(due.getTime() + LAGOS_OFFSET_MS).getUTCDay() === rhythm.day) return due;
  }
  throw new Error('unreachable: a weekly schedule is due within eight days');
}

/**
 * How late a run may start and still be a run of its due time whatever the calendar says: runs are
 * paced behind live purchases (ADR 0027), so one due at 23:59 may start just after midnight.
 */
export const LATE_RUN_GRACE_MS = 15 * 60_000;

/**
 * Whether a run found late (the service was down, or the queue is behind) may still happen: the
 * same Lagos day as its due time, or within LATE_RUN_GRACE_MS of it.
 */
export function stillDueDay(due: Date, now: Date): boolean {
  const late = now.getTime() - due.getTime();
  return late < LATE_RUN_GRACE_MS || (lagosDay(due) === lagosDay(now) && late < DAY_MS);
}

/** 'Every month on the 5th at 09:00', 'Every Monday at 18:30', 'Every day at 07:00'. */
export function describeRhythm(rhythm: ScheduleRhythm): string {
  const at = `at ${formatTimeOfDay(rhythm.minuteOfDay)}`;
  if (rhythm.frequency === 'daily') return `Every day ${at}`;
  if (rhythm.frequency === 'weekly') return `Every ${WEEKDAYS[rhythm.day ?? 0]} ${at}`;
  const day = rhythm.day ?? 1;
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `Every month on the ${day}${suffix} ${at}`;
}

/** The schedule form's rules: the first failure as {field, message}. */
export function validateScheduleRhythm(input: {
  frequency: string;
  day: number | null | undefined;
  time: string;
  ends_on?: string | null;
  max_runs?: number | null;
}): { field: string; message: string } | undefined {
  const m = SCHEDULE_MESSAGES.validation;
  if (!(SCHEDULE_FREQUENCIES as readonly string[]).includes(input.frequency)) return { field: 'frequency', message: m.frequency };
  if (input.frequency === 'weekly' && !(Number.isInteger(input.day) && input.day! >= 0 && input.day! <= 6)) return { field: 'day', message: m.weekday };
  if (input.frequency === 'monthly' && !(Number.isInteger(input.day) && input.day! >= 1 && input.day! <= 31)) return { field: 'day', message: m.monthDay };
  if (parseTimeOfDay(input.time) === undefined) return { field: 'time', message: m.time };
  if (input.ends_on && !/^\d{4}-\d{2}-\d{2}$/.test(input.ends_on)) return { field: 'ends_on', message: m.endsOn };
  if (input.max_runs !== undefined && input.max_runs !== null && !(Number.isInteger(input.max_runs) && input.max_runs > 0)) {
    return { field: 'max_runs', message: m.maxRuns };
  }
  return undefined;
}

export const SCHEDULE_MESSAGES = {
  created: 'Schedule saved. We will buy it for you at the times you chose.',
  updated: 'Schedule updated.',
  paused: 'Schedule paused.',
  resumed: 'Schedule resumed.',
  deleted: 'Schedule deleted.',
  notFound: 'Schedule not found.',
  notSchedulable: 'This service cannot be scheduled.',
  missed: 'Not bought: the service was unavailable for the whole day this purchase was due.',
  ended: 'This schedule has ended. Create a new one to buy again.',
  validation: {
    frequency: 'Please choose daily, weekly or monthly.',
    weekday: 'Please choose a day of the week.',
    monthDay: 'Please choose a day of the month between 1 and 31.',
    time: 'Please choose a time (HH:MM).',
    endsOn: 'Please choose a valid end date.',
    maxRuns: 'The number of purchases must be a whole number above 0.',
    maxAmount: 'The price limit must be an amount above ₦0.',
  },
  skip: {
    priceAboveLimit: (priceNaira: string, limitNaira: string) =>
      `The price is now ${priceNaira}, above your limit of ${limitNaira}.`,
    verificationFailed: 'We could not verify the number with the provider.',
  },
  /** A purchase receipt's link back to its bill form, filled in as it was bought (ADR 0027). */
  repeatThis: 'Repeat this',
  /** Creating or editing a schedule with a transaction PIN: what the PIN boxes stand for. */
  pinHint: 'Your PIN authorises every purchase of this schedule; you will not be asked at each run.',
  pausedAfterSkips: `Paused after ${SCHEDULE_MAX_SKIPS} skipped purchases in a row.`,
  email: {
    skippedSubject: (label: string) => `Scheduled purchase skipped: ${label}`,
    skipped: (label: string, reason: string) => `We could not make your scheduled purchase of ${label}: ${reason}`,
    pausedSubject: (label: string) => `Schedule paused: ${label}`,
    paused: (label: string) =>
      `Your schedule for ${label} is paused after ${SCHEDULE_MAX_SKIPS} skipped purchases in a row. Resume it in Settings once the problem is fixed.`,
  },
} as const;

/**
 * "Repeat this" on a receipt (ADR 0027): the purchase as the history remote knows it, handed to
 * its bill form in the query string, which fills itself in from it (a remote links to another's
 * screen by name, never imports it). Every value is optional: a form fills what it can match.
 */
export interface RepeatPurchase {
  /** The provider's title (the receipt's subcategory), e.g. 'MTN'. */
  provider?: string;
  /** The phone number, meter number or smart card. */
  number?: string;
  /** The plan's title without the provider, e.g. '1GB 30 days'. */
  plan?: string;
  /** Airtime and electricity: the face value in naira. */
  amount?: string;
  meterType?: string;
  phone?: string;
}

const REPEAT_KEYS: Record<keyof RepeatPurchase, string> = {
  provider: 'provider',
  number: 'number',
  plan: 'plan',
  amount: 'amount',
  meterType: 'meter_type',
  phone: 'phone',
};

export function repeatQuery(purchase: RepeatPurchase): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(REPEAT_KEYS) as [keyof RepeatPurchase, string][]) {
    const value = purchase[key];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function readRepeatQuery(search: string | URLSearchParams): RepeatPurchase {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const purchase: RepeatPurchase = {};
  for (const [key, name] of Object.entries(REPEAT_KEYS) as [keyof RepeatPurchase, string][]) {
    const value = params.get(name)?.trim();
    if (value) purchase[key] = value;
  }
  return purchase;
}

/**
 * What a scheduled top-up tops up, in words for its card: the meter, the smart card, or
 * the phone number; null when the stored purchase names none.
 */
export function scheduleRecipient(kind: string, purchase: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof purchase[key] === 'string' || typeof purchase[key] === 'number' ? String(purchase[key]).trim() : '');
  if (kind === 'electricity' && text('meter_no')) return `Meter ${text('meter_no')}`;
  if (kind === 'cable' && text('smart_no')) return `Smart card ${text('smart_no')}`;
  // Data's purchase body names it `phone`, the others `phone_number` (api-contract.md).
  const phone = text('phone_number') || text('phone');
  return phone ? `For ${phone}` : null;
}
