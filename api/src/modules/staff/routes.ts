import { AuditPage, AuditPageQuery, AuditRow, CsvFile, StaffList } from '@topup/wire';
import { exportFileName } from '../../http/csv';
import { envelope } from '../../http/schemas';
import { auditCsv, auditLog, pageAudit } from './audit';
import { resetAuthenticator, setRole, staffMembers } from './members';
import { ADMIN_ONLY, answers, defineStaffRoutes, idOf, idParams, list, object } from './routes-kit';

/** Admin: who is staff, their roles and authenticators, and the audit log (other staff routes live with their domains, ADR 0020). */
export const staffRoutes = defineStaffRoutes((routes, { db, clock, auth }) => {
  // This process forgets a changed user's sessions at once; others when the commit's notice arrives.
  const forgetSessions = <T extends { id: number }>(changed: T) => {
    auth.sessions.invalidate(`user:${changed.id}`);
    return changed;
  };

  routes.read('/staff/', { config: ADMIN_ONLY, schema: { summary: 'Staff members with role and authenticator state', response: { 200: envelope(StaffList) } } }, async () =>
    staffMembers(db),
  );
  routes.act<{ Body: { email: string; role: 'support' | 'admin' | 'release' | null } }>(
    'PUT',
    '/staff/',
    {
      config: answers(object({ id: { type: 'integer' }, email: { type: 'string' }, role: { type: ['string', 'null'] } }), { admin: true, conflicts: true }),
      schema: {
        summary: 'Give an existing user a staff role, or take it away (role null); new staff come from the CLI',
        body: {
          type: 'object',
          required: ['email', 'role'],
          properties: { email: { type: 'string', maxLength: 254 }, role: { type: ['string', 'null'], enum: ['support', 'admin', 'release', null] } },
        },
      },
    },
    async (request, action) => forgetSessions(await setRole(clock, action, request.body.email, request.body.role)),
  );
  routes.act<{ Params: { id: string } }>(
    'POST',
    '/staff/:id/reset-authenticator/',
    {
      config: answers(object({ id: { type: 'integer' }, authenticator: { type: 'boolean' } }), { admin: true }),
      schema: { summary: 'A staff member lost their authenticator: a new QR code at their next sign-in; their staff sessions end', params: idParams },
    },
    async (request, action) => {
      const id = idOf(request.params);
      return resetAuthenticator(clock, action, id).finally(() => auth.sessions.invalidate(`user:${id}`));
    },
  );

  routes.read('/audit/', { config: answers(list(AuditRow), { admin: true }), schema: { summary: 'The audit log, newest 200 first: who did what, when, before and after' } }, async () =>
    auditLog(db),
  );
  routes.read<{ Querystring: AuditPageQuery }>(
    '/audit/page/',
    {
      config: answers(AuditPage, { admin: true }),
      schema: { summary: 'One page of the audit log (by action or target text, staff, Lagos dates), sorted by a column (ADR 0028), with the number it matches', querystring: AuditPageQuery },
    },
    async (request) => pageAudit(db, request.query),
  );
  routes.download<{ Querystring: AuditPageQuery }>(
    '/audit/export.csv',
    {
      config: ADMIN_ONLY,
      schema: { summary: 'The audit log as CSV (by action or target text, staff, Lagos dates) in the table’s order (sort, dir), streamed; audited itself', querystring: AuditPageQuery, response: { 200: CsvFile } },
    },
    async (request) => {
      // The file follows the table: its filter and its order (a page and a page size are not the file's).
      const { sort, dir, page: _page, size: _size, ...filter } = request.query;
      const order = { ...(sort ? { sort } : {}), ...(dir ? { dir } : {}) };
      return {
        fileName: exportFileName('audit', filter, clock()),
        target: 'export:audit',
        filter: { ...filter, ...order },
        contentType: 'text/csv; charset=utf-8',
        lines: auditCsv(db, { ...filter, ...order }),
      };
    },
  );
});
