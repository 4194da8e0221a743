import type { ApiModule } from '../module';
import { staffAuthRoutes } from './auth-routes';
import { staffRoutes } from './routes';

import { LEDGER_CHECK_EVERY_MS, LEDGER_CHECK_JOB } from './ledger-check';

export const staffModule: ApiModule = {
  name: 'staff',
  public: staffAuthRoutes,
  staff: staffRoutes,
  // The ledger check runs hourly for ever: each run books the next.
  jobs: ({ services }) => ({
    [LEDGER_CHECK_JOB]: async (_payload, ctx) => {
      await services.backOffice.checkLedger();
      return { retryAt: new Date(ctx.now.getTime() + LEDGER_CHECK_EVERY_MS) };
    },
  }),
};
