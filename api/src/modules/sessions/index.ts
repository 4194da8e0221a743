import type { ApiModule } from '../module';
import { sessionRoutes } from './routes';

/** ADR 0025: the customer's devices and sessions. */
export const sessionsModule: ApiModule = { name: 'sessions', customer: sessionRoutes };
