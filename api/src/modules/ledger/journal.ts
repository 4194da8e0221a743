import { API_MESSAGES, KYC_TIERS, SAFETY_MESSAGES, lagosDay, toKobo, toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { CodedRefusal, InsufficientBalance } from '../../errors';
import { SYSTEM_ACCOUNTS, walletOf } from './accounts';

/** Raised by ledger_post_entry when a customer account would go below zero. */
const INSUFFICIENT_BALANCE_SQLSTATE = 'U0001';
/** Raised by ledger_post_debit (migration 510) when a debit would pass the customer's daily limit. */
const DAILY_LIMIT_SQLSTATE = 'U0002';

/** The daily limits of tiers 1, 2 and 3 in kobo, as ledger_post_debit reads them. */
const DAILY_LIMITS_KOBO = ([1, 2, 3] as const).map((tier) => toKobo(KYC_TIERS[tier].dailyLimitNaira));

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
  /**
   * The customer this entry takes money out of (a purchase, a transfer to another customer, a
   * shop order): counted against their tier's daily limit in the same statement (ADR 0024).
   */
  debitOf?: { userId: number; amountKobo: number };
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
  const params: unknown[] = [];
  const call = postEntryCall(entry, (value) => `$${params.push(value)}`);
  try {
    const { rows } = await tx.query<{ posted: boolean }>(`SELECT ${call} AS posted`, params);
    return rows[0]?.posted === true;
  } catch (error) {
    throw ledgerError(error, entry.insufficientMessage);
  }
}

/**
 * The SQL call that posts an entry in one round trip (migration 300, ledger_post_entry), for
 * postEntry or to embed in a larger statement; `param` adds a parameter and returns its placeholder.
 * Catch what the statement throws with ledgerError.
 */
export function postEntryCall(entry: EntryInput, param: (value: unknown) => string): string {
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
  const debit = entry.debitOf
    ? `ledger_post_debit(${param(entry.debitOf.userId)}::int, ${param(lagosDay(entry.occurredAt ?? new Date()))}::date, ${param(DAILY_LIMITS_KOBO)}::bigint[], ${param(entry.debitOf.amountKobo)}::bigint, `
    : undefined;
  return `${debit ?? 'ledger_post_entry('}${param(entry.eventKey)}, ${param(entry.description)}, ${param(entry.kind ?? null)}, ${param(
    entry.txRef ?? null,
  )}, ${param(entry.occurredAt ?? null)}::timestamptz, ${param(ordered.map((p) => p.account))}::text[], ${param(
    ordered.map((p) => p.amountKobo),
  )}::bigint[])`;
}

/**
 * What a statement that posted an entry threw: InsufficientBalance when a customer account would
 * go below zero, a 400 `daily_limit` naming the limit and what is left today when a debit would
 * pass the customer's daily limit.
 */
export function ledgerError(error: unknown, insufficientMessage: string): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === INSUFFICIENT_BALANCE_SQLSTATE) return new InsufficientBalance(insufficientMessage);
  if (code === DAILY_LIMIT_SQLSTATE) {
    const [, limit = '0', used = '0'] = /daily limit:(\d+):(\d+)/.exec(message ?? '') ?? [];
    return dailyLimitRefusal(Number(limit), Number(used));
  }
  return error;
}

/** The 400 `daily_limit` of a debit that would pass the limit (kobo), naming it and what is left today. */
export function dailyLimitRefusal(limitKobo: number, usedKobo: number): CodedRefusal {
  const left = Math.max(0, limitKobo - usedKobo);
  return new CodedRefusal(400, SAFETY_MESSAGES.kyc.dailyLimit(toNaira(limitKobo), toNaira(left)), 'daily_limit');
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

/**
 * Credits a customer's wallet from funding equity, once per event key: how the seed, the tests, the
 * benchmarks and the harnesses give their customers an opening balance.
 */
export function fundWallet(tx: Queryable, userId: number, { naira, ...credit }: { eventKey: string; description: string; naira: number }): Promise<boolean> {
  return transfer(tx, {
    ...credit,
    from: SYSTEM_ACCOUNTS.fundingEquity,
    to: walletOf(userId),
    amountKobo: toKobo(naira),
    insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
  });
}
