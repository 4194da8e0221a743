import type { ApiModule } from '../module';
import { orderRoutes, shopCatalogueRoutes } from './routes';
import { createShopService } from './service';

export const shopModule: ApiModule = {
  name: 'shop',
  public: shopCatalogueRoutes,
  customer: orderRoutes,
  services: ({ db, clock }) => ({ shop: createShopService({ db, clock }) }),
};
