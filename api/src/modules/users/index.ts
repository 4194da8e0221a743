import type { ApiModule } from '../module';
import { createBuyerCache } from './buyers';
import { createProfileCache } from './profiles';
import { userRoutes } from './routes';
import { userStaffRoutes } from './staff-routes';

export const usersModule: ApiModule = {
  name: 'users',
  tag: 'user',
  customer: userRoutes,
  staff: userStaffRoutes,
  services: () => ({ profiles: createProfileCache(), buyers: createBuyerCache() }),
};
