import type { Queryable } from '../../db/client';
import { SYSTEM_ACCOUNTS, TEST_ACCOUNTS } from './accounts';

/*
 * The ledger's invariants. Every test scenario ends by asserting them.
 *  1. Every journal entry's postings sum to zero (and an entry has at least two postings).
 *  2. All postings together sum to zero: money is never created or destroyed.
 *  3. Every cached balance (customer wallet and bonus) equals the sum of its postings.
 *  4. No customer balance is negative (also a CHECK on the column).
 *  5. Provider clearing holds exactly the money of purchases still pending at the provider.
 *  6. The shop-orders account holds exactly the money of shop orders not delivered or cancelled.
 *  7. The test ledger's clearing holds exactly the money of test-mode purchases still pending at
 *     the sandbox (ADR 0043); test purchases count in it, never in 5.
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

  for (const test of [false, true]) {
    const clearing = await db.query<{ posted: number; pending: number }>(
      `SELECT
         (SELECT COALESCE(SUM(p.amount_kobo), 0)::bigint FROM postings p
            JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = $1) AS posted,
         (SELECT COALESCE(SUM(amount_kobo), 0)::bigint FROM transactions
            WHERE status = 'pending' AND provider_request IS NOT NULL AND (request_details IS NOT NULL AND request_details ? 'test') = $2) AS pending`,
      [test ? TEST_ACCOUNTS.providerClearing : SYSTEM_ACCOUNTS.providerClearing, test],
    );
    const c = clearing.rows[0];
    if (c && c.posted !== c.pending) {
      violations.push(`${test ? 'test ' : ''}provider clearing holds ${c.posted} kobo but pending ${test ? 'test ' : ''}purchases total ${c.pending}`);
    }
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

/** Accounts whose posted sum an invariant compares with transactions (5 and 6 above). */
const WATCHED = [SYSTEM_ACCOUNTS.providerClearing, SYSTEM_ACCOUNTS.shopOrders] as const;
type Sums = Record<string, number>;

/** Where a check got to: entries up to `throughEntryId` checked, and the watched accounts' posted sums up to there. */
export interface LedgerCheckpoint {
  throughEntryId: number;
  sums: Sums;
}

/**
 * Where the next check may start: the newest entry older than `marginMs` (by the database's
 * clock). An entry with a smaller id still uncommitted now would belong to a transaction open for
 * longer than the margin, which the API never holds (ADR 0041).
 */
async function watermark(db: Queryable, marginMs: number, from: LedgerCheckpoint | null): Promise<LedgerCheckpoint> {
  const since = from?.throughEntryId ?? 0;
  const { rows } = await db.query<{ id: number | null }>(
    `SELECT max(id)::bigint AS id FROM journal_entries WHERE id > $1 AND created_at < now() - ($2::int * interval '1 millisecond')`,
    [since, marginMs],
  );
  const through = Number(rows[0]?.id ?? since);
  const sums: Sums = {};
  const added = await db.query<{ code: string; total: number }>(
    `SELECT a.code, COALESCE(SUM(p.amount_kobo), 0)::bigint AS total FROM ledger_accounts a
       LEFT JOIN postings p ON p.account_id = a.id AND p.entry_id > $2 AND p.entry_id <= $3
     WHERE a.code = ANY($1::text[]) GROUP BY a.code`,
    [WATCHED, since, through],
  );
  for (const code of WATCHED) sums[code] = (from?.sums[code] ?? 0) + Number(added.rows.find((r) => r.code === code)?.total ?? 0);
  return { throughEntryId: through, sums };
}

/** The watched accounts against the transactions they hold money for, the posted sums given. */
async function watchedViolations(db: Queryable, posted: Sums): Promise<string[]> {
  const { rows } = await db.query<{ clearing: number; orders: number }>(
    `SELECT
       (SELECT COALESCE(SUM(amount_kobo), 0)::bigint FROM transactions WHERE status = 'pending' AND provider_request IS NOT NULL) AS clearing,
       (SELECT COALESCE(SUM(amount_kobo), 0)::bigint FROM transactions WHERE status = 'pending' AND kind = 'shop') AS orders`,
  );
  const violations: string[] = [];
  const clearing = posted[SYSTEM_ACCOUNTS.providerClearing] ?? 0;
  const orders = posted[SYSTEM_ACCOUNTS.shopOrders] ?? 0;
  if (clearing !== Number(rows[0]!.clearing)) violations.push(`provider clearing holds ${clearing} kobo but pending purchases total ${rows[0]!.clearing}`);
  if (orders !== Number(rows[0]!.orders)) violations.push(`shop orders account holds ${orders} kobo but open orders total ${rows[0]!.orders}`);
  return violations;
}

/**
 * The invariants over what was written after `from`: each newer entry sums to zero over
 * two postings or more; every account those entries touched caches the sum of all its postings;
 * the provider clearing and shop orders accounts (the checkpoint's sums plus the newer postings)
 * hold the money of the pending purchases and open orders. What it cannot see: a posting added
 * afterwards to an entry at or before the checkpoint, a balance changed without a posting; the
 * full check (`ledgerViolations`) sees every row. Returns the violations and the next checkpoint.
 */
export async function ledgerViolationsSince(db: Queryable, from: LedgerCheckpoint, marginMs: number): Promise<{ violations: string[]; checkpoint: LedgerCheckpoint }> {
  const violations: string[] = [];
  const unbalanced = await db.query<{ entry_id: number; total: number; n: number }>(
    `SELECT e.id AS entry_id, COALESCE(SUM(p.amount_kobo), 0)::bigint AS total, COUNT(p.id)::int AS n
     FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
     WHERE e.id > $1
     GROUP BY e.id HAVING COALESCE(SUM(p.amount_kobo), 0) <> 0 OR COUNT(p.id) < 2`,
    [from.throughEntryId],
  );
  for (const r of unbalanced.rows) violations.push(`entry ${r.entry_id} sums to ${r.total} over ${r.n} postings`);
  const drift = await db.query<{ code: string; cached: number; posted: number }>(
    `SELECT a.code, a.balance_kobo AS cached, (SELECT COALESCE(SUM(p.amount_kobo), 0) FROM postings p WHERE p.account_id = a.id)::bigint AS posted
     FROM ledger_accounts a
     WHERE a.balance_kobo IS NOT NULL AND a.id IN (SELECT DISTINCT account_id FROM postings WHERE entry_id > $1)
       AND (a.balance_kobo < 0 OR a.balance_kobo <> (SELECT COALESCE(SUM(p.amount_kobo), 0) FROM postings p WHERE p.account_id = a.id))`,
    [from.throughEntryId],
  );
  for (const r of drift.rows) violations.push(`account ${r.code} caches ${r.cached} but postings sum to ${r.posted}`);
  // The watched accounts now: the checkpoint's sums plus every posting after it.
  const newer = await watermark(db, -1, from);
  violations.push(...(await watchedViolations(db, newer.sums)));
  return { violations, checkpoint: await watermark(db, marginMs, from) };
}

/** Every invariant over every row, and the checkpoint an incremental check may start from. */
export async function fullLedgerCheck(db: Queryable, marginMs: number): Promise<{ violations: string[]; checkpoint: LedgerCheckpoint }> {
  return { violations: await ledgerViolations(db), checkpoint: await watermark(db, marginMs, null) };
}
