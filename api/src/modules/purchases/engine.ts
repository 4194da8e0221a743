import { API_MESSAGES, isTestPurchaseDetails, referralBonusKobo, type PurchaseKindKey } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { releaseVersionsJson } from '../../http/client-versions';
import { insertJobSql } from '../../jobs/queue';
import type { BillsOutcome, BillsPayRequest, BillsProvider, FailureReason } from '../../providers/bills/port';
import { enqueueEmail } from '../../providers/mail/outbox';
import { callbackJobCte } from '../vendors/callbacks';
import { answerFor, kindOf, newTxRef } from './answers';
import { deliveredCodeEmail } from './emails';
import { ledgerError, postEntry, postEntryCall } from '../ledger/journal';
import { ENTRIES, MOVEMENTS } from '../ledger/movements';
import { recordMovement } from '../transactions/records';
import { ROW_COLUMNS, findByRef, type TransactionRow } from '../transactions/queries';
import {
  claimKeySql,
  readIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from '../idempotency/keys';

export const REQUERY_JOB = 'purchase.requery';

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
  /**
   * A reseller test-mode purchase (ADR 0043): sent to the sandbox provider (`testBills`), paid from
   * the vendor's test balance in the test ledger, marked `request_details.test`, no referral bonus.
   */
  test?: boolean;
}

/** Whether a purchase's row is a test-mode one (ADR 0043). */
export const isTestPurchase = (row: Pick<TransactionRow, 'request_details'>) => isTestPurchaseDetails(row.request_details);

export interface PurchaseService {
  /**
   * Debits the wallet, records the purchase and calls the provider; answers 200 delivered,
   * 201 still processing, 400 failed and refunded. Throws InsufficientBalance before any debit.
   */
  place(order: PurchaseOrder, options: { idempotencyKey?: string; route: string; requestHash: string }): Promise<StoredAnswer>;
  /** Applies a provider outcome to a pending purchase (idempotent); returns the row after. */
  settle(txRef: string, outcome: BillsOutcome): Promise<TransactionRow>;
}

