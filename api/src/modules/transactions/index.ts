import type { ApiModule } from '../module';
import { transactionRoutes } from './routes';
import { transactionStaffRoutes } from './staff-routes';

export const transactionsModule: ApiModule = { name: 'transactions', customer: transactionRoutes, staff: transactionStaffRoutes };
