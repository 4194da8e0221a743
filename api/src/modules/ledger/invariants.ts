import type { Queryable } from '../../db/client';
import { SYSTEM_ACCOUNTS } from './accounts';

/*
 * The ledger's invariants. Every test scenario ends by asserting them.
 *  1. Every journal entry's postings sum to zero (and an entry has at least two postings).
 *  2. All postings together sum to zero: money is never created or destroyed.
 *  3. Every cached balance (customer wallet and bonus) equals the sum of its postings.
 *  4. No customer balance is negative (also a CHECK on the column).
 *  5. Provider clearing holds exactly the money of purchases still pending at the provider.
 *  6. The shop-orders account holds exactly the money of shop orders not delivered or cancelled.
 */
export async function ledgerViolations(db: Queryable): Promise<string[]> {
  const violations: string[] = [];

  const unbalanced = await db.query<{ entry_id: number; total: number; n: number }>(
    `SELECT e.id AS entry_id, COALESCE(SUM(p.amount_kobo), 0)::bigint AS total, COUNT(p.id)::int AS n
     FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
     GROUP BY e.id HAVING COALESCE(SUM(p.amount_kobo), 0) <> 0 OR COUNT(p.id) < 2`,
  );
  for (const r of unbalanced.rows) violations.push(`entry ${r.entry_id} sums to ${r.total} over ${r.n} postings`);

  const grand = await db.query<{ total: number }>('SELECT COALESCE(SUM(amount_kobo), 0)::bigint AS total FROM postings');
  if (grand.rows[0]?.total !== 0) violations.push(`all postings sum to ${grand.rows[0]?.total}, not 0`);

  const drift = await db.query<{ code: string; cached: number; posted: number }>(
    `SELECT a.code, a.balance_kobo AS cached, COALESCE(SUM(p.amount_kobo), 0)::bigint AS posted
     FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
     WHERE a.balance_kobo IS NOT NULL
     GROUP BY a.id HAVING a.balance_kobo <> COALESCE(SUM(p.amount_kobo), 0) OR a.balance_kobo < 0`,
  );
  for (const r of drift.rows) violations.push(`account ${r.code} caches ${r.cached} but postings sum to ${r.posted}`);

  const clearing = await db.query<{ posted: number; pending: number }>(
    `SELECT
       (SELECT COALESCE(SUM(p.amount_kobo), 0)::bigint FROM postings p
          JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = $1) AS posted,
       (SELECT COALESCE(SUM(amount_kobo), 0)::bigint FROM transactions
          WHERE status = 'pending' AND provider_request IS NOT NULL) AS pending`,
    [SYSTEM_ACCOUNTS.providerClearing],
  );
  const c = clearing.rows[0];
  if (c && c.posted !== c.pending) {
    violations.push(`provider clearing holds ${c.posted} kobo but pending purchases total ${c.pending}`);
  }
  const orders = await db.query<{ posted: number; pending: number }>(
    `SELECT
       (SELECT COALESCE(SUM(p.amount_kobo), 0)::bigint FROM postings p
          JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = $1) AS posted,
       (SELECT COALESCE(SUM(amount_kobo), 0)::bigint FROM transactions WHERE kind = 'shop' AND status = 'pending') AS pending`,
    [SYSTEM_ACCOUNTS.shopOrders],
  );
  const o = orders.rows[0];
  if (o && o.posted !== o.pending) violations.push(`shop orders account holds ${o.posted} kobo but open orders total ${o.pending}`);
  return violations;
}

export async function assertLedgerInvariants(db: Queryable): Promise<void> {
  const violations = await ledgerViolations(db);
  if (violations.length > 0) throw new Error(`Ledger invariants violated:\n${violations.join('\n')}`);
}
