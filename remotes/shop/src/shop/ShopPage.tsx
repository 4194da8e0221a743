import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import type { ShopCategory } from '@topup/api-client';
import { SEARCH_DEBOUNCE_MS, SHOP_FIRST_PAGE_SIZE, SHOP_LOAD_MORE_STEP, UI_MESSAGES } from '@topup/rules';
import { Button, EmptyState, FailureState, Skeleton, useApiData } from '@topup/ui';
import { useDebounced, usePaged } from '../loading/paging';
import { ShopTile } from '../products/ProductGrid';
import { ShopSearch } from '../search/ShopSearch';
import { shopPaths } from '../shopPaths';
import '../shop.css';

/** /dashboard/shop: category search with suggestions, and the categories grid (12, then 4 more). */
export function ShopPage() {
  const api = useApi();
  const categories = useApiData(useCallback(() => api.getCategories(), [api]));
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useApiData(
    useCallback(() => (settled ? api.searchCategories(settled) : Promise.resolve({ status: 200, message: '', data: [] as ShopCategory[] })), [api, settled]),
  );
  const all = categories.status === 'ready' ? categories.data : [];
  const paged = usePaged(all.length, SHOP_FIRST_PAGE_SIZE, SHOP_LOAD_MORE_STEP);

  return (
    <div className="shop-page">
      <ShopSearch className="shop-search" id="category-search" label="Search categories" value={query} onChange={setQuery}>
        {settled && suggestions.status === 'ready' && (
          <ul className="shop-suggestions" aria-label="Matching categories">
            {suggestions.data.length === 0 && <li>{UI_MESSAGES.shop.noMatches(settled)}</li>}
            {suggestions.data.map((c) => (
              <li key={c.id}>
                <Link to={shopPaths.products(c.id)}>{c.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </ShopSearch>
      {categories.status === 'loading' && <Skeleton lines={4} label="Loading categories" />}
      {categories.status === 'failed' && <FailureState message={UI_MESSAGES.shop.loadFailed} onRetry={categories.retry} />}
      {categories.status === 'ready' && all.length === 0 && (
        <EmptyState illustration="empty">
          <p>{UI_MESSAGES.shop.noCategories}</p>
        </EmptyState>
      )}
      {categories.status === 'ready' && all.length > 0 && (
        <>
          <ul className="shop-grid" aria-label="Categories">
            {all.slice(0, paged.shown).map((c) => (
              <li key={c.id}>
                <ShopTile to={shopPaths.products(c.id)} image={c.image} title={c.title} />
              </li>
            ))}
          </ul>
          {paged.more && (
            <Button type="button" variant="secondary" onClick={paged.loadMore}>
              {UI_MESSAGES.shop.loadMoreCategories}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
