import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { backoffDelay } from '../../jobs/runner';
import type { BillsPayRequest, BillsProvider } from '../../providers/bills/port';
import { findByRef } from '../transactions/queries';
import type { PurchaseService } from './service';

/**
 * Asks the provider about a pending purchase until it is final. A purchase the provider never
 * received is sent again with the same request id, so it can never be delivered twice.
 * No answer keeps the money held: a timeout is never a refund.
 */
export function requeryPurchaseJob(deps: {
  db: Db;
  bills: BillsProvider;
  purchases: PurchaseService;
  backoff: { baseMs: number; maxMs: number };
}): JobHandler {
  return async (payload, ctx) => {
    const txRef = String(payload.txRef);
    const row = await findByRef(deps.db, txRef);
    if (!row || row.status !== 'pending') return;

    let outcome = await deps.bills.requery(txRef);
    if (outcome.status === 'not_found' && row.provider_request) {
      outcome = await deps.bills.pay(row.provider_request as unknown as BillsPayRequest);
    }
    const after = await deps.purchases.settle(txRef, outcome);
    if (after.status === 'pending') {
      return { retryAt: new Date(ctx.now.getTime() + backoffDelay(ctx.attempts, deps.backoff)) };
    }
  };
}
