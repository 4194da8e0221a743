import type { ApiModule } from '../module';
import { createProfileCache } from './profiles';
import { userRoutes } from './routes';

export const usersModule: ApiModule = { name: 'users', tag: 'user', customer: userRoutes, services: () => ({ profiles: createProfileCache() }) };
