import type { ApiModule } from '../module';
import { profileRoutes } from './routes';

export const profileModule: ApiModule = { name: 'profile', customer: profileRoutes };
