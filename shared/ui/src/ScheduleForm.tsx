import { useState, type FormEvent, type ReactNode } from 'react';
import { SCHEDULE_FREQUENCIES, WEEKDAYS, validateScheduleRhythm, type ScheduleFrequency } from '@topup/rules';
import { Button } from './Button';
import { Field } from './Field';
import { Select } from './Select';

/** When a scheduled purchase repeats (ADR 0027): the part of schedules/' body the customer chooses here. */
export interface ScheduleRhythmValue {
  frequency: ScheduleFrequency;
  day: number | null;
  time: string;
  ends_on: string | null;
  max_runs: number | null;
  max_amount: number | null;
}

export interface ScheduleFormProps {
  initial?: Partial<ScheduleRhythmValue>;
  /** Offer a price limit (cable and electricity, whose price the provider may change). */
  withLimit?: boolean;
  submitLabel: string;
  busy?: boolean;
  /** Server refusals by field (e.g. max_amount). */
  errors?: Record<string, string | undefined>;
  onSubmit: (value: ScheduleRhythmValue) => void;
  /** Shown above the submit button: the transaction PIN's boxes when the account has one. */
  beforeSubmit?: ReactNode;
}

const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((name, i) => ({ value: String(i), label: name }));

/** Frequency, day, time (Lagos), optional end date, count and price limit; validated by the rules the API uses. */
export function ScheduleForm({ initial = {}, withLimit = false, submitLabel, busy = false, errors = {}, onSubmit, beforeSubmit }: ScheduleFormProps) {
  const [frequency, setFrequency] = useState<ScheduleFrequency>(initial.frequency ?? 'monthly');
  const [day, setDay] = useState(initial.day === null || initial.day === undefined ? '' : String(initial.day));
  const [time, setTime] = useState(initial.time ?? '09:00');
  const [endsOn, setEndsOn] = useState(initial.ends_on ?? '');
  const [maxRuns, setMaxRuns] = useState(initial.max_runs ? String(initial.max_runs) : '');
  const [maxAmount, setMaxAmount] = useState(initial.max_amount ? String(initial.max_amount) : '');
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const shown = { ...errors, ...problems };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value: ScheduleRhythmValue = {
      frequency,
      day: frequency === 'daily' || day === '' ? null : Number(day),
      time,
      ends_on: endsOn || null,
      max_runs: maxRuns ? Number(maxRuns) : null,
      max_amount: withLimit && maxAmount ? Number(maxAmount) : null,
    };
    const failure = validateScheduleRhythm(value);
    if (failure) {
      setProblems({ [failure.field]: failure.message });
      return;
    }
    setProblems({});
    onSubmit(value);
  };

  return (
    <form className="tu-schedule-form" onSubmit={submit} noValidate aria-label="Schedule">
      <Select
        label="Repeat"
        value={frequency}
        options={SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
        onChange={(event) => {
          setFrequency(event.target.value as ScheduleFrequency);
          setDay('');
        }}
        error={shown.frequency}
      />
      {frequency === 'weekly' && (
        <Select label="Day of the week" value={day} placeholder="Choose a day" options={WEEKDAY_OPTIONS} onChange={(e) => setDay(e.target.value)} error={shown.day} />
      )}
      {frequency === 'monthly' && (
        <Select label="Day of the month" value={day} placeholder="Choose a day" options={MONTH_DAYS} onChange={(e) => setDay(e.target.value)} error={shown.day} />
      )}
      <Field label="Time (Lagos)" type="time" value={time} onChange={(e) => setTime(e.target.value)} error={shown.time} />
      <Field label="End date (optional)" type="date" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} error={shown.ends_on} />
      <Field label="Number of purchases (optional)" inputMode="numeric" value={maxRuns} onChange={(e) => setMaxRuns(e.target.value.replace(/\D/g, ''))} error={shown.max_runs} />
      {withLimit && (
        <Field
          label="Price limit in naira (optional)"
          hint="A run priced above this is skipped and you get an e-mail."
          inputMode="decimal"
          value={maxAmount}
          onChange={(e) => setMaxAmount(e.target.value.replace(/[^\d.]/g, ''))}
          error={shown.max_amount}
        />
      )}
      {beforeSubmit}
      <Button type="submit" busy={busy} block>
        {submitLabel}
      </Button>
    </form>
  );
}
