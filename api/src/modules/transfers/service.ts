import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  LIMITS,
  MESSAGES,
  formatKobo,
  normalizeEmail,
  toKobo,
  validateBonusTransfer,
  walletTransferFieldErrors,
} from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { FieldsInvalid, InsufficientBalance, ValidationFailed } from '../../errors';
import {
  claimIdempotencyKey,
  readIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from '../idempotency/keys';
import { MOVEMENTS } from '../ledger/movements';
import { parseNairaAmount } from '../payments/amounts';
import { toRecord } from '../transactions/queries';
import { recordMovement } from '../transactions/records';

export interface IdempotencyInput {
  key?: string;
  route: string;
  requestHash: string;
}

class KeyTaken extends Error {}

function newTransferRef(now: Date, prefix: string): string {
  return `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Transfers move money at once, inside one DB transaction that also claims the Idempotency-Key
 * and stores the answer: a repeat (or a concurrent duplicate, which waits on the key's row)
 * gets the same answer and moves nothing.
 */
export function createTransferService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function once(
    userId: number,
    idem: IdempotencyInput,
    move: (tx: Queryable, txRef: string, now: Date) => Promise<StoredAnswer>,
    prefix: string,
  ): Promise<StoredAnswer> {
    const key = idem.key ? { userId, key: idem.key, route: idem.route, requestHash: idem.requestHash } : undefined;
    // No read of the key first: the claim, the transaction's first statement, catches a repeat.
    const now = clock();
    const txRef = newTransferRef(now, prefix);
    try {
      return await db.transaction(async (tx) => {
        if (key && !(await claimIdempotencyKey(tx, { ...key, txRef, now }))) throw new KeyTaken();
        const answer = await move(tx, txRef, now);
        if (key) await storeIdempotentAnswer(tx, { userId, key: key.key, answer });
        return answer;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken) || !key) throw error;
      const state = await readIdempotencyKey(db, key, clock());
      if (state.state === 'answered') return state.answer;
      throw error;
    }
  }

  return {
    /** transfer-to-user/: wallet to the wallet of the registered user with that e-mail. */
    async toUser(userId: number, body: { amount?: unknown; email?: unknown }, idem: IdempotencyInput): Promise<StoredAnswer> {
      const email = typeof body.email === 'string' ? body.email : '';
      const errors = walletTransferFieldErrors({ email, amount: body.amount as string });
      if (Object.keys(errors).length > 0) throw new FieldsInvalid(errors);
      const amountKobo = parseNairaAmount(body.amount);
      if (amountKobo < toKobo(LIMITS.minWalletTransfer)) throw new ValidationFailed('amount', MESSAGES.walletTransfer.amountTooLow);
      const people = await db.query<{ id: number; email: string; username: string }>(
        'SELECT id, email, username FROM users WHERE id = $1 OR lower(email) = $2',
        [userId, normalizeEmail(email)],
      );
      const sender = people.rows.find((p) => p.id === userId)!;
      const recipient = people.rows.find((p) => p.email.toLowerCase() === normalizeEmail(email));
      if (!recipient) throw new FieldsInvalid({ email: [API_MESSAGES.transfers.recipientNotFound] });
      if (recipient.id === userId) throw new FieldsInvalid({ email: [API_MESSAGES.transfers.toSelf] });

      return once(userId, idem, async (tx, txRef, now) => {
        await MOVEMENTS.walletTransfer(tx, { txRef, fromUserId: userId, toUserId: recipient.id, amountKobo, occurredAt: now });
        const out = API_MESSAGES.records.transferOut(recipient.email);
        const into = API_MESSAGES.records.transferIn(sender.email);
        const sent = await recordMovement(tx, { txRef, userId, kind: 'transfer_out', amountKobo, ...out, now });
        await recordMovement(tx, { txRef: `${txRef}IN`, userId: recipient.id, kind: 'transfer_in', amountKobo, ...into, now });
        const record = toRecord(sent);
        return { statusCode: 200, body: { message: API_MESSAGES.transfers.sent(formatKobo(amountKobo), recipient.email), data: record } };
      }, 'TRF');
    },

    /** transfer-bonus/: referral bonus into the customer's own wallet. */
    async bonusToWallet(userId: number, body: { amount?: unknown }, idem: IdempotencyInput): Promise<StoredAnswer> {
      const failure = validateBonusTransfer({ amount: body.amount as string });
      if (failure) throw new ValidationFailed('amount', failure);
      const amountKobo = parseNairaAmount(body.amount);
      if (amountKobo < toKobo(LIMITS.minBonusTransfer)) throw new ValidationFailed('amount', MESSAGES.bonusTransfer.amountTooLow);
      return once(userId, idem, async (tx, txRef, now) => {
        try {
          await MOVEMENTS.bonusToWallet(tx, { txRef, userId, amountKobo, occurredAt: now });
        } catch (error) {
          if (error instanceof InsufficientBalance) throw new InsufficientBalance(API_MESSAGES.transfers.insufficientBonus);
          throw error;
        }
        const record = toRecord(await recordMovement(tx, { txRef, userId, kind: 'bonus_to_wallet', amountKobo, ...API_MESSAGES.records.bonusToWallet(), now }));
        return { statusCode: 200, body: { message: API_MESSAGES.transfers.bonusMoved(formatKobo(amountKobo)), data: record } };
      }, 'BNS');
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
