import type { Queryable } from '../../db/client';
import { InsufficientBalance } from '../../errors';

/** Raised by ledger_post_entry when a customer account would go below zero. */
const INSUFFICIENT_BALANCE_SQLSTATE = 'U0001';

export interface Posting {
  /** ledger_accounts.code, e.g. walletOf(userId) or SYSTEM_ACCOUNTS.revenue. */
  account: string;
  /** Added to the account's balance; negative takes money out. */
  amountKobo: number;
}

export interface EntryInput {
  /** Names the business event; posting the same event twice is a no-op. */
  eventKey: string;
  description: string;
  /** The movement kind (movements.ts), the transaction record and when the outside event happened. */
  kind?: string;
  txRef?: string;
  occurredAt?: Date;
  postings: Posting[];
  /** Message of the InsufficientBalance raised when a customer account would go below zero. */
  insufficientMessage: string;
}

/**
 * Posts a balanced entry inside the caller's transaction and updates the cached balances of
 * customer accounts with a guard, so a balance never goes below zero even under concurrency.
 * Returns false when the event was already posted. Throws InsufficientBalance (and the caller's
 * transaction is then aborted) when a customer account would go below zero.
 */
export async function postEntry(tx: Queryable, entry: EntryInput): Promise<boolean> {
  const total = entry.postings.reduce((sum, p) => sum + p.amountKobo, 0);
  if (total !== 0 || entry.postings.length < 2) {
    throw new Error(`Unbalanced journal entry ${entry.eventKey}: postings sum to ${total}`);
  }
  for (const p of entry.postings) {
    if (!Number.isSafeInteger(p.amountKobo) || p.amountKobo === 0) {
      throw new Error(`Invalid posting amount ${p.amountKobo} in ${entry.eventKey}`);
    }
  }
  // A fixed lock order (by code) keeps two entries touching the same two wallets deadlock-free.
  const ordered = [...entry.postings].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  try {
    // One round trip, whatever the number of legs (migration 300, ledger_post_entry).
    const { rows } = await tx.query<{ posted: boolean }>(
      'SELECT ledger_post_entry($1, $2, $3, $4, $5, $6::text[], $7::bigint[]) AS posted',
      [
        entry.eventKey,
        entry.description,
        entry.kind ?? null,
        entry.txRef ?? null,
        entry.occurredAt ?? null,
        ordered.map((p) => p.account),
        ordered.map((p) => p.amountKobo),
      ],
    );
    return rows[0]?.posted === true;
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_BALANCE_SQLSTATE) throw new InsufficientBalance(entry.insufficientMessage);
    throw error;
  }
}

/** Moves amountKobo from one account to another as one entry. */
export function transfer(
  tx: Queryable,
  input: Omit<EntryInput, 'postings'> & { from: string; to: string; amountKobo: number },
): Promise<boolean> {
  return postEntry(tx, {
    eventKey: input.eventKey,
    description: input.description,
    kind: input.kind,
    txRef: input.txRef,
    occurredAt: input.occurredAt,
    insufficientMessage: input.insufficientMessage,
    postings: [
      { account: input.from, amountKobo: -input.amountKobo },
      { account: input.to, amountKobo: input.amountKobo },
    ],
  });
}
