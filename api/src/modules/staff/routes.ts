import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import {
  AuditRow,
  CataloguePackage,
  CustomerDetail,
  CustomerList,
  CustomerLock,
  LedgerCheck,
  ShopProductRow,
  StaffList,
  StaffOverview,
  StaffTransaction,
  StaffTransactionDetail,
  StaffTransactionFilter,
} from '@topup/wire';
import { NotFound } from '../../errors';
import { toId } from '../../http/ids';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] } as const;
const admin = { role: 'admin' as const };

/**
 * A route's config: admin only or any staff; what its 200 carries (documented and checked against
 * the answers in the tests, not serialized); `conflicts`: a record not (or no longer) in the state
 * the action needs is a 409 and changes nothing.
 */
const answers = (data: object, options: { admin?: boolean; conflicts?: boolean } = {}) => ({
  ...(options.admin ? admin : {}),
  answers: { 200: envelope(data), ...(options.conflicts ? { 409: true as const } : {}) },
});
const object = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const [integer, number, string] = [{ type: 'integer' }, { type: 'number' }, { type: 'string' }];
const list = (items: object) => ({ type: 'array', items });
const locked = { 200: envelope(CustomerLock) };

function idOf(params: { id: string }): number {
  const id = toId(params.id);
  if (id === undefined) throw new NotFound(API_MESSAGES.staff.notFound);
  return id;
}

