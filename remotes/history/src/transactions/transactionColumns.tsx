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

const orDash = (value: string | null | undefined) => (value ? value : '—');

/** The spec's history columns: TRX Code, Service, Amount, IUC/Meter, Token, Status, Date, Action. */
export const transactionColumns: Column<Transaction>[] = [
  { key: 'tx_ref', header: 'TRX Code', render: (t) => t.tx_ref },
  { key: 'service', header: 'Service', render: (t) => t.plan },
  { key: 'amount', header: 'Amount', render: (t) => <Naira amount={t.amount} /> },
  { key: 'card_no', header: 'IUC/Meter', render: (t) => orDash(t.card_no) },
  { key: 'token', header: 'Token', render: (t) => orDash(t.token) },
  { key: 'status', header: 'Status', render: (t) => <Badge status={t.status} /> },
  { key: 'date', header: 'Date', render: (t) => formatDateTime(t.created_at) },
  { key: 'action', header: 'Action', render: (t) => <ReceiptLink id={t.id} txRef={t.tx_ref} /> },
];
