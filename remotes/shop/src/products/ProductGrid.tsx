import { Link } from 'react-router-dom';
import type { ShopProduct } from '@topup/api-client';
import { formatNaira } from '@topup/rules';
import { shopPaths } from '../shopPaths';

/** A shop card (a category or a product): a fixed square image box (nothing shifts as images load), the title, a price if any. */
export function ShopTile({ to, image, title, price }: { to: string; image: string; title: string; price?: string }) {
  return (
    <Link className="shop-tile" to={to}>
      <span className="shop-tile__image">
        <img src={image} alt="" width={160} height={160} loading="lazy" decoding="async" />
      </span>
      <span className="shop-tile__title">{title}</span>
      {price !== undefined && <span className="shop-tile__price">{price}</span>}
    </Link>
  );
}

/** Product cards: a fixed square image box (nothing shifts as images load), title, price in naira. */
export function ProductGrid({ products, label }: { products: ShopProduct[]; label: string }) {
  return (
    <ul className="shop-grid" aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ShopTile to={shopPaths.detail(p.id)} image={p.image} title={p.title} price={formatNaira(p.amount)} />
        </li>
      ))}
    </ul>
  );
}

/** Cards of the same size as ProductGrid's while the products load (the strip keeps its height). */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="tu-visually-hidden">{label}</span>
      <ul className="shop-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="shop-tile shop-tile--placeholder">
              <span className="shop-tile__image" />
              <span className="shop-tile__title">
                <span className="shop-skeleton" />
              </span>
              <span className="shop-tile__price">
                <span className="shop-skeleton shop-skeleton--short" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
