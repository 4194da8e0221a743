import type { ApiModule } from '../module';
import { createCatalogueReader } from './reader';
import { catalogueRoutes } from './routes';
import { catalogueStaffRoutes } from './staff-routes';

export const catalogueModule: ApiModule = {
  name: 'catalogue',
  public: catalogueRoutes,
  staff: catalogueStaffRoutes,
  services: ({ db }) => ({ catalogue: createCatalogueReader(db) }),
};
