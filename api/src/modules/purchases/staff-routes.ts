import { StaffTransaction } from '@topup/wire';
import { answers, defineStaffRoutes, idOf, idParams, list } from '../staff/routes-kit';
import { searchTransactions } from '../transactions/staff-view';
import { approveAirtimeCash, declineAirtimeCash } from './airtime-cash-staff';
import { purchasesOn } from './services';
import { requery, resolveReview, type EngineOn } from './staff';

/** Staff: requery a pending purchase, settle one flagged for review, and the airtime-to-cash queue. */
export const purchaseStaffRoutes = defineStaffRoutes((routes, { db, config, clock, bills, requeryBills, testRequeryBills }) => {
  const engineOn: EngineOn = (txDb) => purchasesOn(txDb, { config, clock, bills });

  routes.act<{ Params: { id: string } }>(
    'POST',
    '/transactions/:id/requery/',
    { config: answers(StaffTransaction, { conflicts: true }), schema: { summary: 'Ask the provider again about a pending purchase', params: idParams } },
    async (request, action) => requery(db, { providers: { bills: requeryBills, testBills: testRequeryBills }, engineOn }, action, idOf(request.params)),
  );
  routes.act<{ Params: { id: string }; Body: { outcome: 'delivered' | 'refunded' } }>(
    'POST',
    '/transactions/:id/resolve/',
    {
      config: answers(StaffTransaction, { admin: true, conflicts: true }),
      schema: {
        summary: 'Settle a purchase flagged for review: delivered, or refunded',
        params: idParams,
        body: { type: 'object', required: ['outcome'], properties: { outcome: { type: 'string', enum: ['delivered', 'refunded'] } } },
      },
    },
    async (request, action) => resolveReview(engineOn, action, idOf(request.params), request.body.outcome),
  );

  routes.read('/airtime-cash/', { config: answers(list(StaffTransaction)), schema: { summary: 'Airtime-to-cash requests waiting for staff' } }, async () => searchTransactions(db, { kind: 'airtimeToCash', status: 'pending' }));
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/airtime-cash/:id/approve/',
    { config: answers(StaffTransaction, { conflicts: true }), schema: { summary: 'The airtime arrived: credit the amount to receive', params: idParams } },
    async (request, action) => approveAirtimeCash(clock, action, idOf(request.params)),
  );
  routes.act<{ Params: { id: string }; Body: { reason: string } }>(
    'POST',
    '/airtime-cash/:id/decline/',
    {
      config: answers(StaffTransaction, { conflicts: true }),
      schema: {
        summary: 'The airtime did not arrive: decline with a reason the customer sees, nothing credited',
        params: idParams,
        body: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request, action) => declineAirtimeCash(clock, action, idOf(request.params), request.body.reason),
  );
});
