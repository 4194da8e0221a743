import type { ApiModule } from '../module';
import { orderRoutes, shopCatalogueRoutes } from './routes';
import { createShopService } from './service';
import { shopStaffRoutes } from './staff-routes';

export const shopModule: ApiModule = {
  name: 'shop',
  public: shopCatalogueRoutes,
  customer: orderRoutes,
  staff: shopStaffRoutes,
  services: ({ db, clock }) => ({ shop: createShopService({ db, clock }) }),
};
