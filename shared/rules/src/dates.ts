/** Dates are shown like '1st Jan, 2024, 3:04:05 pm' in the customer's time zone (Lagos by default). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

export function formatDateTime(value: string | Date, timeZone = 'Africa/Lagos'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const { day, month, year, hour, minute, second, dayPeriod } = parts;
  return `${ordinal(Number(day))} ${month}, ${year}, ${hour}:${minute}:${second} ${dayPeriod?.toLowerCase()}`;
}

const shortFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * '29 Nov 2026, 9:02 am': a list's date column (the back office's tables), where the full form
 * (formatDateTime, in the cell's title) would take a third more width.
 */
export function formatShortDateTime(value: string | Date, timeZone = 'Africa/Lagos'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  let formatter = shortFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
    shortFormatters.set(timeZone, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}

/** Africa/Lagos keeps UTC+1 all year (no daylight saving). */
export const LAGOS_OFFSET_MS = 60 * 60_000;

/** The Lagos calendar day (YYYY-MM-DD) of an instant: the day a daily limit counts, the day a schedule is due. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of a Lagos calendar day (YYYY-MM-DD): the inverse of lagosDay, so a back-office
 * date filter from 2026-11-26 starts at 2026-11-25T23:00:00Z. `daysAfter` moves to a later day (the
 * end of a `to` filter is the start of the day after it).
 */
export function lagosDayStart(day: string, daysAfter = 0): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(midnightUtc)) throw new RangeError(`Invalid day: ${day}`);
  return new Date(midnightUtc + daysAfter * 86_400_000 - LAGOS_OFFSET_MS);
}
