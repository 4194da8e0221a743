import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  KYC_TIERS,
  LIMITS,
  kycTierOf,
  lagosDay,
  MESSAGES,
  formatKobo,
  normalizeEmail,
  toKobo,
  validateBonusTransfer,
  walletTransferFieldErrors,
} from '@topup/rules';
import type { Db } from '../../db/client';
import { FieldsInvalid, InsufficientBalance, TooManyRequests, ValidationFailed } from '../../errors';
import { hitRateLimit, type Limit } from '../../http/rate-limit';
import { IDEMPOTENCY_KEY_LIFETIME_MS, claimKeySql, readIdempotencyKey, type StoredAnswer } from '../idempotency/keys';
import { dayUsedKoboSql } from '../ledger/accounts';
import { dailyLimitRefusal, ledgerError, postEntryCall } from '../ledger/journal';
import { ENTRIES } from '../ledger/movements';
import { parseNairaAmount } from '../../http/amounts';
import { findByRef, toRecord, type TransactionRow } from '../transactions/queries';
import { recordMovementSql } from '../transactions/records';

export interface IdempotencyInput {
  key?: string;
  route: string;
  requestHash: string;
}

function newTransferRef(now: Date, prefix: string): string {
  return `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** A transfer's parts, as CTEs after the key's claim; the last, `record`, returns the customer's record. */
type TransferCtes = (ctx: { txRef: string; now: Date; $: (value: unknown) => string; when: string }) => string[];

/**
 * Transfers move money at once, in one statement (one round trip) that claims the
 * Idempotency-Key already answered, moves the money and writes the history records: it commits
 * whole or not at all. A repeat (or a concurrent duplicate, which waits on the key's row) claims
 * nothing and answers from the record of the first.
 */
export function createTransferService(deps: {
  db: Db;
  clock: () => Date;
  limits: { unknownRecipientPerUser: Limit };
  /** Told of each customer whose balance a transfer moved, once it has committed (kept profiles). */
  moved?: (userId: number) => void;
}) {
  const { db, clock } = deps;

  async function once(
    userId: number,
    idem: IdempotencyInput,
    transfer: {
      prefix: string;
      insufficientMessage: string;
      /** The customers whose balances it moves. */
      moves: number[];
      ctes: TransferCtes;
      answer: (record: TransactionRow) => StoredAnswer;
    },
  ): Promise<StoredAnswer> {
    const key = idem.key ? { userId, key: idem.key, route: idem.route, requestHash: idem.requestHash } : undefined;
    const now = clock();
    const txRef = newTransferRef(now, transfer.prefix);
    const params: unknown[] = [];
    const $ = (value: unknown) => `$${params.push(value)}`;
    const ctes = key ? [`claim AS (${claimKeySql({ ...key, txRef, now }, $, 200)})`] : [];
    ctes.push(...transfer.ctes({ txRef, now, $, when: key ? 'EXISTS (SELECT 1 FROM claim)' : 'true' }));
    let record: TransactionRow | undefined;
    try {
      record = (await db.query<TransactionRow>(`WITH ${ctes.join(',\n')} SELECT * FROM record`, params)).rows[0];
    } catch (error) {
      throw ledgerError(error, transfer.insufficientMessage);
    }
    if (record) {
      for (const id of transfer.moves) deps.moved?.(id);
      return transfer.answer(record);
    }
    if (!key) throw new Error(`Transfer ${txRef} recorded nothing`);
    const state = await readIdempotencyKey(db, key, clock());
    if (state.state !== 'answered') throw new Error(`Idempotency key of a transfer in state ${state.state}`);
    const first = state.txRef ? await findByRef(db, state.txRef) : undefined;
    return first ? transfer.answer(first) : state.answer;
  }

  return {
    /** transfer-to-user/: wallet to the wallet of the registered user with that e-mail. */
    async toUser(userId: number, body: { amount?: unknown; email?: unknown }, idem: IdempotencyInput): Promise<StoredAnswer> {
      const email = typeof body.email === 'string' ? body.email : '';
      const errors = walletTransferFieldErrors({ email, amount: body.amount as string });
      if (Object.keys(errors).length > 0) throw new FieldsInvalid(errors);
      const amountKobo = parseNairaAmount(body.amount);
      if (amountKobo < toKobo(LIMITS.minWalletTransfer)) throw new ValidationFailed('amount', MESSAGES.walletTransfer.amountTooLow);
      // One round trip reads the sender's balance and unregistered lookups with the recipient:
      // a wallet that cannot pay is told so whoever the recipient is, and a customer past the
      // limit is told that whoever it is, so neither answer says whether the e-mail is registered.
      // So is a transfer past the sender's daily limit (which the debit itself would refuse only once
      // the recipient was found). A repeat of a transfer already made (same key, same body) skips
      // these: it gets the first answer.
      const unknownBucket = `transfer:unknown-recipient:${userId}`;
      const { windowMs, max } = deps.limits.unknownRecipientPerUser;
      const now = clock();
      const people = await db.query<{ id: number; email: string; wallet_kobo: number | null; unknown_lookups: number | null; repeat: boolean; kyc_tier: number; daily_used_kobo: number | null }>(
        `SELECT u.id, u.email, u.kyc_tier,
           CASE WHEN u.id = $1 THEN ${dayUsedKoboSql('u.id', '$9::date')} END AS daily_used_kobo,
           CASE WHEN u.id = $1 THEN (SELECT balance_kobo FROM ledger_accounts WHERE user_id = u.id AND kind = 'wallet') END AS wallet_kobo,
           CASE WHEN u.id = $1 THEN (SELECT hits FROM rate_limits WHERE bucket = $3
             AND window_start > $4::timestamptz - make_interval(secs => $5::double precision / 1000)) END AS unknown_lookups,
           u.id = $1 AND EXISTS (SELECT 1 FROM idempotency_keys WHERE user_id = u.id AND key = $6 AND request_hash = $7
             AND created_at > $4::timestamptz - make_interval(secs => $8::double precision / 1000)) AS repeat
         FROM users u WHERE u.id = $1 OR lower(u.email) = $2`,
        [userId, normalizeEmail(email), unknownBucket, now, windowMs, idem.key ?? null, idem.requestHash, IDEMPOTENCY_KEY_LIFETIME_MS, lagosDay(now)],
      );
      const sender = people.rows.find((p) => p.id === userId)!;
      const tooMany = () => new TooManyRequests(API_MESSAGES.transfers.tooManyUnknownRecipients, Math.ceil(windowMs / 1000));
      if (!sender.repeat) {
        if (Number(sender.wallet_kobo ?? 0) < amountKobo) throw new InsufficientBalance(API_MESSAGES.purchase.insufficientBalance);
        const limitKobo = toKobo(KYC_TIERS[kycTierOf(sender.kyc_tier)].dailyLimitNaira);
        const usedKobo = Number(sender.daily_used_kobo ?? 0);
        if (usedKobo + amountKobo > limitKobo) throw dailyLimitRefusal(limitKobo, usedKobo);
        if ((sender.unknown_lookups ?? 0) >= max) throw tooMany();
      }
      const recipient = people.rows.find((p) => p.email.toLowerCase() === normalizeEmail(email));
      if (!recipient) {
        // Counted in one upsert: parallel lookups past the limit get the same 429.
        if ((await hitRateLimit(db, unknownBucket, windowMs, now)) > max) throw tooMany();
        throw new FieldsInvalid({ email: [API_MESSAGES.transfers.recipientNotFound] });
      }
      if (recipient.id === userId) throw new FieldsInvalid({ email: [API_MESSAGES.transfers.toSelf] });

      return once(userId, idem, {
        prefix: 'TRF',
        moves: [userId, recipient.id],
        insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
        ctes: ({ txRef, now, $, when }) => {
          const entry = ENTRIES.walletTransfer({ txRef, fromUserId: userId, toUserId: recipient.id, amountKobo, occurredAt: now });
          const out = API_MESSAGES.records.transferOut(recipient.email);
          const into = API_MESSAGES.records.transferIn(sender.email);
          const moved = 'EXISTS (SELECT 1 FROM moved WHERE posted)';
          return [
            `moved AS (SELECT ${postEntryCall(entry, $)} AS posted WHERE ${when})`,
            `record AS (${recordMovementSql({ txRef, userId, kind: 'transfer_out', amountKobo, ...out, now }, $, moved)})`,
            `received AS (${recordMovementSql({ txRef: `${txRef}IN`, userId: recipient.id, kind: 'transfer_in', amountKobo, ...into, now }, $, moved)})`,
          ];
        },
        answer: (record) => ({
          statusCode: 200,
          body: { message: API_MESSAGES.transfers.sent(formatKobo(amountKobo), recipient.email), data: toRecord(record) },
        }),
      });
    },

    /** transfer-bonus/: referral bonus into the customer's own wallet. */
    async bonusToWallet(userId: number, body: { amount?: unknown }, idem: IdempotencyInput): Promise<StoredAnswer> {
      const failure = validateBonusTransfer({ amount: body.amount as string });
      if (failure) throw new ValidationFailed('amount', failure);
      const amountKobo = parseNairaAmount(body.amount);
      if (amountKobo < toKobo(LIMITS.minBonusTransfer)) throw new ValidationFailed('amount', MESSAGES.bonusTransfer.amountTooLow);
      return once(userId, idem, {
        prefix: 'BNS',
        moves: [userId],
        insufficientMessage: API_MESSAGES.transfers.insufficientBonus,
        ctes: ({ txRef, now, $, when }) => [
          `moved AS (SELECT ${postEntryCall(ENTRIES.bonusToWallet({ txRef, userId, amountKobo, occurredAt: now }), $)} AS posted WHERE ${when})`,
          `record AS (${recordMovementSql({ txRef, userId, kind: 'bonus_to_wallet', amountKobo, ...API_MESSAGES.records.bonusToWallet(), now }, $, 'EXISTS (SELECT 1 FROM moved WHERE posted)')})`,
        ],
        answer: (record) => ({
          statusCode: 200,
          body: { message: API_MESSAGES.transfers.bonusMoved(formatKobo(amountKobo)), data: toRecord(record) },
        }),
      });
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
