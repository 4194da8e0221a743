import { lagosDay } from './dates';
import { LATE_RUN_GRACE_MS, describeRhythm, nextDueAfter, readRepeatQuery, repeatQuery, scheduleRecipient, stillDueDay, validateScheduleRhythm } from './schedules';

const at = (iso: string) => new Date(iso);

describe('nextDueAfter (Africa/Lagos, UTC+1)', () => {
  it('daily: today if the time is still ahead in Lagos, else tomorrow', () => {
    const rhythm = { frequency: 'daily' as const, day: null, minuteOfDay: 9 * 60 };
    expect(nextDueAfter(rhythm, at('2026-03-10T07:00:00Z')).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    expect(nextDueAfter(rhythm, at('2026-03-10T08:00:00Z')).toISOString()).toBe('2026-03-11T08:00:00.000Z');
    // 23:30 UTC on the 10th is already the 11th in Lagos.
    expect(nextDueAfter({ ...rhythm, minuteOfDay: 30 }, at('2026-03-10T23:00:00Z')).toISOString()).toBe('2026-03-10T23:30:00.000Z');
  });

  it('weekly: the next such weekday in Lagos', () => {
    // 2026-03-10 is a Tuesday.
    const friday = { frequency: 'weekly' as const, day: 5, minuteOfDay: 18 * 60 + 30 };
    expect(nextDueAfter(friday, at('2026-03-10T07:00:00Z')).toISOString()).toBe('2026-03-13T17:30:00.000Z');
    const tuesday = { frequency: 'weekly' as const, day: 2, minuteOfDay: 7 * 60 };
    expect(nextDueAfter(tuesday, at('2026-03-10T07:00:00Z')).toISOString()).toBe('2026-03-17T06:00:00.000Z');
  });

  it('monthly: the day, capped at the last day of a short month; December rolls into January', () => {
    const on31 = { frequency: 'monthly' as const, day: 31, minuteOfDay: 6 * 60 + 30 };
    expect(nextDueAfter(on31, at('2026-04-01T00:00:00Z')).toISOString()).toBe('2026-04-30T05:30:00.000Z');
    expect(nextDueAfter(on31, at('2026-02-01T00:00:00Z')).toISOString()).toBe('2026-02-28T05:30:00.000Z');
    const on5 = { frequency: 'monthly' as const, day: 5, minuteOfDay: 9 * 60 };
    expect(nextDueAfter(on5, at('2026-12-06T00:00:00Z')).toISOString()).toBe('2027-01-05T08:00:00.000Z');
  });
});

describe('schedule rules', () => {
  it('a late run is still due on the same Lagos day only', () => {
    const due = at('2026-03-10T08:00:00Z');
    expect(stillDueDay(due, at('2026-03-10T22:59:00Z'))).toBe(true);
    expect(stillDueDay(due, at('2026-03-10T23:00:00Z'))).toBe(false);
    expect(lagosDay(at('2026-03-10T23:00:00Z'))).toBe('2026-03-11');
  });

  it('a run due just before Lagos midnight, held up by the queue, still runs within the grace', () => {
    const due = at('2026-03-10T22:58:00Z');
    expect(stillDueDay(due, at('2026-03-10T23:05:00Z'))).toBe(true);
    expect(stillDueDay(due, new Date(due.getTime() + LATE_RUN_GRACE_MS))).toBe(false);
  });

  it('describes and validates a rhythm', () => {
    expect(describeRhythm({ frequency: 'monthly', day: 22, minuteOfDay: 9 * 60 })).toBe('Every month on the 22nd at 09:00');
    expect(describeRhythm({ frequency: 'weekly', day: 1, minuteOfDay: 0 })).toBe('Every Monday at 00:00');
    expect(validateScheduleRhythm({ frequency: 'monthly', day: 0, time: '09:00' })?.field).toBe('day');
    expect(validateScheduleRhythm({ frequency: 'daily', day: null, time: '9:00' })?.field).toBe('time');
    expect(validateScheduleRhythm({ frequency: 'daily', day: null, time: '09:00', max_runs: 0 })?.field).toBe('max_runs');
    expect(validateScheduleRhythm({ frequency: 'daily', day: null, time: '09:00' })).toBeUndefined();
  });
});

describe('repeatQuery / readRepeatQuery (Repeat this)', () => {
  it('round-trips a purchase through the query string, leaving out what is empty', () => {
    const query = repeatQuery({ provider: 'MTN', number: '08031234567', plan: '1GB 30 days', amount: '' });
    expect(query).toBe('?provider=MTN&number=08031234567&plan=1GB+30+days');
    expect(readRepeatQuery(query)).toEqual({ provider: 'MTN', number: '08031234567', plan: '1GB 30 days' });
    expect(readRepeatQuery('?meter_type=prepaid&amount=%201000%20&other=x')).toEqual({ meterType: 'prepaid', amount: '1000' });
    expect(repeatQuery({})).toBe('');
  });
});

describe('scheduleRecipient', () => {
  it('names the number a scheduled top-up tops up', () => {
    expect(scheduleRecipient('airtime', { phone_number: '08031234567', amount: 500 })).toBe('For 08031234567');
    expect(scheduleRecipient('data', { phone: '08031234567' })).toBe('For 08031234567');
    expect(scheduleRecipient('electricity', { meter_no: '45012345678', phone_number: '08031234567' })).toBe('Meter 45012345678');
    expect(scheduleRecipient('cable', { smart_no: '7023456789', phone_number: '08031234567' })).toBe('Smart card 7023456789');
    expect(scheduleRecipient('cable', { phone_number: '08031234567' })).toBe('For 08031234567');
    expect(scheduleRecipient('data', {})).toBeNull();
  });
});
