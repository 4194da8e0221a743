import type { Db, Queryable } from '../../db/client';
import { recordAudit } from '../staff/audit';
import type { StaffTransaction } from '../staff/transaction';

/** Writes a release change's audit row in the change's own transaction. */
export type WriteAudit = (action: string, target: string, before: unknown, after: unknown) => Promise<void>;

/**
 * Runs a release change in the staff action's audited transaction when a staff route asks (ADR 0020);
 * otherwise (a release token, the command line) in a transaction of its own that writes the audit
 * row by `staffId` itself.
 */
export function auditedTransaction<T>(
  db: Db,
  clock: () => Date,
  staffId: number | null,
  staff: StaffTransaction | undefined,
  fn: (tx: Queryable, audit: WriteAudit) => Promise<T>,
): Promise<T> {
  if (staff) return staff.db.transaction((tx) => fn(tx, staff.audit));
  return db.transaction((tx) => fn(tx, (action, target, before, after) => recordAudit(tx, { staffId, action, target, before, after, at: clock() })));
}
