import { SAFETY_MESSAGES } from '@topup/rules';
import { envelope } from '../../http/schemas';
import { ADMIN_ONLY, Answered, defineStaffRoutes, idOf, idParams, list, object } from '../staff/routes-kit';
import { decideDocument, kycDocument, kycQueue } from './documents';

const anyRow = { type: 'object', additionalProperties: true };
const decided = envelope(object({ id: { type: 'integer' }, status: { type: 'string' }, user_id: { type: 'integer' }, kyc_tier: { type: 'integer' } }));

/** Staff: the KYC queue (address documents, customers flagged over their cap); admins approve Tier 3 (ADR 0024). */
export const kycStaffRoutes = defineStaffRoutes((routes, { db, clock }) => {
  routes.read('/kyc/', { schema: { summary: 'Pending address documents and customers flagged over their balance cap', response: { 200: envelope(object({ documents: list(anyRow), flagged: list(anyRow) })) } } }, async () =>
    kycQueue(db),
  );
  routes.read<{ Params: { id: string } }>('/kyc/documents/:id/', { schema: { summary: 'An address document with its file (base64)', params: idParams, response: { 200: envelope(anyRow) } } }, async (request) =>
    kycDocument(db, idOf(request.params)),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/kyc/documents/:id/approve/',
    { config: { ...ADMIN_ONLY, answers: { 409: true } }, schema: { summary: 'Approve an address document: its customer becomes Tier 3 (audited)', params: idParams, response: { 200: decided } } },
    async (request, action) => decideDocument(action, idOf(request.params), 'approved', clock()).then((data) => new Answered(SAFETY_MESSAGES.kyc.approved, data)),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/kyc/documents/:id/reject/',
    { config: { ...ADMIN_ONLY, answers: { 409: true } }, schema: { summary: 'Reject an address document (audited)', params: idParams, response: { 200: decided } } },
    async (request, action) => decideDocument(action, idOf(request.params), 'rejected', clock()).then((data) => new Answered(SAFETY_MESSAGES.kyc.rejected, data)),
  );
});
