import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { backoffDelay } from '../../jobs/runner';
import type { BillsPayRequest, BillsProvider } from '../../providers/bills/port';
import { findByRef } from '../transactions/queries';
import { isTestPurchase, type PurchaseService } from './engine';

/**
 * Asks the provider about a pending purchase until it is final. A purchase the provider never
 * received is sent again with the same request id, so it can never be delivered twice.
 * No answer keeps the money held: a timeout is never a refund. After `maxAttempts` the purchase
 * is flagged `needs_review` (still pending, money still held) and the job stops.
 */
export function requeryPurchaseJob(deps: {
  db: Db;
  bills: BillsProvider;
  /** The sandbox provider of test-mode purchases (ADR 0043). */
  testBills?: BillsProvider;
  purchases: PurchaseService;
  backoff: { baseMs: number; maxMs: number };
  maxAttempts: number;
  log: { error(obj: unknown, msg: string): void };
  /** A pending purchase this requery settled (GET /metrics counts them). */
  settled?: (kind: string, status: string) => void;
}): JobHandler {
  return async (payload, ctx) => {
    const txRef = String(payload.txRef);
    const row = await findByRef(deps.db, txRef);
    if (!row || row.status !== 'pending') return;

    // A test-mode purchase is only ever asked of the sandbox (ADR 0043).
    const bills = isTestPurchase(row) ? deps.testBills : deps.bills;
    if (!bills) throw new Error(`No sandbox provider for test purchase ${txRef}`);
    let outcome = await bills.requery(txRef);
    if (outcome.status === 'not_found' && row.provider_request) {
      outcome = await bills.pay(row.provider_request as unknown as BillsPayRequest);
    }
    const after = await deps.purchases.settle(txRef, outcome);
    if (after.status !== 'pending') return deps.settled?.(row.kind, after.status);
    if (ctx.attempts >= deps.maxAttempts) {
      await deps.db.query('UPDATE transactions SET needs_review = true, updated_at = $2 WHERE tx_ref = $1', [txRef, ctx.now]);
      deps.log.error(
        { txRef, attempts: ctx.attempts, lastAnswer: outcome.message },
        'purchase still pending after the last requery: money held, flagged needs_review for a person to settle',
      );
      return;
    }
    return { retryAt: new Date(ctx.now.getTime() + backoffDelay(ctx.attempts, deps.backoff)) };
  };
}
