import { API_MESSAGES, isTestPurchaseDetails } from '@topup/rules';
import type { Db } from '../../db/client';
import { Conflict } from '../../errors';
import type { BillsPayRequest, BillsProvider } from '../../providers/bills/port';
import type { StaffAction } from '../staff/routes-kit';
import { loadStaffRow, snapshot, staffRecord, type StaffRow } from '../transactions/staff-view';
import type { PurchaseService } from './engine';

/** The purchase engine working on the given database: staff hand it their open transaction (ADR 0011). */
export type EngineOn = (db: Db) => Pick<PurchaseService, 'settle'>;

/** The real provider's requery adapter, and the sandbox's for reseller test keys' purchases (ADR 0043). */
export interface RequeryProviders {
  bills: BillsProvider;
  testBills: BillsProvider;
}

/** The provider a purchase was sent to: a test key's purchase is only ever asked of the sandbox. */
export const providerOf = (providers: RequeryProviders, row: Pick<StaffRow, 'request_details'>) => (isTestPurchaseDetails(row.request_details) ? providers.testBills : providers.bills);

/** What the provider says now about a purchase (as the requery job asks): "not found" re-sends it with the same request id. */
export async function askProvider(providers: RequeryProviders, row: Pick<StaffRow, 'tx_ref' | 'provider_request' | 'request_details'>) {
  const bills = providerOf(providers, row);
  const outcome = await bills.requery(row.tx_ref);
  return outcome.status === 'not_found' ? bills.pay(row.provider_request as unknown as BillsPayRequest) : outcome;
}

/** Asks the provider now (as the requery job would) and settles what it says, with its audit row. */
export async function requery(db: Db, deps: { providers: RequeryProviders; engineOn: EngineOn }, action: StaffAction, id: number) {
  const row = await loadStaffRow(db, id);
  if (row.status !== 'pending' || !row.provider_request) throw new Conflict(API_MESSAGES.staff.notPending);
  // The provider is asked outside any transaction (no lock is held while it answers).
  const settled = await askProvider(deps.providers, row);
  return action.transaction(async (tx) => {
    const after = await deps.engineOn(tx.db).settle(row.tx_ref, settled);
    await tx.audit('transaction.requery', `transaction:${row.tx_ref}`, snapshot(row), { ...snapshot(after), provider: settled.status });
    return staffRecord({ ...row, ...after });
  });
}

/** Admin: a purchase flagged for review, settled by hand through the purchase engine, with its audit row. */
export async function resolveReview(engineOn: EngineOn, action: StaffAction, id: number, outcome: 'delivered' | 'refunded') {
  return action.transaction(async (tx) => {
    const row = await loadStaffRow(tx.db, id, true);
    if (row.status !== 'pending' || !row.needs_review) throw new Conflict(API_MESSAGES.staff.notReview);
    const after = await engineOn(tx.db).settle(
      row.tx_ref,
      outcome === 'delivered'
        ? { status: 'delivered', message: API_MESSAGES.staff.resolvedDelivered }
        : { status: 'failed', reason: 'declined', message: API_MESSAGES.staff.resolvedRefunded },
    );
    await tx.audit(`transaction.resolve.${outcome}`, `transaction:${row.tx_ref}`, snapshot(row), snapshot(after));
    return staffRecord({ ...row, ...after });
  });
}
