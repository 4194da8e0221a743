import { UI_MESSAGES } from '@topup/rules';
import { Field } from '@topup/ui';

/**
 * A list's From and To date filters: Lagos calendar days (the API reads them so), as the
 * tables show their times in Lagos; the hint says so.
 */
export function LagosDateFields({ from, to, onChange }: { from?: string; to?: string; onChange: (field: 'from' | 'to', value: string) => void }) {
  return (
    <>
      <Field label="From" type="date" hint={UI_MESSAGES.staff.lagosDays} value={from ?? ''} max={to || undefined} onChange={(e) => onChange('from', e.target.value)} />
      <Field label="To" type="date" hint={UI_MESSAGES.staff.lagosDays} value={to ?? ''} min={from || undefined} onChange={(e) => onChange('to', e.target.value)} />
    </>
  );
}
