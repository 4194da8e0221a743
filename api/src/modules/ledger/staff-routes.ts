import { lagosDay, lagosDayStart } from '@topup/rules';
import { LedgerCheck, OverviewTrends, StaffOverview } from '@topup/wire';
import { openComplaintCount } from '../complaints/staff';
import { answers, defineStaffRoutes } from '../staff/routes-kit';
import { transactionFigures } from '../transactions/staff-view';
import { checkLedger, lastLedgerCheck } from './check';
import { overviewTrends } from './trends';

/** "Today" for the overview: the first instant of the Lagos day (UTC+1, no daylight saving) that `now` falls in. */
const lagosMidnight = (now: Date) => lagosDayStart(lagosDay(now));

/** Staff: today's figures with what waits for staff and the last ledger check; the check on demand. */
export const ledgerStaffRoutes = defineStaffRoutes((routes, { db, clock }) => {
  routes.read(
    '/overview/',
    {
      config: answers(StaffOverview),
      schema: { summary: 'Today’s sales by service, what waits for staff (pending, review, airtime-to-cash, orders, open complaints), the last ledger check' },
    },
    async () => {
      const since = lagosMidnight(clock());
      return { since: since.toISOString(), ...(await transactionFigures(db, since)), complaints: await openComplaintCount(db), ledger_check: await lastLedgerCheck(db) };
    },
  );
  routes.read(
    '/overview/trends/',
    {
      config: answers(OverviewTrends),
      schema: { summary: 'Sales by service, value, delivered value, refunds, funding in and transfers: today, yesterday, the last 7 and 30 Lagos days and each of the 30 days; the oldest pending purchase’s age' },
    },
    async () => overviewTrends(db, clock()),
  );
  routes.act('POST', '/ledger-check/', { config: answers(LedgerCheck), schema: { summary: 'Run the ledger check now' } }, async (_request, action) => checkLedger(db, clock, action));
});
