import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillsProvider } from '../../providers/bills/port';
import { createVtpassAdapter } from '../../providers/bills/vtpass';
import type { ServiceContext } from '../module';
import { createPurchaseService } from './engine';
import { createVerificationService } from './verification';

/** The purchase engine on `db` (the app's, or a staff action's transaction: ADR 0011). */
export function purchasesOn(db: Db, { config, clock, bills }: { config: Config; clock: () => Date; bills: BillsProvider }) {
  return createPurchaseService({ db, bills, clock, requeryDelayMs: config.requeryDelayMs, idempotencyWaitMs: config.providerTimeoutMs + 5_000 });
}

/** The bill provider (twice: customer-facing and requery time-outs), the purchase engine and verifications. */
export function purchaseServices({ db, config, clock, providers }: ServiceContext) {
  const bills = providers.bills ?? createVtpassAdapter({ baseUrl: config.billsProviderUrl, timeoutMs: config.providerTimeoutMs });
  // A frozen provider must not hold a requery lane for the customer-facing timeout.
  const requeryBills = providers.bills ?? createVtpassAdapter({ baseUrl: config.billsProviderUrl, timeoutMs: config.requeryTimeoutMs });
  return {
    bills,
    requeryBills,
    purchases: purchasesOn(db, { config, clock, bills }),
    verifications: createVerificationService({ db, bills, clock }),
  };
}
