import { API_MESSAGES } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { enqueueEmail } from '../../providers/mail/outbox';
import type { StaffAction } from '../staff/routes-kit';
import { fullLedgerCheck, ledgerViolationsSince, type LedgerCheckpoint } from './invariants';

/** How old an entry must be before a checkpoint passes it (ADR 0041): longer than any transaction the API holds open. */
export const LEDGER_CHECKPOINT_MARGIN_MS = 10 * 60 * 1000;

export interface LedgerCheckOptions {
  /** `incremental` (the hourly job): only the entries after the last good checkpoint; `full` (staff, on demand, the default): every row. */
  scope?: 'full' | 'incremental';
  marginMs?: number;
}

/** The last good check's checkpoint, if any check recorded one. */
export async function lastCheckpoint(db: Queryable): Promise<LedgerCheckpoint | null> {
  const { rows } = await db.query<{ through_entry_id: number; system_sums: Record<string, number> }>(
    'SELECT through_entry_id, system_sums FROM ledger_checks WHERE ok AND through_entry_id IS NOT NULL ORDER BY id DESC LIMIT 1',
  );
  return rows[0] ? { throughEntryId: Number(rows[0].through_entry_id), sums: rows[0].system_sums } : null;
}

/**
 * The ledger invariants; a mismatch is kept for the overview and e-mailed to admins. Run by staff
 * (on demand) the run is a full check and an audited action with its result; the hourly job runs
 * the incremental check without staff (a full one while no good checkpoint exists). Each run
 * records the checkpoint the next incremental run starts from.
 */
export async function checkLedger(db: Db, clock: () => Date, action?: StaffAction, options: LedgerCheckOptions = {}) {
  const now = clock();
  const marginMs = options.marginMs ?? LEDGER_CHECKPOINT_MARGIN_MS;
  const from = options.scope === 'incremental' ? await lastCheckpoint(db) : null;
  const scope = from ? 'incremental' : 'full';
  const { violations, checkpoint } = from ? await ledgerViolationsSince(db, from, marginMs) : await fullLedgerCheck(db, marginMs);
  const ok = violations.length === 0;
  const record = async (q: Queryable) => {
    await q.query('INSERT INTO ledger_checks (at, ok, violations, scope, through_entry_id, system_sums) VALUES ($1, $2, $3, $4, $5, $6)', [
      now,
      ok,
      JSON.stringify(violations),
      scope,
      checkpoint.throughEntryId,
      JSON.stringify(checkpoint.sums),
    ]);
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
