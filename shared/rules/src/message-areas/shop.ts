export const shop = {
  searchCategories: 'Search categories...',
  searchProducts: 'Search products...',
  loadMoreCategories: 'Load more categories',
  loadMore: 'Load more',
} as const;
