import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import { UI_MESSAGES } from '@topup/rules';
import { Card, ErrorState, useApiData } from '@topup/ui';
import { ProductGrid, ProductGridSkeleton } from '../products/ProductGrid';
import { shopPaths } from '../shopPaths';
import '../shop.css';

/** Placeholder cards while loading: as many as a laptop shows, the strip's height exactly. */
const PLACEHOLDERS = 6;

/** The dashboard's featured-products strip (exposed as `./FeaturedProducts`). */
export default function FeaturedProducts() {
  const api = useApi();
  const featured = useApiData(useCallback(() => api.getFeaturedProducts(), [api]));
  if (featured.status === 'ready' && featured.data.length === 0) return null;
  return (
    <Card className="shop-featured" aria-labelledby="featured-title">
      <div className="shop-featured__head">
        <h2 id="featured-title">{UI_MESSAGES.shop.featuredTitle}</h2>
        <Link to={shopPaths.shop}>Shop</Link>
      </div>
      {featured.status === 'loading' && <ProductGridSkeleton count={PLACEHOLDERS} label="Loading featured products" />}
      {featured.status === 'failed' && <ErrorState message={UI_MESSAGES.shop.loadFailed} onRetry={featured.retry} />}
      {featured.status === 'ready' && <ProductGrid products={featured.data} label={UI_MESSAGES.shop.featuredTitle} />}
    </Card>
  );
}
