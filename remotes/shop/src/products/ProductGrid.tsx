import { Link } from 'react-router-dom';
import type { ShopProduct } from '@topup/api-client';
import { formatNaira } from '@topup/rules';
import { shopPaths } from '../shopPaths';

/** Product tiles: image, title and price in naira; each opens the product. */
export function ProductGrid({ products, label }: { products: ShopProduct[]; label: string }) {
  return (
    <ul className="shop-grid" aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <Link className="shop-tile" to={shopPaths.detail(p.id)}>
            <img src={p.image} alt="" width={160} height={160} loading="lazy" />
            <span className="shop-tile__title">{p.title}</span>
            <span className="shop-tile__price">{formatNaira(p.amount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
