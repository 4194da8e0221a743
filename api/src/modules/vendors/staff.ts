import { VENDOR_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { AppError, NotFound } from '../../errors';
import { escapeHtml } from '../../providers/mail/html';
import { enqueueEmail } from '../../providers/mail/outbox';
import type { StaffAction } from '../staff/routes-kit';
import { APPLICATION_COLUMNS, type ApplicationRow } from './applications';
import type { KeyRow } from './keys';

export type StaffApplicationRow = ApplicationRow & { email: string; first_name: string; last_name: string };

/** Staff: applications of one status (pending first by default), oldest first, with the applicant. */
export async function applicationsForStaff(db: Queryable, status: ApplicationRow['status']): Promise<StaffApplicationRow[]> {
  const columns = APPLICATION_COLUMNS.split(', ').map((c) => `a.${c}`).join(', ');
  const { rows } = await db.query<StaffApplicationRow>(
    `SELECT ${columns}, u.email, u.first_name, u.last_name FROM vendor_applications a JOIN users u ON u.id = a.user_id
     WHERE a.status = $1 ORDER BY a.id ${status === 'pending' ? 'ASC' : 'DESC'} LIMIT 200`,
    [status],
  );
  return rows;
}

/**
 * Approve (the customer becomes a vendor) or decline (with a reason) a pending application, audited,
 * and the customer e-mailed in the same transaction (the outbox job sends it after commit).
 */
export async function decideApplication(action: StaffAction, id: number, decision: { approve: boolean; reason?: string }, now: Date): Promise<ApplicationRow> {
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<ApplicationRow & { email: string; first_name: string }>(
      `UPDATE vendor_applications a SET status = $2, reason = $3, decided_by = $4, decided_at = $5
       FROM users u WHERE a.id = $1 AND a.status = 'pending' AND u.id = a.user_id
       RETURNING ${APPLICATION_COLUMNS.split(', ').map((c) => `a.${c}`).join(', ')}, u.email, u.first_name`,
      [id, decision.approve ? 'approved' : 'declined', decision.reason?.trim() || null, action.staff.id, now],
    );
    const row = rows[0];
    if (!row) {
      const exists = await tx.db.query('SELECT 1 FROM vendor_applications WHERE id = $1', [id]);
      if (!exists.rows[0]) throw new NotFound(VENDOR_MESSAGES.applicationNotFound);
      throw new AppError(409, VENDOR_MESSAGES.notPending);
    }
    if (decision.approve) await tx.db.query(`UPDATE users SET level = 'vendor', updated_at = $2 WHERE id = $1`, [row.user_id, now]);
    const text = decision.approve ? VENDOR_MESSAGES.approvedEmail(row.first_name) : VENDOR_MESSAGES.declinedEmail(row.first_name, row.reason ?? '');
    const subject = decision.approve ? VENDOR_MESSAGES.approvedEmailSubject : VENDOR_MESSAGES.declinedEmailSubject;
    const html = `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
    await enqueueEmail(tx.db, { to: row.email, subject, text, html }, { now, dedupeKey: `vendor-application:${id}` });
    await tx.audit(decision.approve ? 'vendors.approve' : 'vendors.decline', `user:${row.user_id}`, { application: id, status: 'pending' }, { application: id, status: row.status, reason: row.reason });
    const { email: _email, first_name: _firstName, ...application } = row;
    return application;
  });
}

/** Staff revoke any live key, audited. */
export async function revokeKeyAsStaff(action: StaffAction, keyId: number, now: Date): Promise<KeyRow> {
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<KeyRow & { user_id: number }>(
      `UPDATE reseller_keys SET revoked_at = $2, revoked_by_staff = $3 WHERE id = $1 AND revoked_at IS NULL
       RETURNING id, user_id, name, prefix, allowed_ips, mode, created_at, last_used_at, revoked_at`,
      [keyId, now, action.staff.id],
    );
    const row = rows[0];
    if (!row) throw new NotFound(VENDOR_MESSAGES.keyNotFound);
    await tx.audit('vendors.revoke-key', `reseller-key:${keyId}`, { revoked_at: null, user_id: row.user_id }, { revoked_at: row.revoked_at });
    const { user_id: _userId, ...key } = row;
    return key;
  });
}
