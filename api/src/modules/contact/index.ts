import type { ApiModule } from '../module';
import { contactRoutes } from './routes';

export const contactModule: ApiModule = { name: 'contact', tag: 'public site', public: contactRoutes };
