import { COMPLAINT_STATUSES, type ComplaintStatus } from '@topup/rules';
import { ComplaintReply, StaffComplaintDetail, StaffComplaintRow } from '@topup/wire';
import { purchasesOn } from '../purchases/services';
import type { EngineOn } from '../purchases/staff';
import { answers, defineStaffRoutes, idOf, idParams, list } from '../staff/routes-kit';
import { complaintQueue, complaintStaffActions, staffComplaint } from './staff';

/** Staff: the complaints queue and a ticket's actions (reply, requery, refund, resolve), each audited (ADR 0020). */
export const complaintStaffRoutes = defineStaffRoutes((routes, { db, config, clock, bills, requeryBills, testRequeryBills }) => {
  const engineOn: EngineOn = (txDb) => purchasesOn(txDb, { config, clock, bills });
  const actions = complaintStaffActions({ db, clock, providers: { bills: requeryBills, testBills: testRequeryBills }, engineOn });

  routes.read<{ Querystring: { status?: ComplaintStatus } }>(
    '/complaints/',
    {
      config: answers(list(StaffComplaintRow)),
      schema: {
        summary: 'Complaint tickets in one status (open by default), longest waiting first',
        querystring: { type: 'object', properties: { status: { type: 'string', enum: [...COMPLAINT_STATUSES] } } },
      },
    },
    async (request) => complaintQueue(db, request.query.status ?? 'open'),
  );
  routes.read<{ Params: { id: string } }>(
    '/complaints/:id/',
    { config: answers(StaffComplaintDetail), schema: { summary: 'A ticket with its conversation, transaction, ledger entries, last requery and release versions', params: idParams } },
    async (request) => staffComplaint(db, idOf(request.params)),
  );
  routes.act<{ Params: { id: string }; Body: { message: string; resolve?: boolean } }>(
    'POST',
    '/complaints/:id/reply/',
    {
      config: answers(StaffComplaintDetail, { conflicts: true }),
      schema: {
        summary: 'Answer the customer (e-mailed): the ticket waits on them, or is resolved with `resolve`',
        params: idParams,
        body: { type: 'object', required: ['message'], properties: { ...ComplaintReply.properties, resolve: { type: 'boolean' } } },
      },
    },
    async (request, action) => actions.reply(action, idOf(request.params), request.body),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/complaints/:id/requery/',
    { config: answers(StaffComplaintDetail, { conflicts: true }), schema: { summary: "Ask the provider about the ticket's purchase (a pending one is settled by the answer)", params: idParams } },
    async (request, action) => actions.requery(action, idOf(request.params)),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/complaints/:id/refund/',
    {
      config: answers(StaffComplaintDetail, { admin: true, conflicts: true }),
      schema: { summary: "Refund the ticket's transaction through its refund path (once) and resolve the ticket", params: idParams },
    },
    async (request, action) => actions.refund(action, idOf(request.params)),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/complaints/:id/resolve/',
    { config: answers(StaffComplaintDetail, { conflicts: true }), schema: { summary: 'Resolve the ticket (e-mailed)', params: idParams } },
    async (request, action) => actions.resolve(action, idOf(request.params)),
  );
});
