import { StaffResellerKey, StaffVendorApplication, ResellerKey, VendorApplication } from '@topup/wire';
import { answers, defineStaffRoutes, idOf, idParams, list } from '../staff/routes-kit';
import { keysForStaff } from './keys';
import { applicationsForStaff, decideApplication, revokeKeyAsStaff } from './staff';

/** Staff: vendor applications (approve, decline) and every reseller API key (revoke), audited (ADR 0020). */
export const vendorStaffRoutes = defineStaffRoutes((routes, { db, clock }) => {
  routes.read<{ Querystring: { status?: 'pending' | 'approved' | 'declined' } }>(
    '/vendors/applications/',
    {
      config: answers(list(StaffVendorApplication)),
      schema: {
        summary: 'Vendor applications of a status (pending, the default: oldest first)',
        querystring: { type: 'object', properties: { status: { type: 'string', enum: ['pending', 'approved', 'declined'] } } },
      },
    },
    async (request) => applicationsForStaff(db, request.query.status ?? 'pending'),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/vendors/applications/:id/approve/',
    { config: answers(VendorApplication, { conflicts: true }), schema: { summary: 'Approve: the customer becomes a vendor (vendor prices, API keys) and is e-mailed', params: idParams } },
    async (request, action) => decideApplication(action, idOf(request.params), { approve: true }, clock()),
  );
  routes.act<{ Params: { id: string }; Body: { reason?: string } }>(
    'POST',
    '/vendors/applications/:id/decline/',
    {
      config: answers(VendorApplication, { conflicts: true }),
      schema: { summary: 'Decline, with a reason the customer is e-mailed', params: idParams, body: { type: 'object', properties: { reason: { type: 'string', maxLength: 300 } } } },
    },
    async (request, action) => decideApplication(action, idOf(request.params), { approve: false, reason: request.body?.reason }, clock()),
  );
  routes.read('/vendors/keys/', { config: answers(list(StaffResellerKey)), schema: { summary: 'Every reseller API key (newest first, 200)' } }, async () => keysForStaff(db));
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/vendors/keys/:id/revoke/',
    { config: answers(ResellerKey), schema: { summary: 'Revoke any vendor’s API key at once', params: idParams } },
    async (request, action) => revokeKeyAsStaff(action, idOf(request.params), clock()),
  );
});