/** The staff API under /api/v1/admin (api-contract.md "Back office"); the scope checks session and role. */
export const staffRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const office = services.backOffice;
  const done = <T>(data: T) => ({ message: API_MESSAGES.staff.done, data });

  app.get('/overview/', { config: answers(StaffOverview), schema: { summary: 'Today’s sales by service, what waits for staff (pending, review, airtime-to-cash, orders), the last ledger check' } }, async () => done(await office.overview()));

  app.get<{ Querystring: StaffTransactionFilter }>(
    '/transactions/',
    { config: answers(list(StaffTransaction)), schema: { summary: 'Search any customer’s transactions: reference, phone, smart card/meter, e-mail, status (or needs_review), service, dates', querystring: StaffTransactionFilter } },
    async (request) => done(await office.searchTransactions(request.query)),
  );
  app.get<{ Params: { id: string } }>('/transactions/:id/', { config: answers(StaffTransactionDetail), schema: { summary: 'Any customer’s transaction with its customer and provider exchange', params: idParams } }, async (request) =>
    done(await office.transaction(idOf(request.params))),
  );
  app.post<{ Params: { id: string } }>('/transactions/:id/requery/', { config: answers(StaffTransaction, { conflicts: true }), schema: { summary: 'Ask the provider again about a pending purchase', params: idParams } }, async (request) =>
    done(await office.requery(request.staff, idOf(request.params))),
  );
  app.post<{ Params: { id: string }; Body: { outcome: 'delivered' | 'refunded' } }>(
    '/transactions/:id/resolve/',
    {
      config: answers(StaffTransaction, { admin: true, conflicts: true }),
      schema: {
        summary: 'Settle a purchase flagged for review: delivered, or refunded',
        params: idParams,
        body: { type: 'object', required: ['outcome'], properties: { outcome: { type: 'string', enum: ['delivered', 'refunded'] } } },
      },
    },
    async (request) => done(await office.resolve(request.staff, idOf(request.params), request.body.outcome)),
  );

  app.get('/airtime-cash/', { config: answers(list(StaffTransaction)), schema: { summary: 'Airtime-to-cash requests waiting for staff' } }, async () => done(await office.searchTransactions({ kind: 'airtimeToCash', status: 'pending' })));
  app.post<{ Params: { id: string } }>('/airtime-cash/:id/approve/', { config: answers(StaffTransaction, { conflicts: true }), schema: { summary: 'The airtime arrived: credit the amount to receive', params: idParams } }, async (request) =>
    done(await office.approveAirtimeCash(request.staff, idOf(request.params))),
  );
  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/airtime-cash/:id/decline/',
    {
      config: answers(StaffTransaction, { conflicts: true }),
      schema: {
        summary: 'The airtime did not arrive: decline with a reason the customer sees, nothing credited',
        params: idParams,
        body: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request) => done(await office.declineAirtimeCash(request.staff, idOf(request.params), request.body.reason)),
  );

  app.get('/orders/', { config: answers(list(StaffTransaction)), schema: { summary: 'Shop orders waiting for delivery' } }, async () => done(await office.searchTransactions({ kind: 'shop', status: 'pending' })));
  app.post<{ Params: { id: string } }>('/orders/:id/deliver/', { config: answers(StaffTransaction, { conflicts: true }), schema: { summary: 'Mark an order delivered', params: idParams } }, async (request) =>
    done(await office.deliverOrder(request.staff, idOf(request.params))),
  );
  app.post<{ Params: { id: string }; Body: { reason?: string } }>(
    '/orders/:id/cancel/',
    // Cancelling refunds: admin only (support delivers orders).
    {
      config: answers(StaffTransaction, { admin: true, conflicts: true }),
      schema: { summary: 'Cancel an order: refund and restock', params: idParams, body: { type: 'object', properties: { reason: { type: 'string', maxLength: 300 } } } },
    },
    async (request) => done(await office.cancelOrder(request.staff, idOf(request.params), request.body?.reason ?? '')),
  );

  app.get('/catalogue/packages/', { config: answers(list(CataloguePackage)), schema: { summary: 'Every provider with its discount or commission, receiving number and on/off' } }, async () => done(await office.packages()));
  app.put<{ Params: { id: string }; Body: { rate_percent?: number; receiving_number?: string; enabled?: boolean } }>(
    '/catalogue/packages/:id/',
    {
      config: answers(object({ rate_percent: { type: ['number', 'null'] }, receiving_number: { type: ['string', 'null'] }, enabled: { type: 'boolean' } }), { admin: true }),
      schema: {
        summary: 'Change a provider’s discount or commission, receiving number, or turn it on or off',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            rate_percent: { type: 'number', minimum: 0, maximum: 99.99 },
            receiving_number: { type: 'string', pattern: '^0\\d{10}$' },
            enabled: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => done(await office.updatePackage(request.staff, idOf(request.params), request.body)),
  );
  app.put<{ Params: { id: string }; Body: { amount: number } }>(
    '/catalogue/plans/:id/',
    {
      config: answers(object({ id: integer, amount: number }), { admin: true }),
      schema: {
        summary: 'Change a plan’s price',
        params: idParams,
        body: { type: 'object', required: ['amount'], properties: { amount: { type: 'number', exclusiveMinimum: 0 } } },
      },
    },
    async (request) => done(await office.updatePlan(request.staff, idOf(request.params), request.body.amount)),
  );
  app.put<{ Params: { id: string }; Body: { amount?: number; discount?: number; stock?: number } }>(
    '/catalogue/products/:id/',
    {
      config: answers(object({ id: integer, amount: number, discount: number, stock: integer }), { admin: true }),
      schema: {
        summary: 'Change a shop product’s price, discount or stock',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            amount: { type: 'number', exclusiveMinimum: 0 },
            discount: { type: 'number', minimum: 0, maximum: 99.99 },
            stock: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (request) => done(await office.updateProduct(request.staff, idOf(request.params), request.body)),
  );

  app.put<{ Params: { key: string }; Body: { value: string } }>(
    '/content/settings/:key/',
    {
      config: answers(object({ key: string, value: string }), { admin: true }),
      schema: { summary: 'Change a site text (ABOUT_US, PRIVACY_POLICY...)', body: { type: 'object', required: ['value'], properties: { value: { type: 'string', maxLength: 20_000 } } } },
    },
    async (request) => done(await office.updateSetting(request.staff, request.params.key, request.body.value)),
  );
  app.put<{ Body: { message: string } }>(
    '/content/notification/',
    {
      config: answers(object({ message: string }), { admin: true }),
      schema: { summary: 'Change the notification board text', body: { type: 'object', required: ['message'], properties: { message: { type: 'string', maxLength: 2000 } } } },
    },
    async (request) => done(await office.updateNotification(request.staff, request.body.message)),
  );

  app.get<{ Querystring: { query?: string } }>(
    '/customers/',
    {
      schema: {
        summary: 'Find customers by e-mail, phone or username (newest first, at most 50)',
        querystring: { type: 'object', properties: { query: { type: 'string', maxLength: 100 } } },
        response: { 200: envelope(CustomerList) },
      },
    },
    async (request) => done(await office.customers(request.query.query ?? '')),
  );
  app.get<{ Params: { id: string } }>('/customers/:id/', { schema: { summary: 'A customer with balances, referrals and lock', params: idParams, response: { 200: envelope(CustomerDetail) } } }, async (request) =>
    done(await office.customer(idOf(request.params))),
  );
  app.post<{ Params: { id: string } }>('/customers/:id/lock/', { config: admin, schema: { summary: 'Lock a customer: their sessions end, sign-in refused', params: idParams, response: locked } }, async (request) =>
    done(await office.setLocked(request.staff, idOf(request.params), true)),
  );
  app.post<{ Params: { id: string } }>('/customers/:id/unlock/', { config: admin, schema: { summary: 'Unlock a customer', params: idParams, response: locked } }, async (request) =>
    done(await office.setLocked(request.staff, idOf(request.params), false)),
  );

  app.get('/catalogue/products/', { config: answers(list(ShopProductRow)), schema: { summary: 'Every shop product with price, discount and stock' } }, async () => done(await office.products()));

  app.get('/staff/', { config: admin, schema: { summary: 'Staff members with role and authenticator state', response: { 200: envelope(StaffList) } } }, async () => done(await office.staffMembers()));
  app.put<{ Body: { email: string; role: 'support' | 'admin' | 'release' | null } }>(
    '/staff/',
    {
      config: answers(object({ id: integer, email: string, role: { type: ['string', 'null'] } }), { admin: true, conflicts: true }),
      schema: {
        summary: 'Give an existing user a staff role, or take it away (role null); new staff come from the CLI',
        body: {
          type: 'object',
          required: ['email', 'role'],
          properties: { email: { type: 'string', maxLength: 254 }, role: { type: ['string', 'null'], enum: ['support', 'admin', 'release', null] } },
        },
      },
    },
    async (request) => done(await office.setRole(request.staff, request.body.email, request.body.role)),
  );

  app.post<{ Params: { id: string } }>(
    '/staff/:id/reset-authenticator/',
    { config: answers(object({ id: integer, authenticator: { type: 'boolean' } }), { admin: true }), schema: { summary: 'A staff member lost their authenticator: a new QR code at their next sign-in; their staff sessions end', params: idParams } },
    async (request) => done(await office.resetAuthenticator(request.staff, idOf(request.params))),
  );

  app.get('/audit/', { config: answers(list(AuditRow), { admin: true }), schema: { summary: 'The audit log, newest 200 first: who did what, when, before and after' } }, async () => done(await office.auditLog()));
  app.post('/ledger-check/', { config: answers(LedgerCheck), schema: { summary: 'Run the ledger check now' } }, async (request) => done(await office.checkLedger(request.staff)));
};
