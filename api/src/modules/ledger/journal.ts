import type { Queryable } from '../../db/client';
import { InsufficientBalance } from '../../errors';

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
 * Returns false when the event was already posted.
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
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO journal_entries (event_key, description, kind, tx_ref, occurred_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_key) DO NOTHING RETURNING id`,
    [entry.eventKey, entry.description, entry.kind ?? null, entry.txRef ?? null, entry.occurredAt ?? null],
  );
  const entryId = inserted.rows[0]?.id;
  if (entryId === undefined) return false;

  // A fixed lock order (by code) keeps two entries touching the same two wallets deadlock-free.
  const ordered = [...entry.postings].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const accountIds: number[] = [];
  for (const p of ordered) {
    accountIds.push(uncachedAccountIds.get(p.account) ?? (await applyToCachedBalance(tx, p, entry.insufficientMessage)));
  }
  // Every leg in one statement (one round trip, whatever the number of legs).
  await tx.query(
    `INSERT INTO postings (entry_id, account_id, amount_kobo)
     SELECT $1, account_id, amount_kobo FROM unnest($2::int[], $3::bigint[]) AS legs(account_id, amount_kobo)`,
    [entryId, accountIds, ordered.map((p) => p.amountKobo)],
  );
  return true;
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
 * Ids of the accounts that may go below zero (`allows_negative`): they keep no cached balance, so
 * posting to them takes no row lock and they never become a hot row. Learnt per process: the
 * property of an account never changes.
 */
const uncachedAccountIds = new Map<string, number>();

/**
 * The guarded update of a cached balance: zero rows means the balance would go below zero, or
 * that the account is one that may (then its id is remembered and it is never updated).
 */
async function applyToCachedBalance(tx: Queryable, p: Posting, insufficientMessage: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE ledger_accounts SET balance_kobo = balance_kobo + $1
     WHERE code = $2 AND NOT allows_negative AND balance_kobo + $1 >= 0 RETURNING id`,
    [p.amountKobo, p.account],
  );
  if (rows[0]) return rows[0].id;
  const account = await tx.query<{ id: number; allows_negative: boolean }>(
    'SELECT id, allows_negative FROM ledger_accounts WHERE code = $1',
    [p.account],
  );
  const found = account.rows[0];
  if (!found) throw new Error(`Unknown ledger account ${p.account}`);
  if (found.allows_negative) {
    uncachedAccountIds.set(p.account, found.id);
    return found.id;
  }
  throw new InsufficientBalance(insufficientMessage);
}
