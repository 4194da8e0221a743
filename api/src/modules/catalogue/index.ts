import type { ApiModule } from '../module';
import { catalogueRoutes } from './routes';

export const catalogueModule: ApiModule = { name: 'catalogue', public: catalogueRoutes };
