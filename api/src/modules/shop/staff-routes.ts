import { ShopProductChangeBody, ShopProductRow, StaffTransaction } from '@topup/wire';
import { answers, defineStaffRoutes, idOf, idParams, list, object } from '../staff/routes-kit';
import { searchTransactions } from '../transactions/staff-view';
import { cancelOrder, deliverOrder, productsForStaff, updateProduct } from './staff';

/** Staff: pending orders (deliver; cancel refunds and restocks, admin only) and the products' prices and stock. */
export const shopStaffRoutes = defineStaffRoutes((routes, { db, clock }) => {
  routes.read('/orders/', { config: answers(list(StaffTransaction)), schema: { summary: 'Shop orders waiting for delivery' } }, async () => searchTransactions(db, { kind: 'shop', status: 'pending' }));
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/orders/:id/deliver/',
    { config: answers(StaffTransaction, { conflicts: true }), schema: { summary: 'Mark an order delivered', params: idParams } },
    async (request, action) => deliverOrder(clock, action, idOf(request.params)),
  );
  routes.act<{ Params: { id: string }; Body: { reason?: string } }>(
    'POST',
    '/orders/:id/cancel/',
    {
      config: answers(StaffTransaction, { admin: true, conflicts: true }),
      schema: { summary: 'Cancel an order: refund and restock', params: idParams, body: { type: 'object', properties: { reason: { type: 'string', maxLength: 300 } } } },
    },
    async (request, action) => cancelOrder(clock, action, idOf(request.params), request.body?.reason ?? ''),
  );

  routes.read('/catalogue/products/', { config: answers(list(ShopProductRow)), schema: { summary: 'Every shop product with price, discount and stock' } }, async () =>
    productsForStaff(db),
  );
  routes.act<{ Params: { id: string }; Body: { amount?: number; discount?: number; stock?: number } }>(
    'PUT',
    '/catalogue/products/:id/',
    {
      config: answers(object({ id: { type: 'integer' }, amount: { type: 'number' }, discount: { type: 'number' }, stock: { type: 'integer' } }), { admin: true }),
      schema: {
        summary: 'Change a shop product’s price, discount or stock',
        params: idParams,
        body: ShopProductChangeBody,
      },
    },
    async (request, action) => updateProduct(action, idOf(request.params), request.body),
  );
});
