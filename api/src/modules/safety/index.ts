import type { FastifyPluginAsync } from 'fastify';
import type { ApiModule } from '../module';
import type { ModuleOptions } from '../../services';
import { transactionPinRoutes } from './routes';
import { kycRoutes } from './kyc-routes';
import { kycStaffRoutes } from './staff-routes';

const customer: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(transactionPinRoutes, options);
  await app.register(kycRoutes, options);
};

/** ADR 0024: the transaction PIN and the KYC tiers; the PIN guard itself is http/scopes.ts's. */
export const safetyModule: ApiModule = { name: 'safety', customer, staff: kycStaffRoutes };
