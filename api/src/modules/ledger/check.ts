import { API_MESSAGES } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { enqueueEmail } from '../../providers/mail/outbox';
import type { StaffAction } from '../staff/routes-kit';
import { ledgerViolations } from './invariants';

/**
 * Every ledger invariant; a mismatch is kept for the overview and e-mailed to admins. Run by staff
 * (on demand) the run is an audited action with its result; the hourly job runs it without staff.
 */
export async function checkLedger(db: Db, clock: () => Date, action?: StaffAction) {
  const now = clock();
  const violations = await ledgerViolations(db);
  const ok = violations.length === 0;
  const record = async (q: Queryable) => {
    await q.query('INSERT INTO ledger_checks (at, ok, violations) VALUES ($1, $2, $3)', [now, ok, JSON.stringify(violations)]);
    if (ok) return;
    const admins = await q.query<{ email: string }>("SELECT email FROM users WHERE role = 'admin' AND locked_at IS NULL");
    for (const admin of admins.rows) {
      await enqueueEmail(
        q,
        {
          to: admin.email,
          subject: API_MESSAGES.staff.ledgerMismatchSubject,
          text: violations.join('\n'),
          html: `<ul>${violations.map((v) => `<li>${v.replace(/[<>&]/g, '')}</li>`).join('')}</ul>`,
        },
        { now },
      );
    }
  };
  if (action) {
    await action.transaction(async (tx) => {
      await record(tx.db);
      await tx.audit('ledger.check', 'ledger', null, { ok, violations: violations.length });
    });
  } else {
    await db.transaction(record);
  }
  return { at: now.toISOString(), ok, violations };
}

/** The last check's result, for the overview. */
export async function lastLedgerCheck(db: Queryable) {
  const { rows } = await db.query<{ at: Date; ok: boolean; violations: string[] }>('SELECT at, ok, violations FROM ledger_checks ORDER BY id DESC LIMIT 1');
  return rows[0] ? { at: rows[0].at.toISOString(), ok: rows[0].ok, violations: rows[0].violations } : null;
}
