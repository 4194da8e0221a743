import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PackageCheck } from 'lucide-react';
import { useLinks } from '@topup/platform';
import declaration from '../../remote.json';
import type { Transaction } from '@topup/api-client';
import { UI_MESSAGES, formatNaira } from '@topup/rules';
import { shopPaths } from '../shopPaths';

/**
 * After an order: it takes the form's place and the focus; what was ordered, what it
 * cost, what happens next (the server's words), and the receipt one tap away.
 */
export function OrderPlaced({ order, message }: { order: Transaction; message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order]);
  const receipt = useLinks()('receipt', { id: order.id });
  return (
    <section className="tu-card order-placed" role="status" aria-labelledby="order-placed-title">
      <span className="order-placed__icon" aria-hidden="true">
        <PackageCheck size={36} />
      </span>
      <h2 id="order-placed-title" className="order-placed__title" ref={heading} tabIndex={-1}>
        {UI_MESSAGES.shop.orderPlacedTitle}
      </h2>
      <p className="order-placed__amount">{formatNaira(order.amount)}</p>
      <p className="order-placed__plan">{order.plan}</p>
      {message && <p className="order-placed__message">{message}</p>}
      <div className="order-placed__actions">
        {receipt && (
          <Link className="tu-button tu-button--primary" to={receipt}>
            {UI_MESSAGES.shop.viewReceipt}
          </Link>
        )}
        <Link className="tu-button tu-button--secondary" to={shopPaths.shop}>
          Continue shopping
        </Link>
        <Link className="tu-button tu-button--ghost" to={declaration.area}>
          Done
        </Link>
      </div>
    </section>
  );
}
