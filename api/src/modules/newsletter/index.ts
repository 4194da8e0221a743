import type { ApiModule } from '../module';
import { newsletterRoutes } from './routes';

export const newsletterModule: ApiModule = { name: 'newsletter', tag: 'public site', public: newsletterRoutes };
