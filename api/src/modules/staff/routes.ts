import { StaffList } from '@topup/wire';
import { envelope } from '../../http/schemas';
import { auditLog } from './audit';
import { resetAuthenticator, setRole, staffMembers } from './members';
import { ADMIN_ONLY, defineStaffRoutes, idOf, idParams } from './routes-kit';

/** Admin: who is staff, their roles and authenticators, and the audit log (other staff routes live with their domains, ADR 0016). */
export const staffRoutes = defineStaffRoutes((routes, { db, clock, auth }) => {
  // This process forgets a changed user's sessions at once; others when the commit's notice arrives.
  const forgetSessions = <T extends { id: number }>(changed: T) => {
    auth.sessions.invalidate(`user:${changed.id}`);
    return changed;
  };

  routes.read('/staff/', { config: ADMIN_ONLY, schema: { response: { 200: envelope(StaffList) } } }, async () => staffMembers(db));
  routes.act<{ Body: { email: string; role: 'support' | 'admin' | null } }>(
    'PUT',
    '/staff/',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Give an existing user a staff role, or take it away (role null); new staff come from the CLI',
        body: {
          type: 'object',
          required: ['email', 'role'],
          properties: { email: { type: 'string', maxLength: 254 }, role: { type: ['string', 'null'], enum: ['support', 'admin', null] } },
        },
      },
    },
    async (request, action) => forgetSessions(await setRole(clock, action, request.body.email, request.body.role)),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/staff/:id/reset-authenticator/',
    { config: ADMIN_ONLY, schema: { summary: 'A staff member lost their authenticator: a new QR code at their next sign-in; their staff sessions end', params: idParams } },
    async (request, action) => {
      const id = idOf(request.params);
      return resetAuthenticator(clock, action, id).finally(() => auth.sessions.invalidate(`user:${id}`));
    },
  );

  routes.read('/audit/', { config: ADMIN_ONLY }, async () => auditLog(db));
});
