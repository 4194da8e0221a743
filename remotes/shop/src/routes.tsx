import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { ProductListPage } from './products/ProductListPage';
import { ShopPage } from './shop/ShopPage';
import { shopRoutes } from './shopPaths';

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    [shopRoutes.shop]: ShopPage,
    [shopRoutes.products]: ProductListPage,
    [shopRoutes.detail]: ProductDetailPage,
  }),
};

export default remote;
