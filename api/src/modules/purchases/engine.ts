import { randomBytes } from 'node:crypto';
import { API_MESSAGES, PURCHASE_KINDS, referralBonusKobo, type PurchaseKindKey } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { completeJobByKey, insertJobSql } from '../../jobs/queue';
import type { BillsOutcome, BillsPayRequest, BillsProvider, FailureReason } from '../../providers/bills/port';
import { enqueueEmail } from '../../providers/mail/outbox';
import { deliveredCodeEmail } from './emails';
import { ledgerError, postEntryCall } from '../ledger/journal';
import { MOVEMENTS, purchaseDebitEntry } from '../ledger/movements';
import { recordMovement } from '../transactions/records';
import { ROW_COLUMNS, findByRef, toRecord, type TransactionRecord, type TransactionRow } from '../transactions/queries';
import {
  claimKeySql,
  readIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from '../idempotency/keys';

export const REQUERY_JOB = 'purchase.requery';

const kindOf = (key: string) => PURCHASE_KINDS.find((k) => k.key === key);

/** The customer's words for a provider failure; the provider's own words are kept for staff. */
function customerFailure(reason: FailureReason): string {
  return reason === 'unavailable' ? API_MESSAGES.purchase.failure.serviceUnavailable : API_MESSAGES.purchase.failure.declined;
}

/** Everything a purchase kind (data, airtime, cable...) decides before money moves (ADR 0006). */
export interface PurchaseOrder {
  userId: number;
  kind: PurchaseKindKey;
  packageId: number;
  /**
   * Debited from the wallet (after any discount). For a staff-settled kind (airtime to cash),
   * what staff will credit on approval; nothing moves when the order is placed.
   */
  amountKobo: number;
  plan: string;
  description: string;
  /** IUC, meter or profile number shown on the receipt; null for phone top-ups. */
  cardNo: string | null;
  /** Exam pins bought at once. */
  quantity?: number;
  category: { title: string; type: string; image: string };
  subcategory: { title: string; image: string } | null;
  /** What the provider is asked for; null when staff settle the order (airtime to cash). */
  provider: Omit<BillsPayRequest, 'requestId'> | null;
  /** Kept with a staff-settled order for staff and for its answer (network, receiving number). */
  request?: Record<string, unknown>;
}

export interface PurchaseAnswer extends StoredAnswer {
  statusCode: 200 | 201 | 400;
  body: { message: string; data: TransactionRecord };
}

export interface PurchaseService {
  /**
   * Debits the wallet, records the purchase and calls the provider; answers 200 delivered,
   * 201 still processing, 400 failed and refunded. Throws InsufficientBalance before any debit.
   */
  place(order: PurchaseOrder, options: { idempotencyKey?: string; route: string; requestHash: string }): Promise<StoredAnswer>;
  /** Applies a provider outcome to a pending purchase (idempotent); returns the row after. */
  settle(txRef: string, outcome: BillsOutcome): Promise<TransactionRow>;
}

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

/** The buyer's fields a settlement needs, read with the update itself (no extra round trip). */
interface Buyer {
  referred_by: number | null;
  username: string;
  email: string;
  first_name: string;
  email_notifications: boolean;
}

export function createPurchaseService(deps: {
  db: Db;
  bills: BillsProvider;
  clock: () => Date;
  requeryDelayMs: number;
  /** How long a repeat waits for the first request with the same key to answer. */
  idempotencyWaitMs: number;
}): PurchaseService {
  const { db, bills, clock } = deps;

  async function loadRow(q: Queryable, txRef: string): Promise<TransactionRow> {
    const row = await findByRef(q, txRef);
    if (!row) throw new Error(`Transaction ${txRef} not found`);
    return row;
  }

  async function confirm(tx: Queryable, txRef: string, outcome: Extract<BillsOutcome, { status: 'delivered' }>, now: Date) {
    const response = outcome.units ? `${outcome.message} (${outcome.units} units)` : outcome.message;
    const updated = await tx.query<TransactionRow & Buyer>(
      `UPDATE transactions t SET status = 'confirmed', response = $2, token = COALESCE($3, t.token), provider_message = $5,
         updated_at = $4
       FROM users u WHERE t.tx_ref = $1 AND t.status = 'pending' AND u.id = t.user_id
       RETURNING ${ROW_COLUMNS}, u.referred_by, u.username, u.email, u.first_name, u.email_notifications`,
      [txRef, response, outcome.token ?? null, now, outcome.message],
    );
    const row = updated.rows[0];
    if (!row) return undefined;
    await MOVEMENTS.purchaseDelivery(tx, { txRef, amountKobo: row.amount_kobo, occurredAt: now });
    if (kindOf(row.kind)?.referral) await payReferralBonus(tx, row, now);
    if (row.token) await emailDeliveredCode(tx, row, now);
    await completeJobByKey(tx, `requery:${txRef}`, now);
    return row;
  }

  /** Tokens and pins also go by e-mail to customers who keep e-mail notifications on. */
  async function emailDeliveredCode(tx: Queryable, row: Pick<TransactionRow, 'tx_ref' | 'plan' | 'amount_kobo' | 'token'> & Buyer, now: Date) {
    if (!row.email_notifications || !row.token) return;
    const message = deliveredCodeEmail({
      to: row.email,
      firstName: row.first_name,
      plan: row.plan,
      txRef: row.tx_ref,
      amountKobo: row.amount_kobo,
      code: row.token,
    });
    await enqueueEmail(tx, message, { now, dedupeKey: `delivered-code:${row.tx_ref}` });
  }

  /** The referrer's bonus, with a record in their history naming whose purchase earned it. */
  async function payReferralBonus(tx: Queryable, row: Pick<TransactionRow, 'amount_kobo' | 'tx_ref'> & Buyer, now: Date) {
    const referrerId = row.referred_by;
    const bonus = referralBonusKobo(row.amount_kobo);
    if (!referrerId || bonus <= 0) return;
    const recordRef = `REF${row.tx_ref}`;
    const paid = await MOVEMENTS.referralBonus(tx, { txRef: recordRef, purchaseTxRef: row.tx_ref, referrerId, amountKobo: bonus, occurredAt: now });
    if (paid) {
      const text = API_MESSAGES.records.referralBonus(row.username);
      await recordMovement(tx, { txRef: recordRef, userId: referrerId, kind: 'referral_bonus', amountKobo: bonus, ...text, now });
    }
  }

  async function reverse(tx: Queryable, txRef: string, outcome: Extract<BillsOutcome, { status: 'failed' }>, now: Date) {
    const updated = await tx.query<TransactionRow>(
      `UPDATE transactions t SET status = 'reversed', response = $2, provider_message = $4, updated_at = $3
       WHERE t.tx_ref = $1 AND t.status = 'pending' RETURNING ${ROW_COLUMNS}`,
      [txRef, customerFailure(outcome.reason), now, outcome.message],
    );
    const row = updated.rows[0];
    if (!row) return undefined;
    await MOVEMENTS.purchaseRefund(tx, { txRef, userId: row.user_id, amountKobo: row.amount_kobo, occurredAt: now });
    await completeJobByKey(tx, `requery:${txRef}`, now);
    return row;
  }

  async function settle(txRef: string, outcome: BillsOutcome): Promise<TransactionRow> {
    if (outcome.status !== 'delivered' && outcome.status !== 'failed') return loadRow(db, txRef);
    return db.transaction(async (tx) => {
      const now = clock();
      const settled = outcome.status === 'delivered' ? await confirm(tx, txRef, outcome, now) : await reverse(tx, txRef, outcome, now);
      // Already settled (a requery raced the first answer): what it is now.
      return settled ?? loadRow(tx, txRef);
    });
  }

  async function awaitFirstAnswer(key: { userId: number; key: string; route: string; requestHash: string }): Promise<StoredAnswer> {
    const deadline = Date.now() + deps.idempotencyWaitMs;
    for (;;) {
      const state = await readIdempotencyKey(db, key, clock());
      // A repeat answers what the purchase is now (settled since, perhaps), not what it was then.
      if (state.state === 'answered') return state.txRef ? answerFor(await loadRow(db, state.txRef)) : state.answer;
      if (state.state === 'free') throw new Error('Idempotency key vanished while waiting');
      if (Date.now() >= deadline) {
        // The first request died before answering: its transaction's current state is the answer.
        if (state.txRef) return answerFor(await loadRow(db, state.txRef));
        throw new Error('Idempotency key without a transaction');
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    settle,

    async place(order, { idempotencyKey, route, requestHash }) {
      const { userId } = order;
      // A repeat is caught by the claim, the first statement of the purchase's transaction: nothing
      // is debited before it, so no separate read of the key is needed.
      const key = idempotencyKey ? { userId, key: idempotencyKey, route, requestHash } : undefined;

      const now = clock();
      const txRef = newTxRef(now);
      const providerRequest = order.provider ? { requestId: txRef, ...order.provider } : null;
      // One statement, so one round trip and atomic on its own (issue 14): claim the key (a repeat
      // is caught here, before anything moves), debit the wallet, record the pending purchase and
      // schedule the requery that finishes it if this process dies before the provider answers.
      // A staff-settled order (airtime to cash) is a request: no money moves until staff approve.
      const params: unknown[] = [];
      const $ = (value: unknown) => `$${params.push(value)}`;
      const ctes: string[] = [];
      if (key) ctes.push(`claim AS (${claimKeySql({ ...key, txRef, now }, $)})`);
      ctes.push(`placed AS (SELECT 1 AS one WHERE ${key ? 'EXISTS (SELECT 1 FROM claim)' : 'true'})`);
      if (providerRequest) {
        const debit = purchaseDebitEntry({ txRef, userId, purchaseKind: order.kind, amountKobo: order.amountKobo, occurredAt: now });
        ctes.push(`debit AS (SELECT ${postEntryCall(debit, $)} AS posted FROM placed)`);
      }
      ctes.push(`purchase AS (
        INSERT INTO transactions (tx_ref, user_id, kind, package_id, plan, amount_kobo, card_no, quantity, status,
          description, category, subcategory, provider_request, request_details, created_at, updated_at)
        SELECT ${$(txRef)}, ${$(userId)}::int, ${$(order.kind)}, ${$(order.packageId)}::int, ${$(order.plan)}, ${$(order.amountKobo)}::bigint,
          ${$(order.cardNo)}::text, ${$(order.quantity ?? null)}::int, 'pending', ${$(order.description)},
          ${$(JSON.stringify(order.category))}::jsonb, ${$(order.subcategory ? JSON.stringify(order.subcategory) : null)}::jsonb,
          ${$(providerRequest ? JSON.stringify(providerRequest) : null)}::jsonb, ${$(order.request ? JSON.stringify(order.request) : null)}::jsonb,
          created_at, created_at
        FROM placed, (SELECT ${$(now)}::timestamptz AS created_at) t
        RETURNING tx_ref)`);
      if (providerRequest) {
        const requery = { kind: REQUERY_JOB, payload: { txRef }, runAt: new Date(now.getTime() + deps.requeryDelayMs), dedupeKey: `requery:${txRef}` };
        ctes.push(`requery AS (${insertJobSql(requery, $, 'EXISTS (SELECT 1 FROM purchase)')})`);
      }
      let placed: number;
      try {
        const { rows } = await db.query<{ placed: number }>(
          `WITH ${ctes.join(',\n')}
           SELECT (SELECT count(*) FROM purchase)::int AS placed${providerRequest ? ', (SELECT count(*) FROM debit)::int AS debited' : ''}`,
          params,
        );
        placed = rows[0]?.placed ?? 0;
      } catch (error) {
        throw ledgerError(error, API_MESSAGES.purchase.insufficientBalance);
      }
      if (placed === 0 && key) return awaitFirstAnswer(key);

      const row = providerRequest ? await settle(txRef, await bills.pay(providerRequest)) : await loadRow(db, txRef);
      const answer = answerFor(row);
      if (key) await storeIdempotentAnswer(db, { userId, key: key.key, answer });
      return answer;
    },
  };
}
