import type { ApiModule } from '../module';
import { userRoutes } from './routes';

export const usersModule: ApiModule = { name: 'users', customer: userRoutes };
