import type { ApiModule } from '../module';
import { staffAuthRoutes } from './auth-routes';
import { staffRoutes } from './routes';
import { purchasesOn } from '../purchases/services';
import { createShopService } from '../shop/service';
import { createBackOffice } from './back-office';
import { LEDGER_CHECK_EVERY_MS, LEDGER_CHECK_JOB } from './ledger-check';
import { createStaffSignIn } from './sign-in';

export const staffModule: ApiModule = {
  name: 'staff',
  tag: 'back office',
  public: staffAuthRoutes,
  staff: staffRoutes,
  // After auth, catalogue, purchases and shop in API_MODULES: the back office drives their engines.
  services: ({ db, config, clock, built, tokens }) => {
    const { auth, bills, requeryBills, catalogue } = built;
    if (!auth || !bills || !requeryBills || !catalogue) throw new Error('staff services need auth, catalogue and purchases built first');
    return {
      backOffice: createBackOffice({
        db,
        bills: requeryBills,
        // Staff actions run the engines inside their own transaction, with the audit row (ADR 0011).
        within: (txDb) => ({ purchases: purchasesOn(txDb, { config, clock, bills }), shop: createShopService({ db: txDb, clock }) }),
        clock,
        memory: { sessions: auth.sessions, catalogue },
      }),
      staffSignIn: createStaffSignIn({ db, auth, tokens, clock }),
    };
  },
  // The ledger check runs hourly for ever: each run books the next.
  jobs: ({ services }) => ({
    [LEDGER_CHECK_JOB]: async (_payload, ctx) => {
      await services.backOffice.checkLedger();
      return { retryAt: new Date(ctx.now.getTime() + LEDGER_CHECK_EVERY_MS) };
    },
  }),
};
