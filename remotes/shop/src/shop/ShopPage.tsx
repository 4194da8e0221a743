import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import type { ShopCategory } from '@topup/api-client';
import { SEARCH_DEBOUNCE_MS, SHOP_FIRST_PAGE_SIZE, SHOP_LOAD_MORE_STEP, UI_MESSAGES } from '@topup/rules';
import { Button, EmptyState, FailureState, Skeleton, useApiData } from '@topup/ui';
import { useDebounced, usePaged } from '../loading/paging';
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
      <div className="shop-search" role="search">
        <label className="tu-visually-hidden" htmlFor="category-search">Search categories</label>
        <input
          id="category-search"
          className="tu-input"
          type="search"
          placeholder="Search categories..."
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
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
      </div>
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
                <Link className="shop-tile" to={shopPaths.products(c.id)}>
                  <span className="shop-tile__image">
                    <img src={c.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
                  </span>
                  <span className="shop-tile__title">{c.title}</span>
                </Link>
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
