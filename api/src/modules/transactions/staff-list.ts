import { isTestPurchaseDetails, toNaira, transactionKindLabel } from '@topup/rules';
import { STAFF_COUNT_CAP, type StaffTransactionPageQuery } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { csvLine } from '../../http/csv';
import { STAFF_COLUMNS, STAFF_FROM, staffRecord, transactionWhere, type StaffRow } from './staff-view';

/**
 * The columns staff sort by (wire TRANSACTION_SORTS), as SQL, with the type a keyset value is read
 * back as (text keeps a timestamp's microseconds); the id breaks ties so a page is stable.
 */
const SORTS: Record<NonNullable<StaffTransactionPageQuery['sort']>, { sql: string; type: string }> = {
  created_at: { sql: 't.created_at', type: 'timestamptz' },
  amount: { sql: 't.amount_kobo', type: 'bigint' },
  status: { sql: 't.status', type: 'text' },
  kind: { sql: 't.kind', type: 'text' },
  tx_ref: { sql: 't.tx_ref', type: 'text' },
  email: { sql: 'u.email', type: 'text' },
};

export const DEFAULT_PAGE_SIZE = 50;

const filterOf = ({ sort: _sort, dir: _dir, page: _page, size: _size, ...filter }: StaffTransactionPageQuery) => filter;

/** One page of a staff search, sorted by a column staff chose (newest first by default), with the number of rows it matches. */
export async function pageTransactions(db: Queryable, query: StaffTransactionPageQuery) {
  const { where, params } = transactionWhere(filterOf(query));
  const dir = query.dir === 'asc' ? 'ASC' : 'DESC';
  const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
  const offset = (Number(query.page ?? 1) - 1) * size;
  const sort = SORTS[query.sort ?? 'created_at'].sql;
  const order = `${sort} ${dir}, t.id ${dir}`;
  // The page's ids first, from the transactions alone (an index walk past the offset), then only
  // those rows with their customers: a deep page joins 50 customers, not offset + 50 (114 → 3.5 ms
  // at offset 9,750 of 10 million). Only the sort by e-mail needs the customers to find the ids.
  const pageIds = `SELECT t.id FROM transactions t${sort.startsWith('u.') ? ' JOIN users u ON u.id = t.user_id' : ''} ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${offset}`;
  const [rows, total] = await Promise.all([
    db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} ${STAFF_FROM} WHERE t.id IN (${pageIds}) ORDER BY ${order}`, params),
    // Counted up to the cap: a page costs the same at ten thousand rows and ten million.
    // The filter reads only `t` (a customer match is its own subquery): no join to count.
    db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM transactions t ${where} LIMIT ${STAFF_COUNT_CAP + 1}) capped`, params),
  ]);
  return { rows: rows.rows.map(staffRecord), total: total.rows[0]!.n };
}

export const EXPORT_BATCH = 1000;


export const TRANSACTION_CSV_COLUMNS = [
  'reference',
  'created_at',
  'customer_email',
  'service',
  'plan',
  'description',
  'amount_naira',
  'status',
  'needs_review',
  'ledger_entries',
  'ledger_wallet_naira',
  'ledger_bonus_naira',
  'provider_message',
  'mode',
] as const;

type Row = Pick<StaffRow, 'id' | 'tx_ref' | 'created_at' | 'email' | 'kind' | 'plan' | 'description' | 'amount_kobo' | 'status' | 'needs_review' | 'provider_message' | 'request_details'>;

/** Per reference: how many ledger entries it has and what they moved on the customer's wallet and bonus (kobo). */
async function ledgerOf(db: Queryable, refs: string[]) {
  const { rows } = await db.query<{ tx_ref: string; entries: number; wallet_kobo: number; bonus_kobo: number }>(
    `SELECT e.tx_ref, COUNT(DISTINCT e.id)::int AS entries,
       COALESCE(SUM(p.amount_kobo) FILTER (WHERE a.kind = 'wallet'), 0)::bigint AS wallet_kobo,
       COALESCE(SUM(p.amount_kobo) FILTER (WHERE a.kind = 'bonus'), 0)::bigint AS bonus_kobo
     FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE e.tx_ref = ANY($1::text[]) GROUP BY e.tx_ref`,
    [[...refs, ...refs.map((ref) => `REF${ref}`)]],
  );
  const own = new Set(refs);
  const byRef = new Map<string, { entries: number; wallet: number; bonus: number }>();
  for (const row of rows) {
    // A refund's entries carry REF<tx_ref>.
    const ref = own.has(row.tx_ref) ? row.tx_ref : row.tx_ref.replace(/^REF/, '');
    const sum = byRef.get(ref) ?? { entries: 0, wallet: 0, bonus: 0 };
    byRef.set(ref, { entries: sum.entries + row.entries, wallet: sum.wallet + Number(row.wallet_kobo), bonus: sum.bonus + Number(row.bonus_kobo) });
  }
  return byRef;
}

/**
 * The CSV of a staff search in the table's order (its sort and direction, newest first by default),
 * read in batches of EXPORT_BATCH after the last row's (sort value, id) (a keyset, so a batch costs
 * the same at row 1 and row 100,000) and yielded batch by batch: memory holds one batch.
 */
export async function* transactionsCsv(db: Queryable, query: StaffTransactionPageQuery): AsyncGenerator<string> {
  yield csvLine(TRANSACTION_CSV_COLUMNS);
  const sort = SORTS[query.sort ?? 'created_at'];
  const dir = query.dir === 'asc' ? 'ASC' : 'DESC';
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const { where, params } = transactionWhere(filterOf(query));
    const keyset: string =
      after === null ? '' : `${where ? ' AND' : 'WHERE'} (${sort.sql}, t.id) ${dir === 'ASC' ? '>' : '<'} ($${params.push(after.key)}::${sort.type}, $${params.push(after.id)}::int)`;
    const { rows }: { rows: Array<Row & { sort_key: string }> } = await db.query<Row & { sort_key: string }>(
      `SELECT t.id, t.tx_ref, t.created_at, u.email, t.kind, t.plan, t.description, t.amount_kobo, t.status, t.needs_review, t.provider_message, t.request_details, (${sort.sql})::text AS sort_key
       ${STAFF_FROM} ${where}${keyset} ORDER BY ${sort.sql} ${dir}, t.id ${dir} LIMIT ${EXPORT_BATCH}`,
      params,
    );
    if (rows.length === 0) return;
    const ledger = await ledgerOf(
      db,
      rows.map((row) => row.tx_ref),
    );
    yield rows
      .map((row) => {
        const moved = ledger.get(row.tx_ref);
        return csvLine([
          row.tx_ref,
          new Date(row.created_at).toISOString(),
          row.email,
          transactionKindLabel(row.kind),
          row.plan,
          row.description,
          toNaira(Number(row.amount_kobo)).toFixed(2),
          row.status,
          row.needs_review ? 'yes' : 'no',
          moved?.entries ?? 0,
          toNaira(moved?.wallet ?? 0).toFixed(2),
          toNaira(moved?.bonus ?? 0).toFixed(2),
          row.provider_message,
          // A reseller test key's purchase moved only the test ledger: no real money.
          isTestPurchaseDetails(row.request_details) ? 'test' : 'live',
        ]);
      })
      .join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sort_key, id: last.id };
  }
}
