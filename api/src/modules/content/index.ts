import type { ApiModule } from '../module';
import { contentRoutes } from './routes';

export const contentModule: ApiModule = { name: 'content', public: contentRoutes };
