import type { ApiModule } from '../module';
import { createCatalogueReader } from './reader';
import { catalogueRoutes } from './routes';

export const catalogueModule: ApiModule = {
  name: 'catalogue',
  public: catalogueRoutes,
  services: ({ db }) => ({ catalogue: createCatalogueReader(db) }),
};
