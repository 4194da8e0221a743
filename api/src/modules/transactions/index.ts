import type { ApiModule } from '../module';
import { transactionRoutes } from './routes';

export const transactionsModule: ApiModule = { name: 'transactions', customer: transactionRoutes };
