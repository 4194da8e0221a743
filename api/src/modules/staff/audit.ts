import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';

export interface AuditEntry {
  /** The staff member; null for the command line (`npm run admin`). */
  staffId: number | null;
  /** What was done, e.g. 'airtime-cash.approve'. */
  action: string;
  /** What it was done to, e.g. 'transaction:202611221030ab'. */
  target: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Writes one audit row, in the action's own transaction: no action without its record. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query('INSERT INTO audit_log (staff_id, action, target, before, after, at) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.staffId,
    entry.action,
    entry.target,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.at,
  ]);
}

/** The newest 200 audit rows with who did each (the command line when nobody signed in did). */
export async function auditLog(db: Queryable) {
  const { rows } = await db.query(
    `SELECT a.id, a.action, a.target, a.before, a.after, a.at, COALESCE(u.email, $1) AS staff
     FROM audit_log a LEFT JOIN users u ON u.id = a.staff_id ORDER BY a.id DESC LIMIT 200`,
    [API_MESSAGES.staff.commandLine],
  );
  return rows;
}
