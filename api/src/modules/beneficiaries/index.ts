import type { ApiModule } from '../module';
import { beneficiaryRoutes } from './routes';

/** Saved beneficiaries (ADR 0025). */
export const beneficiariesModule: ApiModule = { name: 'beneficiaries', customer: beneficiaryRoutes };
