import type { VerificationContent } from '@topup/api-client';
import { formatNaira } from '@topup/rules';

/** What the provider said about a verified number, in the order a customer checks it. */
const LABELS: Array<[keyof VerificationContent & string, string]> = [
  ['Customer_Name', 'Customer name'],
  ['Address', 'Address'],
  ['Current_Bouquet', 'Current bouquet'],
  ['Due_Date', 'Due date'],
  ['Renewal_Amount', 'Renewal amount'],
  ['Minimum_Amount', 'Minimum amount'],
];

export function VerifiedDetails({ content }: { content: VerificationContent }) {
  const rows = LABELS.filter(([key]) => content[key] !== undefined && content[key] !== null && content[key] !== '');
  return (
    <dl className="bills-form__verified" aria-label="Verified customer">
      {rows.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{key.endsWith('_Amount') ? formatNaira(Number(content[key])) : String(content[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
