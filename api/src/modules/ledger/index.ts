import type { ApiModule } from '../module';
import { checkLedger } from './check';
import { LEDGER_CHECK_EVERY_MS, LEDGER_CHECK_JOB } from './check-job';
import { ledgerStaffRoutes } from './staff-routes';

export const ledgerModule: ApiModule = {
  name: 'ledger',
  staff: ledgerStaffRoutes,
  // The ledger check runs hourly for ever: each run books the next.
  jobs: ({ services }) => ({
    [LEDGER_CHECK_JOB]: async (_payload, ctx) => {
      await checkLedger(services.db, services.clock);
      return { retryAt: new Date(ctx.now.getTime() + LEDGER_CHECK_EVERY_MS) };
    },
  }),
};
