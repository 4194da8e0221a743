import { paths } from '@topup/platform';

/** The shop's own routes (under the platform's /dashboard/shop). */
export const shopPaths = {
  shop: paths.shop,
  products: (categoryId: number | string) => `${paths.shop}/product/${categoryId}`,
  detail: (productId: number | string) => `${paths.shop}/product-detail/${productId}`,
};
