import { Link } from 'react-router-dom';
import { historyPaths } from '../historyPaths';
import type { Transaction } from '@topup/api-client';
import { UI_MESSAGES, formatDateTime } from '@topup/rules';
import { Badge, ProviderLogo } from '@topup/ui';
import { ReceiptLink, SignedAmount } from './transactionColumns';

/**
 * Transactions as a list for phones (the table needs more room than 360 px). Rows (the dashboard's
 * recent list): logo, plan, date, amount and status, each on one line so every row has the same
 * height as its skeleton. `detailed` (history cards) adds the reference, number, token and a
 * "View receipt" link in words.
 */
export function TransactionItems({ transactions, label, detailed = false }: { transactions: Transaction[]; label: string; detailed?: boolean }) {
  return (
    <ul className={detailed ? 'tx-items tx-items--cards' : 'tx-items tx-items--rows'} aria-label={label}>
      {transactions.map((t) => {
        const title = t.subcategory?.title ?? t.category?.title ?? t.plan;
        return (
          <li key={t.id} className="tx-item">
            <ProviderLogo image={t.subcategory?.image ?? t.category?.image} label={title} size={40} />
            <div className="tx-item__main">
              <p className="tx-item__plan">{t.plan}</p>
              <p className="tx-item__meta">
                {detailed && <span className="tx-item__ref">{t.tx_ref} · </span>}
                {formatDateTime(t.created_at)}
              </p>
              {detailed && t.card_no && <p className="tx-item__meta">IUC/Meter: {t.card_no}</p>}
              {detailed && t.token && <p className="tx-item__meta tx-item__token">Token: {t.token}</p>}
            </div>
            <div className="tx-item__side">
              <span className="tx-item__amount">
                <SignedAmount transaction={t} />
              </span>
              <Badge status={t.status} />
            </div>
            {detailed ? (
              <Link className="tx-item__receipt" to={historyPaths.receipt(t.id)} aria-label={UI_MESSAGES.history.viewReceiptFor(t.tx_ref)}>
                View receipt
              </Link>
            ) : (
              <ReceiptLink id={t.id} txRef={t.tx_ref} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Rows of the same size as TransactionItems' rows, while they load: nothing moves when they arrive. */
export function TransactionRowsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="tu-visually-hidden">{label}</span>
      <ul className="tx-items tx-items--rows tx-items--loading" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="tx-item">
            <span className="tx-skeleton tx-skeleton__logo" />
            <div className="tx-item__main">
              <p className="tx-item__plan"><span className="tx-skeleton">{'\u00a0'}</span></p>
              <p className="tx-item__meta"><span className="tx-skeleton tx-skeleton--short">{'\u00a0'}</span></p>
            </div>
            <div className="tx-item__side">
              <span className="tx-item__amount"><span className="tx-skeleton tx-skeleton--short">{'\u00a0'}</span></span>
              <span className="tu-badge tx-skeleton tx-skeleton--short">{'\u00a0'}</span>
            </div>
            <span className="history-receipt-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
