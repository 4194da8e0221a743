import { API_MESSAGES } from '@topup/rules';
import { AppError, Conflict } from '../../errors';
import { MOVEMENTS } from '../ledger/movements';
import type { StaffAction } from '../staff/routes-kit';
import type { TransactionRow } from '../transactions/queries';
import { loadStaffRow, snapshot, staffRecord } from '../transactions/staff-view';

/** Support: the airtime arrived; the wallet is credited the amount to receive, once. */
export async function approveAirtimeCash(clock: () => Date, action: StaffAction, id: number) {
  return action.transaction(async (tx) => {
    const now = clock();
    const { rows } = await tx.db.query<TransactionRow>(
      `UPDATE transactions SET status = 'confirmed', response = $2, updated_at = $3
       WHERE id = $1 AND kind = 'airtimeToCash' AND status = 'pending' RETURNING tx_ref, user_id, amount_kobo, status, response`,
      [id, API_MESSAGES.staff.airtimeCashApproved, now],
    );
    const row = rows[0];
    if (!row) throw new Conflict(API_MESSAGES.staff.notPending);
    await MOVEMENTS.airtimeCashCredit(tx.db, { txRef: row.tx_ref, userId: row.user_id, amountKobo: row.amount_kobo, occurredAt: now });
    await tx.audit('airtime-cash.approve', `transaction:${row.tx_ref}`, { status: 'pending' }, snapshot(row));
    return staffRecord(await loadStaffRow(tx.db, id));
  });
}

/** Support: the airtime never arrived; the customer reads the reason, nothing is credited. */
export async function declineAirtimeCash(clock: () => Date, action: StaffAction, id: number, reason: string) {
  if (!reason.trim()) throw new AppError(400, API_MESSAGES.staff.declineReasonRequired);
  return action.transaction(async (tx) => {
    const { rows } = await tx.db.query<TransactionRow>(
      `UPDATE transactions SET status = 'failed', response = $2, staff_note = $3, updated_at = $4
       WHERE id = $1 AND kind = 'airtimeToCash' AND status = 'pending' RETURNING tx_ref, status, response, amount_kobo`,
      [id, API_MESSAGES.staff.airtimeCashDeclined(reason.trim()), reason.trim(), clock()],
    );
    const row = rows[0];
    if (!row) throw new Conflict(API_MESSAGES.staff.notPending);
    await tx.audit('airtime-cash.decline', `transaction:${row.tx_ref}`, { status: 'pending' }, { ...snapshot(row), reason: reason.trim() });
    return staffRecord(await loadStaffRow(tx.db, id));
  });
}
