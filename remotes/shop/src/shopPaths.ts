import { fillPath, ownRoute } from '@topup/platform/declaration';
import declaration from '../remote.json';

/** The shop's own routes, as remote.json declares them (react-router patterns). */
export const shopRoutes = {
  shop: ownRoute(declaration, '/shop'),
  products: ownRoute(declaration, '/product/:categoryId'),
  detail: ownRoute(declaration, '/product-detail/:id'),
};

/** Links to the shop's own screens. */
export const shopPaths = {
  shop: shopRoutes.shop,
  products: (categoryId: number | string) => fillPath(shopRoutes.products, { categoryId }),
  detail: (productId: number | string) => fillPath(shopRoutes.detail, { id: productId }),
};
