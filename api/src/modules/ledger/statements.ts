import { toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { bonusOf, walletOf } from './accounts';

/** The journal entries of one transaction (its own and its refund's, `REF<tx_ref>`), with their postings. */
export async function entriesOfTransaction(db: Queryable, txRef: string) {
  const { rows } = await db.query<{ id: number; kind: string; description: string; occurred_at: Date; postings: Array<{ account: string; amount_kobo: number }> }>(
    `SELECT e.id, e.kind, e.description, e.occurred_at,
       json_agg(json_build_object('account', a.code, 'amount_kobo', p.amount_kobo) ORDER BY p.id) AS postings
     FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE e.tx_ref = $1 OR e.tx_ref = $2 GROUP BY e.id ORDER BY e.id`,
    [txRef, `REF${txRef}`],
  );
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    description: e.description,
    occurred_at: new Date(e.occurred_at).toISOString(),
    postings: e.postings.map((p) => ({ account: p.account, amount: toNaira(Number(p.amount_kobo)) })),
  }));
}

/** A customer's wallet and bonus balances in naira, and the last 100 postings on either. */
export async function customerStatement(db: Queryable, userId: number) {
  const codes = [walletOf(userId), bonusOf(userId)];
  const balances = await db.query<{ code: string; balance_kobo: number }>('SELECT code, balance_kobo FROM ledger_accounts WHERE code IN ($1, $2)', codes);
  const entries = await db.query(
    // Each account's newest 100 by the (account, entry) index, then the newest 100 of both: the same cost however long the ledger.
    `SELECT e.id, e.kind, e.description, e.occurred_at, p.amount_kobo / 100.0 AS amount, a.code AS account
     FROM ledger_accounts a
       CROSS JOIN LATERAL (SELECT entry_id, amount_kobo FROM postings WHERE account_id = a.id ORDER BY entry_id DESC LIMIT 100) p
       JOIN journal_entries e ON e.id = p.entry_id
     WHERE a.code IN ($1, $2) ORDER BY e.id DESC LIMIT 100`,
    codes,
  );
  const balance = (code: string) => toNaira(Number(balances.rows.find((b) => b.code === code)?.balance_kobo ?? 0));
  return { wallet_balance: balance(walletOf(userId)), bonus: balance(bonusOf(userId)), ledger: entries.rows };
}
