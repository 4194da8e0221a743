import { ADMIN_ONLY, defineStaffRoutes, idOf, idParams } from '../staff/routes-kit';
import { searchTransactions } from '../transactions/staff-view';
import { cancelOrder, deliverOrder, productsForStaff, updateProduct } from './staff';

/** Staff: pending orders (deliver; cancel refunds and restocks, admin only) and the products' prices and stock. */
export const shopStaffRoutes = defineStaffRoutes((routes, { db, clock }) => {
  routes.read('/orders/', {}, async () => searchTransactions(db, { kind: 'shop', status: 'pending' }));
  routes.act<{ Params: { id: string } }>('POST', '/orders/:id/deliver/', { schema: { params: idParams } }, async (request, action) =>
    deliverOrder(clock, action, idOf(request.params)),
  );
  routes.act<{ Params: { id: string }; Body: { reason?: string } }>(
    'POST',
    '/orders/:id/cancel/',
    { config: ADMIN_ONLY, schema: { params: idParams, body: { type: 'object', properties: { reason: { type: 'string', maxLength: 300 } } } } },
    async (request, action) => cancelOrder(clock, action, idOf(request.params), request.body?.reason ?? ''),
  );

  routes.read('/catalogue/products/', {}, async () => productsForStaff(db));
  routes.act<{ Params: { id: string }; Body: { amount?: number; discount?: number; stock?: number } }>(
    'PUT',
    '/catalogue/products/:id/',
    {
      config: ADMIN_ONLY,
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
    async (request, action) => updateProduct(action, idOf(request.params), request.body),
  );
});
