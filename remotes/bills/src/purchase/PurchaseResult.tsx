import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import type { Transaction } from '@topup/api-client';

/** After a purchase: what happened, and the receipt one tap away (tokens and PINs are there). */
export function PurchaseResult({ transaction, text, children }: { transaction: Transaction; text: string; children?: ReactNode }) {
  return (
    <section className="tu-card bills-result" role="status" aria-label="Purchase result">
      <p>{text}</p>
      {children}
      <Link className="tu-button tu-button--primary" to={paths.receipt(transaction.id)}>
        View receipt
      </Link>
    </section>
  );
}
