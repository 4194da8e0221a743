import { formatDateTime, formatShortDateTime, lagosDay, lagosDayStart, ordinal } from './dates';
import { eachMaps } from './testing/each-maps';

describe('ordinal', () => {
  eachMaps(ordinal, [
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [24, '24th'], [30, '30th'], [31, '31st'],
  ]);
});

describe('formatDateTime (Lagos is UTC+1 all year)', () => {
  eachMaps(formatDateTime, [
    ['2024-01-01T14:04:05Z', '1st Jan, 2024, 3:04:05 pm'],
    ['2024-02-02T09:00:00Z', '2nd Feb, 2024, 10:00:00 am'],
    ['2024-03-03T00:00:09Z', '3rd Mar, 2024, 1:00:09 am'],
    ['2024-04-11T10:10:10Z', '11th Apr, 2024, 11:10:10 am'],
    ['2024-05-12T11:00:00Z', '12th May, 2024, 12:00:00 pm'], // noon
    ['2024-06-13T22:59:59Z', '13th Jun, 2024, 11:59:59 pm'],
    ['2024-07-21T23:00:00Z', '22nd Jul, 2024, 12:00:00 am'], // midnight in Lagos, still the 21st in UTC
    ['2024-09-22T12:30:00Z', '22nd Sep, 2024, 1:30:00 pm'],
    ['2024-10-23T05:05:05Z', '23rd Oct, 2024, 6:05:05 am'],
    ['2024-12-31T23:30:00Z', '1st Jan, 2025, 12:30:00 am'], // new year in Lagos first
    ['2024-08-31T08:00:00+01:00', '31st Aug, 2024, 8:00:00 am'],
  ]);

  it('accepts Date objects and other time zones', () => {
    const date = new Date(Date.UTC(2024, 10, 4, 17, 4, 5));
    expect(formatDateTime(date)).toBe('4th Nov, 2024, 6:04:05 pm');
    expect(formatDateTime(date, 'UTC')).toBe('4th Nov, 2024, 5:04:05 pm');
  });

  it('rejects invalid dates', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});

describe('formatShortDateTime (a list column)', () => {
  it('day, short month, year and minutes in Lagos; the day after in Lagos from 23:00 UTC', () => {
    expect(formatShortDateTime('2026-11-29T08:02:44Z')).toBe('29 Nov 2026, 9:02 am');
    expect(formatShortDateTime(new Date(Date.UTC(2026, 11, 31, 23, 5)))).toBe('1 Jan 2027, 12:05 am');
    expect(formatShortDateTime('2026-11-29T08:02:44Z', 'UTC')).toBe('29 Nov 2026, 8:02 am');
    expect(() => formatShortDateTime('nope')).toThrow(RangeError);
  });
});

describe('Lagos calendar days', () => {
  it('23:30 UTC is already the next Lagos day, and that day starts at 23:00 UTC the day before', () => {
    const late = new Date('2026-11-25T23:30:00Z');
    expect(lagosDay(late)).toBe('2026-11-26');
    expect(lagosDayStart('2026-11-26').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(lagosDayStart('2026-11-26', 1).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(lagosDay(lagosDayStart('2026-11-26'))).toBe('2026-11-26');
    expect(lagosDay(new Date(lagosDayStart('2026-11-26').getTime() - 1))).toBe('2026-11-25');
  });

  it('refuses text that is not a day', () => {
    expect(() => lagosDayStart('26/11/2026')).toThrow(RangeError);
    expect(() => lagosDayStart('2026-13-40')).toThrow(RangeError);
  });
});
