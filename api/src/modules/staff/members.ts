import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { revokeStaffSessions } from '../auth/service';
import type { StaffRole } from './guard';
import type { StaffAction } from './routes-kit';

/** Who has a back-office role, and whether their authenticator is set up. */
export async function staffMembers(db: Queryable) {
  const { rows } = await db.query(
    `SELECT id, email, role, locked_at, totp_confirmed_at IS NOT NULL AS authenticator FROM users WHERE role IS NOT NULL ORDER BY id`,
  );
  return rows;
}

/** Admin: gives a user a role, or none (`role: null`); nobody takes their own admin role away. */
export async function setRole(clock: () => Date, action: StaffAction, email: string, role: StaffRole | null) {
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<{ id: number; role: StaffRole | null }>('SELECT id, role FROM users WHERE lower(email) = lower($1) FOR UPDATE', [email.trim()]);
    const user = rows[0];
    if (!user) throw new NotFound(API_MESSAGES.staff.notFound);
    if (user.id === action.staff.id && role !== 'admin') throw new Conflict(API_MESSAGES.staff.ownRole);
    await tx.db.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
    // A changed role starts from a fresh staff sign-in.
    await revokeStaffSessions(tx.db, user.id, clock());
    await tx.audit('staff.role', `user:${user.id}`, { role: user.role }, { role });
    return { id: user.id, email: email.trim().toLowerCase(), role };
  });
}

/**
 * Admin: a staff member lost their authenticator. Their secret is cleared, so their next sign-in
 * shows a new QR code, and their staff sessions end at once; audited.
 */
export async function resetAuthenticator(clock: () => Date, action: StaffAction, id: number) {
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<{ role: StaffRole | null; authenticator: boolean }>(
      'SELECT role, totp_confirmed_at IS NOT NULL AS authenticator FROM users WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows[0]?.role) throw new NotFound(API_MESSAGES.staff.notFound);
    await tx.db.query('UPDATE users SET totp_secret = NULL, totp_confirmed_at = NULL, totp_last_step = NULL WHERE id = $1', [id]);
    await revokeStaffSessions(tx.db, id, clock());
    await tx.audit('staff.authenticator.reset', `user:${id}`, { authenticator: rows[0].authenticator }, { authenticator: false });
    return { id, authenticator: false };
  });
}
