import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { ProductListPage } from './products/ProductListPage';
import { ShopPage } from './shop/ShopPage';
import { shopPaths } from './shopPaths';

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    [shopPaths.shop]: ShopPage,
    [shopPaths.products(':categoryId')]: ProductListPage,
    [shopPaths.detail(':id')]: ProductDetailPage,
  }),
};

export default remote;
