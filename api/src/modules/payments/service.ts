import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,

  LIMITS,
  MESSAGES,
  bankByKey,
  depositChargeKobo,
  formatKobo,
  isBankKey,
  toKobo,
  virtualAccountFieldErrors,
  type BankKey,
} from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { AppError, FieldsInvalid, NotFound, ValidationFailed } from '../../errors';
import { enqueueJob } from '../../jobs/queue';
import type { PaymentGateway, VerifiedPayment } from '../../providers/gateway/port';
import { MOVEMENTS } from '../ledger/movements';
import { recordMovement } from '../transactions/records';
import { parseNairaAmount } from '../../http/amounts';
import { flagIfOverCap, refuseCardPaymentOverCap, sealIfVerified, verifiedIdentityNumber } from '../safety/kyc';

export const GATEWAY_EVENT_JOB = 'gateway.event';

export class GatewayDown extends AppError {
  constructor() {
    super(503, API_MESSAGES.payments.gatewayUnavailable);
  }
}

interface PaymentRow {
  id: number;
  reference: string;
  user_id: number;
  method: 'card' | 'bank_transfer';
  bank: BankKey | null;
  expected_kobo: number | null;
  status: 'pending' | 'paid' | 'failed';
}

export type PaymentState = 'paid' | 'pending' | 'failed';

