import { paths, type RemoteRoutesModule } from '@topup/platform';
import { ShopPlaceholder } from './placeholder/ShopPlaceholder';

const remote: RemoteRoutesModule = {
  routes: [
    { path: paths.shop, Component: ShopPlaceholder },
    { path: '/dashboard/shop/product/:categoryId', Component: ShopPlaceholder },
    { path: '/dashboard/shop/product-detail/:id', Component: ShopPlaceholder },
  ],
  nav: [{ label: 'Shop', to: paths.shop }],
};

export default remote;
