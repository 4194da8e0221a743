import type { ApiModule } from '../module';
import { beneficiaryRoutes } from './routes';

/** Issue 25, part 3 (ADR 0025). */
export const beneficiariesModule: ApiModule = { name: 'beneficiaries', customer: beneficiaryRoutes };
