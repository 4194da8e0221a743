import { airtimeCashDeclineReason, moneyDirectionOf, toNaira, type TransactionStatus } from '@topup/rules';
import type { TransactionRecord } from '@topup/wire';
import type { Queryable } from '../../db/client';

export interface TransactionRow {
  id: number;
  tx_ref: string;
  user_id: number;
  kind: string;
  package_id: number | null;
  plan: string;
  amount_kobo: number;
  card_no: string | null;
  token: string | null;
  status: string;
  response: string | null;
  description: string;
  category: { title: string; type: string; image: string };
  subcategory: { title: string; image: string } | null;
  provider_request: Record<string, unknown> | null;
  request_details: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

const detail = (details: Record<string, unknown> | null, key: string): string =>
  typeof details?.[key] === 'string' ? (details[key] as string) : '';

/** What the receipt adds for an airtime-to-cash request: where the airtime goes, and any decline. */
function airtimeToCashOf(row: TransactionRow) {
  if (row.kind !== 'airtimeToCash' || !row.request_details) return {};
  const details = row.request_details;
  return {
    airtime_to_cash: {
      network: detail(details, 'network'),
      receiving_number: detail(details, 'receivingNumber'),
      how_to: detail(details, 'howTo'),
      phone: detail(details, 'phone'),
      amount_transferred: toNaira(Number(details.amountTransferredKobo) || 0),
      decline_reason: row.status === 'failed' ? airtimeCashDeclineReason(row.response) : null,
    },
  };
}

/** The transaction record of api-contract.md (plus what a receipt shows for some kinds): the wire schema's type. */
export function toRecord(row: TransactionRow): TransactionRecord {
  const customerName = detail(row.request_details, 'customerName');
  return {
    id: row.id,
    tx_ref: row.tx_ref,
    plan: row.plan,
    amount: toNaira(row.amount_kobo),
    card_no: row.card_no,
    token: row.token,
    // The column's CHECK constraint holds it to the wire's statuses.
    status: row.status as TransactionStatus,
    response: row.response,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    direction: moneyDirectionOf(row.kind),
    ...(customerName ? { customer_name: customerName } : {}),
    ...airtimeToCashOf(row),
  };
}

export type { TransactionRecord };

export const COLUMNS = `id, tx_ref, user_id, kind, package_id, plan, amount_kobo, card_no, token, status, response,
  description, category, subcategory, provider_request, request_details, created_at, updated_at`;

/** The same columns qualified by the alias `t` (for UPDATE ... RETURNING with a join). */
/**
 * A row that is not a reseller test key's purchase (engine `request_details.test`, ADR 0043): real
 * money. Test purchases move only the test ledger, so the customer's history and staff figures leave
 * them out. `t`: the transactions table's alias ('' for none).
 */
export const LIVE_ROW = (t = '') => `(${t ? `${t}.` : ''}request_details IS NULL OR NOT ${t ? `${t}.` : ''}request_details ? 'test')`;

export const ROW_COLUMNS = COLUMNS.split(',').map((c) => `t.${c.trim()}`).join(', ');

export async function findByRef(db: Queryable, txRef: string): Promise<TransactionRow | undefined> {
  const { rows } = await db.query<TransactionRow>(`SELECT ${COLUMNS} FROM transactions WHERE tx_ref = $1`, [txRef]);
  return rows[0];
}

export async function findForUser(db: Queryable, userId: number, id: number): Promise<TransactionRow | undefined> {
  const { rows } = await db.query<TransactionRow>(`SELECT ${COLUMNS} FROM transactions WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0];
}

/**
 * A customer's transactions, newest first; `before` (a transaction id of theirs) starts after that
 * row, by key (created_at, id) so a page costs the same at row 20 and row 20,000. A vendor's test
 * purchases are not in it: no wallet money moved (the test key's own list has them).
 */
export async function listForUser(db: Queryable, userId: number, limit?: number, before?: number): Promise<TransactionRow[]> {
  const params: unknown[] = [userId];
  const after =
    before === undefined
      ? ''
      : `AND (created_at, id) < (SELECT created_at, id FROM transactions WHERE id = $${params.push(before)} AND user_id = $1)`;
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions WHERE user_id = $1 AND ${LIVE_ROW()} ${after} ORDER BY created_at DESC, id DESC
     ${limit === undefined ? '' : `LIMIT $${params.push(limit)}`}`,
    params,
  );
  return rows;
}

/** A page of a customer's transactions, newest first, and how many they have (the reseller API's list). */
/** `test` (reseller API, ADR 0043): only a reseller test key's purchases, or none of them; absent: every record. */
export async function pageForUser(db: Queryable, userId: number, page: { limit: number; offset: number; test?: boolean }): Promise<{ rows: TransactionRow[]; total: number }> {
  const mode = page.test === undefined ? '' : ` AND ${page.test ? `NOT ${LIVE_ROW()}` : LIVE_ROW()}`;
  const [rows, total] = await Promise.all([
    db.query<TransactionRow>(`SELECT ${COLUMNS} FROM transactions WHERE user_id = $1${mode} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [userId, page.limit, page.offset]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM transactions WHERE user_id = $1${mode}`, [userId]),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.total ?? 0 };
}
