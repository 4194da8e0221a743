import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { csvLine } from '../../http/csv';

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

export interface AuditFilter {
  query?: string;
  staff?: string;
  from?: string;
  to?: string;
}

export const AUDIT_CSV_COLUMNS = ['id', 'at', 'staff', 'action', 'target', 'before', 'after'] as const;

/**
 * The audit log as CSV (issue 28): by action or target text, staff e-mail and dates, newest first,
 * read in keyset batches of 1,000 by id so memory holds one batch.
 */
export async function* auditCsv(db: Queryable, filter: AuditFilter): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_COLUMNS);
  let after: number | null = null;
  for (;;) {
    const params: unknown[] = [API_MESSAGES.staff.commandLine];
    const where: string[] = [];
    const add = (clause: (p: string) => string, value: unknown) => where.push(clause(`$${params.push(value)}`));
    if (filter.query?.trim()) add((p) => `(a.action ILIKE '%' || ${p} || '%' OR a.target ILIKE '%' || ${p} || '%')`, filter.query.trim());
    if (filter.staff?.trim()) add((p) => `lower(u.email) = lower(${p})`, filter.staff.trim());
    if (filter.from) add((p) => `a.at >= ${p}::timestamptz`, filter.from);
    if (filter.to) add((p) => `a.at < (${p}::date + 1)::timestamptz`, filter.to);
    if (after !== null) add((p) => `a.id < ${p}`, after);
    const { rows }: { rows: Array<{ id: number; at: Date; staff: string; action: string; target: string; before: unknown; after: unknown }> } = await db.query(
      `SELECT a.id, a.at, COALESCE(u.email, $1) AS staff, a.action, a.target, a.before, a.after
       FROM audit_log a LEFT JOIN users u ON u.id = a.staff_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY a.id DESC LIMIT 1000`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine([row.id, new Date(row.at).toISOString(), row.staff, row.action, row.target, JSON.stringify(row.before), JSON.stringify(row.after)])).join('');
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.id;
  }
}
