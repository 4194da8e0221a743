import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import { SEARCH_DEBOUNCE_MS, SHOP_FIRST_PAGE_SIZE, SHOP_LOAD_MORE_STEP, UI_MESSAGES } from '@topup/rules';
import { Button, EmptyState, FailureState, useApiData } from '@topup/ui';
import { useDebounced, usePaged } from '../loading/paging';
import { ShopSearch } from '../search/ShopSearch';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import '../shop.css';

/** /dashboard/shop/product/:categoryId: the category's products (12, then 4 more), or search results. */
export function ProductListPage() {
  const api = useApi();
  const { categoryId = '' } = useParams();
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const products = useApiData(
    useCallback(() => (settled ? api.searchProducts(settled) : api.getProducts(categoryId)), [api, categoryId, settled]),
  );
  const list = products.status === 'ready' ? products.data : [];
  const paged = usePaged(list.length, SHOP_FIRST_PAGE_SIZE, SHOP_LOAD_MORE_STEP);

  return (
    <div className="shop-page">
      <ShopSearch id="product-search" label="Search products" value={query} onChange={setQuery} />
      {products.status === 'loading' && <ProductGridSkeleton count={4} label="Loading products" />}
      {products.status === 'failed' && <FailureState message={UI_MESSAGES.shop.loadFailed} onRetry={products.retry} />}
      {products.status === 'ready' && list.length === 0 && (
        <EmptyState illustration={settled ? 'search' : 'empty'}>
          <p>{settled ? UI_MESSAGES.shop.noMatches(settled) : UI_MESSAGES.shop.noProducts}</p>
        </EmptyState>
      )}
      {products.status === 'ready' && list.length > 0 && (
        <>
          <ProductGrid products={list.slice(0, paged.shown)} label="Products" />
          {paged.more && (
            <Button type="button" variant="secondary" onClick={paged.loadMore}>
              {UI_MESSAGES.shop.loadMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
