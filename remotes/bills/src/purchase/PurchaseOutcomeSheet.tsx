import { Link } from 'react-router-dom';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { paths } from '@topup/platform';
import { formatNaira } from '@topup/rules';
import { Button } from '@topup/ui';
import type { PurchaseOutcome } from './outcome';

const LOOK = {
  delivered: { title: 'Successful', Icon: CircleCheck },
  processing: { title: 'Processing', Icon: Clock },
  failed: { title: 'Failed', Icon: CircleX },
} as const;

/**
 * The moment after a purchase (issue 13): delivered, processing or failed and refunded, in words,
 * colour and icon, with what was bought, any token or PINs, and the receipt one tap away.
 */
export function PurchaseOutcomeSheet({ outcome, onDismiss }: { outcome: PurchaseOutcome; onDismiss: () => void }) {
  const { title, Icon } = LOOK[outcome.state];
  const t = outcome.transaction;
  return (
    <section className={`tu-card purchase-outcome purchase-outcome--${outcome.state}`} role="status" aria-label="Purchase result">
      <p className="purchase-outcome__title">
        <Icon aria-hidden="true" size={28} /> {title}
      </p>
      <p className="purchase-outcome__amount">{formatNaira(t.amount)}</p>
      <p className="purchase-outcome__plan">{t.plan}</p>
      <p>{outcome.message}</p>
      {t.token && outcome.state === 'delivered' && (
        <p className="purchase-outcome__token">
          {t.token.split('\n').map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      )}
      <div className="purchase-outcome__actions">
        <Link className="tu-button tu-button--primary" to={paths.receipt(t.id)}>
          View receipt
        </Link>
        <Button variant="secondary" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </section>
  );
}
