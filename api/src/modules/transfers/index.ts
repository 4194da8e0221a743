import type { ApiModule } from '../module';
import { transferRoutes } from './routes';

export const transfersModule: ApiModule = { name: 'transfers', customer: transferRoutes };
