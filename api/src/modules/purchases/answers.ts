import { randomBytes } from 'node:crypto';
import { API_MESSAGES, PURCHASE_KINDS } from '@topup/rules';
import type { StoredAnswer } from '../idempotency/keys';
import { toRecord, type TransactionRecord, type TransactionRow } from '../transactions/queries';

export const kindOf = (key: string) => PURCHASE_KINDS.find((k) => k.key === key);

export interface PurchaseAnswer extends StoredAnswer {
  statusCode: 200 | 201 | 400;
  body: { message: string; data: TransactionRecord };
}

/** What a customer reads while a purchase is pending: processing, or what to do next for a staff-settled one. */
function pendingMessage(row: TransactionRow): string {
  if (kindOf(row.kind)?.settlement !== 'staff') return API_MESSAGES.purchase.processing;
  const request = row.request_details ?? {};
  return API_MESSAGES.purchase.airtimeToCashNext(String(request.network ?? ''), String(request.receivingNumber ?? ''));
}

export function answerFor(row: TransactionRow): PurchaseAnswer {
  const data = toRecord(row);
  if (row.status === 'confirmed') return { statusCode: 200, body: { message: API_MESSAGES.purchase.delivered, data } };
  if (row.status === 'pending') return { statusCode: 201, body: { message: pendingMessage(row), data } };
  // A staff-settled request moved no money: its answer is what staff said (declined, with why).
  if (kindOf(row.kind)?.settlement === 'staff') return { statusCode: 400, body: { message: row.response ?? API_MESSAGES.purchase.providerFailed, data } };
  const reason = row.response ?? API_MESSAGES.purchase.providerFailed;
  return { statusCode: 400, body: { message: API_MESSAGES.purchase.failedRefunded(reason), data } };
}

/** A VTpass-style request id: the date (Africa/Lagos, UTC+1) then random hex. */
export function newTxRef(now: Date): string {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000);
  const stamp = lagos.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return `${stamp}${randomBytes(6).toString('hex')}`;
}
