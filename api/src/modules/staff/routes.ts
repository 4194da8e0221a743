import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { CustomerDetail, CustomerList, CustomerLock, StaffList, StaffTransactionFilter } from '@topup/wire';
import { NotFound } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] } as const;
const admin = { role: 'admin' as const };
const locked = { 200: envelope(CustomerLock) };
/** The OpenAPI tag of the staff routes only admins may call. */
export const ADMIN_ONLY_TAG = 'back office: admin only';

function idOf(params: { id: string }): number {
  const id = toId(params.id);
  if (id === undefined) throw new NotFound(API_MESSAGES.staff.notFound);
  return id;
}

/** The staff API under /api/v1/admin (api-contract.md "Back office"); the scope checks session and role. */
export const staffRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const office = services.backOffice;
  const done = <T>(data: T) => ({ message: API_MESSAGES.staff.done, data });
  // The docs (and the access test, which reads them) mark the routes only admins may call.
  app.addHook('onRoute', (route) => {
    const tags = route.config?.role === 'admin' ? ['back office', ADMIN_ONLY_TAG] : ['back office'];
    route.schema = { tags, security: bearerSecurity, ...route.schema };
  });

  app.get('/overview/', async () => done(await office.overview()));

  app.get<{ Querystring: StaffTransactionFilter }>(
    '/transactions/',
    { schema: { summary: 'Search any customer’s transactions: reference, phone, smart card/meter, e-mail, status (or needs_review), service, dates', querystring: StaffTransactionFilter } },
    async (request) => done(await office.searchTransactions(request.query)),
  );
  app.get<{ Params: { id: string } }>('/transactions/:id/', { schema: { params: idParams } }, async (request) =>
    done(await office.transaction(idOf(request.params))),
  );
  app.post<{ Params: { id: string } }>('/transactions/:id/requery/', { schema: { params: idParams } }, async (request) =>
    done(await office.requery(request.staff, idOf(request.params))),
  );
  app.post<{ Params: { id: string }; Body: { outcome: 'delivered' | 'refunded' } }>(
    '/transactions/:id/resolve/',
    {
      config: admin,
      schema: {
        params: idParams,
        body: { type: 'object', required: ['outcome'], properties: { outcome: { type: 'string', enum: ['delivered', 'refunded'] } } },
      },
    },
    async (request) => done(await office.resolve(request.staff, idOf(request.params), request.body.outcome)),
  );

  app.get('/airtime-cash/', async () => done(await office.searchTransactions({ kind: 'airtimeToCash', status: 'pending' })));
  app.post<{ Params: { id: string } }>('/airtime-cash/:id/approve/', { schema: { params: idParams } }, async (request) =>
    done(await office.approveAirtimeCash(request.staff, idOf(request.params))),
  );
  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/airtime-cash/:id/decline/',
    { schema: { params: idParams, body: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', maxLength: 300 } } } } },
    async (request) => done(await office.declineAirtimeCash(request.staff, idOf(request.params), request.body.reason)),
  );

  app.get('/orders/', async () => done(await office.searchTransactions({ kind: 'shop', status: 'pending' })));
  app.post<{ Params: { id: string } }>('/orders/:id/deliver/', { schema: { params: idParams } }, async (request) =>
    done(await office.deliverOrder(request.staff, idOf(request.params))),
  );
  app.post<{ Params: { id: string }; Body: { reason?: string } }>(
    '/orders/:id/cancel/',
    // Cancelling refunds: admin only (support delivers orders).
    { config: admin, schema: { params: idParams, body: { type: 'object', properties: { reason: { type: 'string', maxLength: 300 } } } } },
    async (request) => done(await office.cancelOrder(request.staff, idOf(request.params), request.body?.reason ?? '')),
  );

  app.get('/catalogue/packages/', async () => done(await office.packages()));
  app.put<{ Params: { id: string }; Body: { rate_percent?: number; receiving_number?: string; enabled?: boolean } }>(
    '/catalogue/packages/:id/',
    {
      config: admin,
      schema: {
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
    { config: admin, schema: { params: idParams, body: { type: 'object', required: ['amount'], properties: { amount: { type: 'number', exclusiveMinimum: 0 } } } } },
    async (request) => done(await office.updatePlan(request.staff, idOf(request.params), request.body.amount)),
  );
  app.put<{ Params: { id: string }; Body: { amount?: number; discount?: number; stock?: number } }>(
    '/catalogue/products/:id/',
    {
      config: admin,
      schema: {
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
    { config: admin, schema: { body: { type: 'object', required: ['value'], properties: { value: { type: 'string', maxLength: 20_000 } } } } },
    async (request) => done(await office.updateSetting(request.staff, request.params.key, request.body.value)),
  );
  app.put<{ Body: { message: string } }>(
    '/content/notification/',
    { config: admin, schema: { body: { type: 'object', required: ['message'], properties: { message: { type: 'string', maxLength: 2000 } } } } },
    async (request) => done(await office.updateNotification(request.staff, request.body.message)),
  );

  app.get<{ Querystring: { query?: string } }>(
    '/customers/',
    {
      schema: {
        querystring: { type: 'object', properties: { query: { type: 'string', maxLength: 100 } } },
        response: { 200: envelope(CustomerList) },
      },
    },
    async (request) => done(await office.customers(request.query.query ?? '')),
  );
  app.get<{ Params: { id: string } }>('/customers/:id/', { schema: { params: idParams, response: { 200: envelope(CustomerDetail) } } }, async (request) =>
    done(await office.customer(idOf(request.params))),
  );
  app.post<{ Params: { id: string } }>('/customers/:id/lock/', { config: admin, schema: { params: idParams, response: locked } }, async (request) =>
    done(await office.setLocked(request.staff, idOf(request.params), true)),
  );
  app.post<{ Params: { id: string } }>('/customers/:id/unlock/', { config: admin, schema: { params: idParams, response: locked } }, async (request) =>
    done(await office.setLocked(request.staff, idOf(request.params), false)),
  );

  app.get('/catalogue/products/', async () => done(await office.products()));

  app.get('/staff/', { config: admin, schema: { response: { 200: envelope(StaffList) } } }, async () => done(await office.staffMembers()));
  app.put<{ Body: { email: string; role: 'support' | 'admin' | 'release' | null } }>(
    '/staff/',
    {
      config: admin,
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
    { config: admin, schema: { summary: 'A staff member lost their authenticator: a new QR code at their next sign-in; their staff sessions end', params: idParams } },
    async (request) => done(await office.resetAuthenticator(request.staff, idOf(request.params))),
  );

  app.get('/audit/', { config: admin }, async () => done(await office.auditLog()));
  app.post('/ledger-check/', async (request) => done(await office.checkLedger(request.staff)));
};
