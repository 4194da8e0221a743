import type { Transaction } from '@topup/api-client';
import { airtimeToCashNextText } from './receiptDetails';
import './receiptNext.css';

export function AirtimeToCashNext({ transaction }: { transaction: Transaction }) {
  const lines = airtimeToCashNextText(transaction);
  if (lines.length === 0) return null;
  const pending = transaction.status === 'pending';
  return (
    <section className="receipt__next" aria-label={pending ? 'What happens next' : 'Outcome of your request'}>
      <h3>{pending ? 'What happens next' : 'Outcome of your request'}</h3>
      {pending && transaction.airtime_to_cash?.receiving_number && (
        <p>
          Send the airtime to <strong>{transaction.airtime_to_cash.receiving_number}</strong>
        </p>
      )}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
