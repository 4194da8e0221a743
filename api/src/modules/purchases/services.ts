import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillsProvider } from '../../providers/bills/port';
import { createVtpassAdapter } from '../../providers/bills/vtpass';
import type { ApiMetrics } from '../../metrics/registry';
import type { ServiceContext } from '../module';
import { createPurchaseService, type PurchaseService } from './engine';
import { createVerificationService } from './verification';

/** The purchase engine on `db` (the app's, or a staff action's transaction: ADR 0011). */
export function purchasesOn(db: Db, { config, clock, bills, testBills }: { config: Config; clock: () => Date; bills: BillsProvider; testBills?: BillsProvider }) {
  return createPurchaseService({ db, bills, testBills, clock, requeryDelayMs: config.requeryDelayMs, idempotencyWaitMs: config.providerTimeoutMs + 5_000 });
}

const OUTCOME_BY_STATUS: Record<number, string> = { 200: 'delivered', 201: 'pending' };

/** Counts each purchase's answer by kind and outcome (GET /metrics). */
function countingAnswers(service: PurchaseService, purchases: ApiMetrics['purchases']): PurchaseService {
  return {
    ...service,
    async place(order, options) {
      const answer = await service.place(order, options);
      purchases.inc({ kind: order.kind, outcome: OUTCOME_BY_STATUS[answer.statusCode] ?? 'failed' });
      return answer;
    },
  };
}

/** The bill provider (twice: customer-facing and requery time-outs), the purchase engine and verifications. */
export function purchaseServices({ db, config, clock, providers, built }: ServiceContext) {
  const bills = providers.bills ?? createVtpassAdapter({ baseUrl: config.billsProviderUrl, timeoutMs: config.providerTimeoutMs });
  // A frozen provider must not hold a requery lane for the customer-facing timeout.
  const requeryBills = providers.bills ?? createVtpassAdapter({ baseUrl: config.billsProviderUrl, timeoutMs: config.requeryTimeoutMs });
  // Reseller test mode (ADR 0043): the sandbox, never the provider above, whatever a test injects as `bills`.
  const testBills = createVtpassAdapter({ baseUrl: config.resellerTestProviderUrl, timeoutMs: config.providerTimeoutMs });
  const testRequeryBills = createVtpassAdapter({ baseUrl: config.resellerTestProviderUrl, timeoutMs: config.requeryTimeoutMs });
  const purchases = purchasesOn(db, { config, clock, bills, testBills });
  return {
    bills,
    requeryBills,
    testRequeryBills,
    testVerifications: createVerificationService({ db, bills: testBills, clock, test: true }),
    purchases: built.metrics ? countingAnswers(purchases, built.metrics.purchases) : purchases,
    verifications: createVerificationService({ db, bills, clock }),
  };
}
