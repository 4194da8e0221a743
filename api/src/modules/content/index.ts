import type { ApiModule } from '../module';
import { contentRoutes } from './routes';
import { contentStaffRoutes } from './staff-routes';

export const contentModule: ApiModule = { name: 'content', public: contentRoutes, staff: contentStaffRoutes };
