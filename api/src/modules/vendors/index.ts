import type { ApiModule } from '../module';
import { RESELLER_CALLBACK_JOB, resellerCallbackJob } from './callbacks';
import { resellerRoutes } from './reseller-routes';
import { vendorRoutes } from './routes';
import { vendorStaffRoutes } from './staff-routes';

/** Vendors (ADR 0026): applications, keys, the reseller API and its callbacks. */
export const vendorsModule: ApiModule = {
  name: 'vendors',
  customer: vendorRoutes,
  staff: vendorStaffRoutes,
  reseller: resellerRoutes,
  // A slow vendor's receiver must not hold up the default queue's jobs (ledger check, canary watch).
  queues: { callbacks: [RESELLER_CALLBACK_JOB] },
  jobs: ({ services, config }) => ({ [RESELLER_CALLBACK_JOB]: resellerCallbackJob({ db: services.db, timeoutMs: config.resellerCallbackTimeoutMs, privateAllowed: config.resellerCallbackPrivateAllowed, retry: config.callbackRetry }) }),
};