/** A provider answer that settles a purchase. */
type Final = Extract<BillsOutcome, { status: 'delivered' | 'failed' }>;

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
  /** The sandbox provider of test-mode purchases (ADR 0043); without it a test order is refused. */
  testBills?: BillsProvider;
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

  /**
   * The settling update of a pending purchase and the removal of its requery job, as the CTEs
   * `settled` (the row after, with the buyer's fields) and `job_done`; no rows once it is settled.
   * The safety net is deleted, not marked done: a settled purchase needs no record of a job that
   * never had to run, and a row kept per purchase grew the jobs table without end (a requery that
   * is running when its purchase settles finds its row gone and finishes as a no-op).
   * A reseller purchase's callback job is enqueued by the same statement (`callback`, ADR 0026).
   */
  function settlingCtes(txRef: string, outcome: Final, now: Date, $: (value: unknown) => string): string {
    const ref = $(txRef);
    const at = `${$(now)}::timestamptz`;
    const update =
      outcome.status === 'delivered'
        ? `status = 'confirmed', response = ${$(outcome.units ? `${outcome.message} (${outcome.units} units)` : outcome.message)},
           token = COALESCE(${$(outcome.token ?? null)}::text, t.token)`
        : `status = 'reversed', response = ${$(customerFailure(outcome.reason))}`;
    return `settled AS (
        UPDATE transactions t SET ${update}, provider_message = ${$(outcome.message)}, updated_at = ${at}
        FROM users u WHERE t.tx_ref = ${ref} AND t.status = 'pending' AND u.id = t.user_id
        RETURNING ${ROW_COLUMNS}, u.referred_by, u.username, u.email, u.first_name, u.email_notifications
      ), job_done AS (
        DELETE FROM jobs WHERE dedupe_key = 'requery:' || ${ref} AND done_at IS NULL AND EXISTS (SELECT 1 FROM settled)
      ), ${callbackJobCte(at)}`;
  }

  /** The movement a final outcome makes: the held money earned, or back to the wallet in full. */
  function settlingEntry(outcome: Final, purchase: { txRef: string; userId: number; amountKobo: number; test?: boolean }, now: Date) {
    const m = { txRef: purchase.txRef, amountKobo: purchase.amountKobo, occurredAt: now };
    if (purchase.test) return outcome.status === 'delivered' ? ENTRIES.testPurchaseDelivery(m) : ENTRIES.testPurchaseRefund({ ...m, userId: purchase.userId });
    return outcome.status === 'delivered' ? ENTRIES.purchaseDelivery(m) : ENTRIES.purchaseRefund({ ...m, userId: purchase.userId });
  }

  /** Settles inside the caller's transaction: the update, its movement, and a delivery's referral bonus and e-mail. */
  async function settleIn(tx: Queryable, txRef: string, outcome: Final, now: Date): Promise<(TransactionRow & Buyer) | undefined> {
    const params: unknown[] = [];
    const sql = `WITH ${settlingCtes(txRef, outcome, now, (value) => `$${params.push(value)}`)} SELECT * FROM settled`;
    const row = (await tx.query<TransactionRow & Buyer>(sql, params)).rows[0];
    if (!row) return undefined;
    const test = isTestPurchase(row);
    await postEntry(tx, settlingEntry(outcome, { txRef, userId: row.user_id, amountKobo: row.amount_kobo, test }, now));
    // A test purchase earns no referral bonus (real money) and e-mails nothing.
    if (outcome.status === 'delivered' && !test) await afterDelivery(tx, row, now);
    return row;
  }

  /** What a delivery also does: the referrer's bonus, and the token or pins by e-mail. */
  async function afterDelivery(tx: Queryable, row: TransactionRow & Buyer, now: Date) {
    if (kindOf(row.kind)?.referral) await payReferralBonus(tx, row, now);
    if (row.token) await emailDeliveredCode(tx, row, now);
  }

  /** Whether a delivery to this buyer may do more than the update and its movement. */
  function mayFollowUp(kind: PurchaseKindKey, buyer: { referredBy: number | null; emailNotifications: boolean; test?: boolean }, outcome: Final) {
    return !buyer.test && outcome.status === 'delivered' && ((Boolean(kindOf(kind)?.referral) && buyer.referredBy !== null) || (buyer.emailNotifications && Boolean(outcome.token)));
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

  async function settle(txRef: string, outcome: BillsOutcome): Promise<TransactionRow> {
    if (outcome.status !== 'delivered' && outcome.status !== 'failed') return loadRow(db, txRef);
    return db.transaction(async (tx) => {
      const settled = await settleIn(tx, txRef, outcome, clock());
      // Already settled (a requery raced the first answer): what it is now.
      return settled ?? loadRow(tx, txRef);
    });
  }

  /**
   * The provider's first answer, from the request that placed the purchase, which knows the amount
   * and the buyer: when nothing else can follow, the update, its movement, the job and the key's
   * answer are one statement; otherwise the general path in a transaction.
   */
  async function settleFirstAnswer(
    purchase: { txRef: string; userId: number; amountKobo: number; kind: PurchaseKindKey; referredBy: number | null; emailNotifications: boolean; test?: boolean },
    outcome: BillsOutcome,
    key: { userId: number; key: string } | undefined,
  ): Promise<{ row: TransactionRow; answered: boolean }> {
    if (outcome.status !== 'delivered' && outcome.status !== 'failed') return { row: await loadRow(db, purchase.txRef), answered: false };
    if (mayFollowUp(purchase.kind, purchase, outcome)) return { row: await settle(purchase.txRef, outcome), answered: false };
    const now = clock();
    const params: unknown[] = [];
    const $ = (value: unknown) => `$${params.push(value)}`;
    const ctes = [
      settlingCtes(purchase.txRef, outcome, now, $),
      `moved AS (SELECT ${postEntryCall(settlingEntry(outcome, purchase, now), $)} AS posted FROM settled)`,
    ];
    // A purchase's key keeps only that it was answered: a repeat answers from the purchase's row.
    if (key) {
      ctes.push(`answered AS (
        UPDATE idempotency_keys SET status_code = ${$(outcome.status === 'delivered' ? 200 : 400)}::int
        WHERE user_id = ${$(key.userId)}::int AND key = ${$(key.key)} AND EXISTS (SELECT 1 FROM moved))`);
    }
    const { rows } = await db.query<TransactionRow & Buyer>(`WITH ${ctes.join(',\n')} SELECT settled.* FROM settled, moved`, params);
    const row = rows[0];
    return row ? { row, answered: Boolean(key) } : { row: await loadRow(db, purchase.txRef), answered: false };
  }

  async function awaitFirstAnswer(key: { userId: number; key: string; route: string; requestHash: string }): Promise<StoredAnswer> {
    const deadline = Date.now() + deps.idempotencyWaitMs;
    for (;;) {
      const state = await readIdempotencyKey(db, key, clock());
      // A repeat answers what the purchase is now (settled since, perhaps), not what it was then.
      if (state.state === 'answered') return state.txRef ? answerFor(await loadRow(db, state.txRef)) : state.answer;
      if (state.state === 'free') throw new Error('Idempotency key vanished while waiting');
      // A first request that died before answering never marks its key; once its purchase is settled
      // (by the requery job, a webhook or staff) that is the answer. Waiting out the deadline instead
      // outlasts a balancer's timeout on every retry, and a retrying client never gets its answer.
      if (state.txRef) {
        const row = await loadRow(db, state.txRef);
        if (row.status !== 'pending') return answerFor(row);
      }
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
      const provider = order.test ? deps.testBills : bills;
      if (!provider) throw new Error('No sandbox provider for test-mode purchases');
      // One statement, so one round trip and atomic on its own: claim the key (a repeat
      // is caught here, before anything moves), debit the wallet, record the pending purchase and
      // schedule the requery that finishes it if this process dies before the provider answers.
      // A staff-settled order (airtime to cash) is a request: no money moves until staff approve.
      const params: unknown[] = [];
      const $ = (value: unknown) => `$${params.push(value)}`;
      const ctes: string[] = [];
      if (key) ctes.push(`claim AS (${claimKeySql({ ...key, txRef, now }, $)})`);
      ctes.push(`placed AS (SELECT 1 AS one WHERE ${key ? 'EXISTS (SELECT 1 FROM claim)' : 'true'})`);
      if (providerRequest) {
        const debitOf = order.test ? ENTRIES.testPurchaseDebit : ENTRIES.purchaseDebit;
        const debit = debitOf({ txRef, userId, purchaseKind: order.kind, amountKobo: order.amountKobo, occurredAt: now });
        ctes.push(`debit AS (SELECT ${postEntryCall(debit, $)} AS posted FROM placed)`);
      }
      ctes.push(`purchase AS (
        INSERT INTO transactions (tx_ref, user_id, kind, package_id, plan, amount_kobo, card_no, quantity, status,
          description, category, subcategory, provider_request, request_details, release_versions, created_at, updated_at)
        SELECT ${$(txRef)}, ${$(userId)}::int, ${$(order.kind)}, ${$(order.packageId)}::int, ${$(order.plan)}, ${$(order.amountKobo)}::bigint,
          ${$(order.cardNo)}::text, ${$(order.quantity ?? null)}::int, 'pending', ${$(order.description)},
          ${$(JSON.stringify(order.category))}::jsonb, ${$(order.subcategory ? JSON.stringify(order.subcategory) : null)}::jsonb,
          ${$(providerRequest ? JSON.stringify(providerRequest) : null)}::jsonb, ${$(order.request || order.test ? JSON.stringify({ ...order.request, ...(order.test ? { test: true } : {}) }) : null)}::jsonb,
          ${$(releaseVersionsJson())}::jsonb, created_at, created_at
        FROM placed, (SELECT ${$(now)}::timestamptz AS created_at) t
        RETURNING tx_ref)`);
      if (providerRequest) {
        const requery = { kind: REQUERY_JOB, payload: { txRef }, runAt: new Date(now.getTime() + deps.requeryDelayMs), dedupeKey: `requery:${txRef}` };
        ctes.push(`requery AS (${insertJobSql(requery, $, 'EXISTS (SELECT 1 FROM purchase)')})`);
      }
      let placed: { placed: number; referred_by: number | null; email_notifications: boolean } | undefined;
      try {
        const { rows } = await db.query<NonNullable<typeof placed>>(
          `WITH ${ctes.join(',\n')}
           SELECT (SELECT count(*) FROM purchase)::int AS placed${providerRequest ? ', (SELECT count(*) FROM debit)::int AS debited' : ''},
             u.referred_by, u.email_notifications
           FROM users u WHERE u.id = ${$(userId)}::int`,
          params,
        );
        placed = rows[0];
      } catch (error) {
        throw ledgerError(error, API_MESSAGES.purchase.insufficientBalance);
      }
      if (!placed?.placed && key) return awaitFirstAnswer(key);

      let row: TransactionRow;
      let answered = false;
      if (providerRequest && placed) {
        const purchase = { txRef, userId, amountKobo: order.amountKobo, kind: order.kind, referredBy: placed.referred_by, emailNotifications: placed.email_notifications, test: order.test };
        ({ row, answered } = await settleFirstAnswer(purchase, await provider.pay(providerRequest), key));
      } else {
        row = await loadRow(db, txRef);
      }
      const answer = answerFor(row);
      if (key && !answered) await storeIdempotentAnswer(db, { userId, key: key.key, answer });
      return answer;
    },
  };
}
