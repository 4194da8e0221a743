import type { ApiModule } from '../module';
import { loginRoutes, logoutRoutes } from './routes';

export const authModule: ApiModule = { name: 'auth', public: loginRoutes, customer: logoutRoutes };
