import { Link } from 'react-router-dom';
import { Eye } from 'lucide-react';
import { historyPaths } from '../historyPaths';
import type { Transaction } from '@topup/api-client';
import { UI_MESSAGES, formatDateTime } from '@topup/rules';
import { Badge, Naira, type Column } from '@topup/ui';

export function ReceiptLink({ id, txRef }: { id: Transaction['id']; txRef: Transaction['tx_ref'] }) {
  return (
    <Link className="history-receipt-link" to={historyPaths.receipt(id)} aria-label={UI_MESSAGES.history.viewReceiptFor(txRef)}>
      <Eye aria-hidden="true" focusable="false" size={20} />
    </Link>
  );
}

/**
 * An amount marked as money in or out, as banking apps do: "+₦5,000.00" in green for a
 * credit, "−₦500.00" for a debit, each named for screen readers.
 */
export function SignedAmount({ transaction }: { transaction: Transaction }) {
  const credit = transaction.direction === 'credit';
  return (
    <span className={`tx-amount tx-amount--${credit ? 'credit' : 'debit'}`}>
      <span className="tu-visually-hidden">{credit ? 'Credit ' : 'Debit '}</span>
      <span aria-hidden="true">{credit ? '+' : '−'}</span>
      <Naira amount={transaction.amount} />
    </span>
  );
}

const orDash = (value: string | null | undefined) => (value ? value : '—');

/**
 * The spec's history columns: TRX Code, Service, Amount, IUC/Meter, Token, Status, Date, Action.
 * The reference and tokens may break anywhere (24 characters, 20 digits), so that at a laptop's
 * width the table fits its card whole and Action stays in view.
 */
export const transactionColumns: Column<Transaction>[] = [
  { key: 'tx_ref', header: 'TRX Code', render: (t) => t.tx_ref, className: 'tx-col-code' },
  { key: 'service', header: 'Service', render: (t) => t.plan },
  { key: 'amount', header: 'Amount', render: (t) => <SignedAmount transaction={t} /> },
  { key: 'card_no', header: 'IUC/Meter', render: (t) => orDash(t.card_no), className: 'tx-col-number' },
  { key: 'token', header: 'Token', render: (t) => orDash(t.token), className: 'tx-col-code tx-col-token' },
  { key: 'status', header: 'Status', render: (t) => <Badge status={t.status} /> },
  { key: 'date', header: 'Date', render: (t) => formatDateTime(t.created_at) },
  { key: 'action', header: 'Action', render: (t) => <ReceiptLink id={t.id} txRef={t.tx_ref} />, className: 'tx-col-action' },
];
