import type { ApiResult, Transaction } from '@topup/api-client';

/** How a purchase ended, as the result sheet tells it. */
export interface PurchaseOutcome {
  state: 'delivered' | 'processing' | 'failed';
  message: string;
  transaction: Transaction;
  /** What the customer does next (a staff-settled request: where to send the airtime). */
  next?: string;
  /** A request staff settle, not a purchase: its result is titled as such. */
  request?: boolean;
}

/** A whole transaction record (an answer without one gets the toast alone). */
function isRecord(value: unknown): value is Transaction {
  const record = value as Partial<Transaction> | null | undefined;
  return typeof record === 'object' && record !== null && typeof record.id === 'number' && typeof record.tx_ref === 'string' && Number.isFinite(record.amount);
}

export function outcomeOf(result: ApiResult<Transaction>): PurchaseOutcome | null {
  if (!isRecord(result.data)) return null;
  return { state: result.status === 201 ? 'processing' : 'delivered', message: result.message, transaction: result.data };
}

/** A purchase the provider failed answers 400 with its (refunded) record: that is an outcome too. */
export function failedOutcome(error: unknown): PurchaseOutcome | null {
  const response = (error as { response?: { status?: number; data?: { message?: unknown; data?: unknown } } }).response;
  const record = response?.data?.data;
  if (response?.status !== 400 || !isRecord(record)) return null;
  return { state: 'failed', message: String(response.data?.message ?? ''), transaction: record };
}
