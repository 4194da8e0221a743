import { purchaseOutcome } from '../../metrics/registry';
import type { ApiModule } from '../module';
import { REQUERY_JOB } from './engine';
import { requeryPurchaseJob } from './requery-job';
import { purchaseRoutes } from './routes';
import { purchaseServices } from './services';
import { purchaseStaffRoutes } from './staff-routes';

export const purchasesModule: ApiModule = {
  name: 'purchases',
  customer: purchaseRoutes,
  staff: purchaseStaffRoutes,
  services: purchaseServices,
  jobs: ({ services, config, log }) => ({
    [REQUERY_JOB]: requeryPurchaseJob({
      db: services.db,
      bills: services.requeryBills,
      testBills: services.testRequeryBills,
      purchases: services.purchases,
      backoff: { baseMs: config.requeryDelayMs, maxMs: config.requeryMaxDelayMs },
      maxAttempts: config.requeryMaxAttempts,
      log,
      settled: (kind, status) => services.metrics.settlements.inc({ kind, outcome: purchaseOutcome(status) }),
    }),
  }),
  queues: { provider: [REQUERY_JOB] },
};
