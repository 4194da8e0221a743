import type { Transaction } from '@topup/api-client';
import { formatDateTime } from '@topup/rules';
import { Badge, Naira, ProviderLogo } from '@topup/ui';
import { ReceiptLink } from './transactionColumns';

/**
 * Transactions as a list for phones (the table needs more room than 360 px): logo, plan, date,
 * amount and status in one row; `detailed` adds the reference, number and token (history cards).
 */
export function TransactionItems({ transactions, label, detailed = false }: { transactions: Transaction[]; label: string; detailed?: boolean }) {
  return (
    <ul className={detailed ? 'tx-items tx-items--cards' : 'tx-items'} aria-label={label}>
      {transactions.map((t) => {
        const title = t.subcategory?.title ?? t.category?.title ?? t.plan;
        return (
          <li key={t.id} className="tx-item">
            <ProviderLogo image={t.subcategory?.image ?? t.category?.image} label={title} size={40} />
            <div className="tx-item__main">
              <p className="tx-item__plan">{t.plan}</p>
              <p className="tx-item__meta">
                <span className="tx-item__ref">{t.tx_ref}</span> · {formatDateTime(t.created_at)}
              </p>
              {detailed && t.card_no && <p className="tx-item__meta">IUC/Meter: {t.card_no}</p>}
              {detailed && t.token && <p className="tx-item__meta tx-item__token">Token: {t.token}</p>}
            </div>
            <div className="tx-item__side">
              <span className="tx-item__amount">
                <Naira amount={t.amount} />
              </span>
              <Badge status={t.status} />
            </div>
            <ReceiptLink id={t.id} txRef={t.tx_ref} />
          </li>
        );
      })}
    </ul>
  );
}
