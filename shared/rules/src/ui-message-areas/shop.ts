export const shop = {
  loadMoreCategories: 'Load more categories',
  loadMore: 'Load more',
  noCategories: 'No categories yet.',
  noProducts: 'No products in this category yet.',
  noMatches: (query: string) => `Nothing matches "${query}".`,
  discount: (percent: number) => `${percent}% discount applied`,
  /** The product detail's discount notice when the discount is 0 % (ADR 0027). */
  noDiscount: 'No discount',
  inStock: (n: number) => (n > 0 ? `${n} in stock` : 'Out of stock'),
  orderPlacedTitle: 'Order placed',
  viewReceipt: 'View receipt',
  loadFailed: 'The shop could not be loaded.',
  featuredTitle: 'Featured products',
} as const;
