import type { ApiModule } from '../module';
import { orderRoutes, shopCatalogueRoutes } from './routes';

export const shopModule: ApiModule = { name: 'shop', public: shopCatalogueRoutes, customer: orderRoutes };
