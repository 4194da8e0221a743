import type { ApiModule } from '../module';
import { checkLedger } from './check';
import { LEDGER_CHECK_EVERY_MS, LEDGER_CHECK_JOB } from './check-job';
import { OVERVIEW_ROLLUP_EVERY_MS, OVERVIEW_ROLLUP_JOB, rollUpOverviewDays } from './overview-rollup';
import { ledgerStaffRoutes } from './staff-routes';

export const ledgerModule: ApiModule = {
  name: 'ledger',
  staff: ledgerStaffRoutes,
  // The ledger check runs hourly for ever, over what was written since the last good checkpoint (ADR 0041): each run books the next.
  jobs: ({ services }) => ({
    [LEDGER_CHECK_JOB]: async (_payload, ctx) => {
      await checkLedger(services.db, services.clock, undefined, { scope: 'incremental' });
      return { retryAt: new Date(ctx.now.getTime() + LEDGER_CHECK_EVERY_MS) };
    },
    // The overview's closed days, rolled up hourly (ADR 0041, amended): a day changed since is rolled again.
    [OVERVIEW_ROLLUP_JOB]: async (_payload, ctx) => {
      await rollUpOverviewDays(services.db, ctx.now);
      return { retryAt: new Date(ctx.now.getTime() + OVERVIEW_ROLLUP_EVERY_MS) };
    },
  }),
};
