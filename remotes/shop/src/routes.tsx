import { type RemoteRoutesModule } from '@topup/platform';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { ProductListPage } from './products/ProductListPage';
import { ShopPage } from './shop/ShopPage';
import { shopPaths } from './shopPaths';

const remote: RemoteRoutesModule = {
  routes: [
    { path: shopPaths.shop, Component: ShopPage },
    { path: shopPaths.products(':categoryId'), Component: ProductListPage },
    { path: shopPaths.detail(':id'), Component: ProductDetailPage },
  ],
  nav: [{ label: 'Shop', to: shopPaths.shop }],
};

export default remote;
