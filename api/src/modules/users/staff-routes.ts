import { CustomerDetail, CustomerList, CustomerLock, CustomerPage, CustomerPageQuery } from '@topup/wire';
import { envelope } from '../../http/schemas';
import { ADMIN_ONLY, defineStaffRoutes, idOf, idParams } from '../staff/routes-kit';
import { customerDetail, findCustomers, pageCustomers, setLocked } from './staff';

const locked = { 200: envelope(CustomerLock) };

/** Staff: customers and their detail; admins lock and unlock them. */
export const userStaffRoutes = defineStaffRoutes((routes, { db, clock, auth }) => {
  // This process forgets a changed user's sessions at once; others when the commit's notice arrives.
  const lock = (request: { params: { id: string } }, action: Parameters<typeof setLocked>[1], to: boolean) => {
    const id = idOf(request.params);
    return setLocked(clock, action, id, to).finally(() => auth.sessions.invalidate(`user:${id}`));
  };

  routes.read<{ Querystring: { query?: string } }>(
    '/customers/',
    {
      schema: {
        summary: 'Find customers by e-mail, phone or username (newest first, at most 50)',
        querystring: { type: 'object', properties: { query: { type: 'string', maxLength: 100 } } },
        response: { 200: envelope(CustomerList) },
      },
    },
    async (request) => findCustomers(db, request.query.query ?? ''),
  );
  routes.read<{ Querystring: CustomerPageQuery }>(
    '/customers/page/',
    {
      schema: {
        summary: 'One page of customers by e-mail, phone or username, state and the Lagos days they joined, sorted by a column (ADR 0028), with the number it matches',
        querystring: CustomerPageQuery,
        response: { 200: envelope(CustomerPage) },
      },
    },
    async (request) => pageCustomers(db, request.query),
  );
  routes.read<{ Params: { id: string } }>('/customers/:id/', { schema: { summary: 'A customer with balances, referrals and lock', params: idParams, response: { 200: envelope(CustomerDetail) } } }, async (request) =>
    customerDetail(db, idOf(request.params)),
  );
  routes.act<{ Params: { id: string } }>('POST', '/customers/:id/lock/', { config: ADMIN_ONLY, schema: { summary: 'Lock a customer: their sessions end, sign-in refused', params: idParams, response: locked } }, async (request, action) =>
    lock(request, action, true),
  );
  routes.act<{ Params: { id: string } }>('POST', '/customers/:id/unlock/', { config: ADMIN_ONLY, schema: { summary: 'Unlock a customer', params: idParams, response: locked } }, async (request, action) =>
    lock(request, action, false),
  );
});
