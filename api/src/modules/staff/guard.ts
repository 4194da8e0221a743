import type { FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';

export type StaffRole = 'support' | 'admin' | 'release';

declare module 'fastify' {
  interface FastifyRequest {
    staff: { id: number; role: StaffRole };
  }
  interface FastifyContextConfig {
    /**
     * Staff routes only admins may call (refunds, catalogue, content, locks, staff), or only release
     * managers and admins (releases). Without it: support and admins.
     */
    role?: 'admin' | 'release';
  }
}

export class Forbidden extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

/** A release manager sees the Releases screen and nothing else of the back office (ADR 0018). */
const ROLES_ALLOWED: Record<'default' | 'admin' | 'release', readonly StaffRole[]> = {
  default: ['support', 'admin'],
  admin: ['admin'],
  release: ['release', 'admin'],
};

/**
 * The staff scope's hook, after login: a staff session (second factor, 8 hours) of a user who has a
 * role, and the role the route asks for. Customers get 403 on every staff call.
 */
export function requireStaff(db: Queryable) {
  return async (request: FastifyRequest) => {
    const { rows } = await db.query<{ role: StaffRole | null; password_change_required: boolean }>(
      'SELECT role, password_change_required FROM users WHERE id = $1',
      [request.user.userId],
    );
    const role = rows[0]?.role;
    if (!role) throw new Forbidden(API_MESSAGES.staff.notStaff);
    if (!request.user.staff) throw new Forbidden(API_MESSAGES.staff.staffSessionRequired);
    // ADR 0037: a one-time password opens nothing but its own change (change-password/, customer scope).
    if (rows[0]!.password_change_required) throw new Forbidden(API_MESSAGES.staff.passwordChangeRequired);
    if (!ROLES_ALLOWED[request.routeOptions.config.role ?? 'default'].includes(role)) throw new Forbidden(API_MESSAGES.staff.wrongRole);
    request.staff = { id: request.user.userId, role };
  };
}