/** Our payment references: date first (sortable, readable on a statement), then randomness. */
export function newPaymentReference(now: Date): string {
  return `TPN${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function createPaymentService(deps: { db: Db; gateway: PaymentGateway; clock: () => Date; appOrigin: string }) {
  const { db, gateway, clock } = deps;

  async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw new GatewayDown();
    }
  }

  /**
   * Credits a verified payment exactly once: only a `pending` row turns `paid` (its row lock
   * orders racing webhook, replay and verify calls), and the ledger event key is unique.
   * A payment of another amount than initiated is credited as paid and flagged for staff.
   */
  async function applyVerified(payment: PaymentRow, verified: VerifiedPayment): Promise<PaymentState> {
    if (verified.status === 'pending') return 'pending';
    const now = clock();
    return db.transaction(async (tx) => {
      if (verified.status === 'failed') {
        const failed = await tx.query(`UPDATE payments SET status = 'failed' WHERE id = $1 AND status = 'pending' RETURNING id`, [payment.id]);
        if (failed.rowCount > 0) return 'failed';
        return currentState(tx, payment.id);
      }
      const paid = verified.paidKobo;
      const charge = payment.method === 'bank_transfer' && payment.bank ? depositChargeKobo(payment.bank, paid) : 0;
      const updated = await tx.query<PaymentRow>(
        `UPDATE payments SET status = 'paid', paid_kobo = $2, charge_kobo = $3, paid_at = $4, tx_ref = reference,
           flagged = (expected_kobo IS NOT NULL AND expected_kobo <> $2)
         WHERE id = $1 AND status = 'pending' RETURNING *`,
        [payment.id, paid, charge, verified.paidAt ?? now],
      );
      if (updated.rowCount === 0) return currentState(tx, payment.id);
      await credit(tx, payment, paid, charge, verified.paidAt ?? now, now);
      await flagIfOverCap(tx, payment.user_id, now);
      return 'paid';
    });
  }

  async function credit(tx: Queryable, payment: PaymentRow, paidKobo: number, chargeKobo: number, occurredAt: Date, now: Date) {
    const txRef = payment.reference;
    if (payment.method === 'card') {
      await MOVEMENTS.cardFunding(tx, { txRef, userId: payment.user_id, amountKobo: paidKobo, occurredAt });
      const text = API_MESSAGES.records.cardFunding(txRef);
      await recordMovement(tx, { txRef, userId: payment.user_id, kind: 'card_funding', amountKobo: paidKobo, ...text, now });
      return;
    }
    await MOVEMENTS.bankTransferFunding(tx, { txRef, userId: payment.user_id, amountKobo: paidKobo, chargeKobo, occurredAt });
    const text = API_MESSAGES.records.bankTransferFunding(bankByKey(payment.bank!).name, formatKobo(chargeKobo));
    await recordMovement(tx, { txRef, userId: payment.user_id, kind: 'bank_transfer_funding', amountKobo: paidKobo - chargeKobo, ...text, now });
  }

  async function currentState(q: Queryable, paymentId: number): Promise<PaymentState> {
    const { rows } = await q.query<{ status: PaymentState }>('SELECT status FROM payments WHERE id = $1', [paymentId]);
    return rows[0]?.status ?? 'pending';
  }

  return {
    /** generate-payment-link/: a pending card payment and the gateway's checkout page for it. */
    async startCardPayment(userId: number, body: { amount?: unknown }) {
      const amountKobo = parseNairaAmount(body.amount);
      if (amountKobo < toKobo(LIMITS.minCardFunding)) throw new ValidationFailed('amount', MESSAGES.cardFunding.amountTooLow);
      await refuseCardPaymentOverCap(db, userId, amountKobo);
      const now = clock();
      const reference = newPaymentReference(now);
      const { rows } = await db.query<{ email: string; first_name: string; last_name: string }>(
        'SELECT email, first_name, last_name FROM users WHERE id = $1',
        [userId],
      );
      const user = rows[0]!;
      await db.query(
        `INSERT INTO payments (reference, user_id, method, expected_kobo, status, created_at) VALUES ($1, $2, 'card', $3, 'pending', $4)`,
        [reference, userId, amountKobo, now],
      );
      const started = await gatewayCall(() =>
        gateway.initTransaction({
          reference,
          amountKobo,
          customerEmail: user.email,
          customerName: `${user.first_name} ${user.last_name}`.trim() || user.email,
          redirectUrl: `${deps.appOrigin}/dashboard/callback`,
        }),
      );
      await db.query('UPDATE payments SET gateway_ref = $2 WHERE reference = $1', [reference, started.transactionReference]);
      return { transactionReference: reference, checkoutUrl: started.checkoutUrl };
    },

    /** verify-atm-payment/: the payment's state, asking the gateway (and crediting) while pending. */
    async verifyCardPayment(userId: number, reference: unknown): Promise<PaymentState> {
      if (typeof reference !== 'string' || reference.trim() === '') {
        throw new ValidationFailed('payment_reference', API_MESSAGES.payments.referenceRequired);
      }
      const { rows } = await db.query<PaymentRow>(`SELECT * FROM payments WHERE reference = $1 AND user_id = $2 AND method = 'card'`, [
        reference.trim(),
        userId,
      ]);
      const payment = rows[0];
      if (!payment) throw new NotFound(API_MESSAGES.payments.notFound);
      if (payment.status !== 'pending') return payment.status;
      const verified = await gatewayCall(() => gateway.verify({ paymentReference: payment.reference }));
      return applyVerified(payment, verified);
    },

    /** POST webhooks/gateway/: stores the event once and leaves the work to a job. */
    async receiveEvent(rawBody: string, signature: string | undefined, body: unknown): Promise<'stored' | 'replay' | 'ignored'> {
      if (!gateway.isAuthentic(rawBody, signature)) throw new AppError(401, API_MESSAGES.payments.webhookSignatureInvalid);
      const event = gateway.parseEvent(body);
      if (!event) return 'ignored';
      const now = clock();
      return db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO gateway_events (event_id, event_type, body, received_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (event_id) DO NOTHING RETURNING id`,
          [event.eventId, event.eventType, JSON.stringify(body), now],
        );
        if (inserted.rowCount === 0) return 'replay';
        await enqueueJob(tx, { kind: GATEWAY_EVENT_JOB, payload: { eventId: event.eventId }, runAt: now, dedupeKey: `gateway-event:${event.eventId}` }, now);
        return 'stored';
      });
    },

    /** The job: verify with the gateway, then credit the card payment or the transfer's account owner. */
    async processEvent(eventId: string): Promise<void> {
      const { rows } = await db.query<{ body: unknown; processed_at: Date | null }>(
        'SELECT body, processed_at FROM gateway_events WHERE event_id = $1',
        [eventId],
      );
      const stored = rows[0];
      if (!stored || stored.processed_at) return;
      const event = gateway.parseEvent(stored.body);
      if (event) {
        const verified = await gatewayCall(() => gateway.verify({ transactionReference: event.transactionReference }));
        const payment = await paymentFor(verified);
        if (payment) await applyVerified(payment, verified);
      }
      await db.query('UPDATE gateway_events SET processed_at = $2 WHERE event_id = $1', [eventId, clock()]);
    },

    /**
     * create-virtual-account/: one reserved account per bank per customer (a repeat answers it). A
     * customer with a verified BVN or NIN on file is not asked again: the gateway gets that one.
     */
    async createVirtualAccount(userId: number, body: Record<string, unknown>) {
      const bank = typeof body.bank_name === 'string' ? body.bank_name.trim().toLowerCase() : body.bank_name;
      const onFile = await verifiedIdentityNumber(db, userId);
      const input = { bank, account_name: text(body.account_name), bvn: text(body.bvn), nin: text(body.nin), identityOnFile: onFile !== null };
      const errors = virtualAccountFieldErrors(input as never);
      if (Object.keys(errors).length > 0 || !isBankKey(bank)) throw new FieldsInvalid(errors);
      const existing = await db.query<{ account_number: string; account_name: string; bank_name: string }>(
        'SELECT account_number, account_name, bank_name FROM virtual_accounts WHERE user_id = $1 AND bank = $2',
        [userId, bank],
      );
      if (existing.rows[0]) return { created: false, account: existing.rows[0] };
      const bankIdentity = bankByKey(bank).identity;
      const given = input[bankIdentity];
      const identity = given !== '' || !onFile ? { kind: bankIdentity, value: given } : { kind: onFile.kind, value: onFile.number };
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      const account = await gatewayCall(() =>
        gateway.createReservedAccount({
          bank,
          accountReference: `user-${userId}-${bank}`,
          accountName: input.account_name,
          customerEmail: rows[0]!.email,
          identity,
        }),
      );
      const saved = await db.query<{ account_number: string; account_name: string; bank_name: string }>(
        `INSERT INTO virtual_accounts (user_id, bank, account_number, account_name, bank_name, identity_kind, identity_last4, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id, bank) DO UPDATE SET user_id = EXCLUDED.user_id
         RETURNING account_number, account_name, bank_name`,
        [userId, bank, account.accountNumber, account.accountName, account.bankName, identity.kind, identity.value.slice(-4), clock()],
      );
      if (given !== '' && !onFile) await sealIfVerified(db, userId, bankIdentity, given);
      return { created: true, account: saved.rows[0]! };
    },
  };

  /** The payment a verified gateway transaction belongs to; a transfer into a virtual account gets one now. */
  async function paymentFor(verified: VerifiedPayment): Promise<PaymentRow | undefined> {
    const card = await db.query<PaymentRow>(
      `SELECT * FROM payments WHERE gateway_ref = $1 OR (method = 'card' AND reference = $2)`,
      [verified.transactionReference, verified.paymentReference],
    );
    if (card.rows[0]) return card.rows[0];
    if (!verified.accountNumber || verified.status !== 'paid') return undefined;
    const owner = await db.query<{ user_id: number; bank: BankKey }>('SELECT user_id, bank FROM virtual_accounts WHERE account_number = $1', [
      verified.accountNumber,
    ]);
    const account = owner.rows[0];
    if (!account) return undefined;
    await db.query(
      `INSERT INTO payments (reference, user_id, method, bank, gateway_ref, status, created_at)
       VALUES ($1, $2, 'bank_transfer', $3, $4, 'pending', $5) ON CONFLICT DO NOTHING`,
      [`TRF${verified.transactionReference}`, account.user_id, account.bank, verified.transactionReference, clock()],
    );
    const created = await db.query<PaymentRow>('SELECT * FROM payments WHERE gateway_ref = $1', [verified.transactionReference]);
    return created.rows[0];
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export type PaymentService = ReturnType<typeof createPaymentService>;
