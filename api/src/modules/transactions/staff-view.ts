import { API_MESSAGES, lagosDayStart, localPhoneNumber, toNaira } from '@topup/rules';
import type { StaffTransactionFilter } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { NotFound } from '../../errors';
import { LIVE_ROW, ROW_COLUMNS, toRecord, type TransactionRow } from './queries';
import { FUNDING_CONDITION, SALE_CONDITION } from './staff-trends';

export type StaffRow = TransactionRow & {
  email: string;
  needs_review: boolean;
  provider_message: string | null;
  staff_note: string | null;
  release_versions: Record<string, string> | null;
};

const STAFF_COLUMNS = `${ROW_COLUMNS}, u.email, t.needs_review, t.provider_message, t.staff_note, t.release_versions`;

/** A transaction as staff see it: the customer record plus who, what the provider said, and flags. */
export const staffRecord = (row: StaffRow) => ({
  ...toRecord(row),
  kind: row.kind,
  email: row.email,
  needs_review: row.needs_review,
  provider_message: row.provider_message,
  staff_note: row.staff_note,
  request_details: row.request_details,
  release_versions: row.release_versions ?? null,
});

/** The customer-visible part of a row, for an audit row's before/after. */
export const snapshot = (row: Pick<TransactionRow, 'status' | 'response' | 'amount_kobo'>) => ({
  status: row.status,
  response: row.response,
  amount: toNaira(row.amount_kobo),
});

/** One transaction with its customer's e-mail; `lock` holds the row until the caller's transaction ends. */
export async function loadStaffRow(q: Queryable, id: number, lock = false): Promise<StaffRow> {
  const { rows } = await q.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM transactions t JOIN users u ON u.id = t.user_id WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  if (!rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
  return rows[0];
}

export type TransactionFilter = Omit<StaffTransactionFilter, 'status'> & { status?: string };

/** The number a transaction was for, as migration 790 indexes it (the search must say it the same way). */
const RECIPIENT_PHONE = "COALESCE(provider_request->>'phone', request_details->>'phone', delivery_phone)";

/** The SQL condition of a staff search (reference, phone, smart card/meter, e-mail, status, service, dates) and its parameters. */
export function transactionWhere(filter: TransactionFilter, params: unknown[] = []): { where: string; params: unknown[] } {
  const where: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  const q = filter.query?.trim();
  if (q) {
    params.push(q);
    const p = `$${params.length}`;
    // A whole phone number matches the number bought for exactly (migration 790's index), as typed or
    // written 0XXXXXXXXXX; anything else (part of a number, a plan's words) a substring of the description.
    const phone = localPhoneNumber(q);
    if (phone) params.push(phone);
    const bought = phone
      ? `SELECT id FROM transactions WHERE ${RECIPIENT_PHONE} IN (${p}, $${params.length})`
      : `SELECT id FROM transactions WHERE description ILIKE '%' || ${p} || '%'`;
    // One indexed arm per match (ADR 0041): an OR across the two tables would read every row. The
    // customer's own account phone and e-mail match too.
    where.push(
      `t.id IN (SELECT id FROM transactions WHERE tx_ref = ${p}
         UNION ALL SELECT id FROM transactions WHERE card_no = ${p}
         UNION ALL ${bought}
         UNION ALL SELECT s.id FROM transactions s JOIN users su ON su.id = s.user_id
           WHERE lower(su.email) = lower(${p}) OR (ltrim(su.phone_no, '+') = ltrim(${p}, '+') AND su.phone_no = ${p} AND su.phone_no <> ''))`,
    );
  }
  if (filter.status === 'needs_review') where.push("t.status = 'pending' AND t.needs_review");
  else if (filter.status) add((p) => `t.status = ${p}`, filter.status);
  // A group lists the rows an overview figure adds up: every sale, or all funding in.
  if (filter.kind === 'sales') where.push(SALE_CONDITION());
  else if (filter.kind === 'funding') where.push(FUNDING_CONDITION());
  else if (filter.kind === 'provider') where.push(`t.provider_request IS NOT NULL AND ${LIVE_ROW('t')}`);
  else if (filter.kind) add((p) => `t.kind = ${p}`, filter.kind);
  // From and to are Lagos calendar days (UTC+1), whatever the database session's time zone.
  if (filter.from) add((p) => `t.created_at >= ${p}::timestamptz`, lagosDayStart(filter.from));
  if (filter.to) add((p) => `t.created_at < ${p}::timestamptz`, lagosDayStart(filter.to, 1));
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

export const STAFF_FROM = 'FROM transactions t JOIN users u ON u.id = t.user_id';
export { STAFF_COLUMNS };

/** Any customer's transactions by reference, phone, smart card/meter, e-mail, status, service and dates; newest 100. */
export async function searchTransactions(db: Queryable, filter: TransactionFilter) {
  const { where, params } = transactionWhere(filter);
  const { rows } = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} ${STAFF_FROM} ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT 100`, params);
  return rows.map(staffRecord);
}

/** Per service, today's count, value and confirmed value; and what waits for staff. Test purchases are in none of them (real money only). */
export async function transactionFigures(db: Queryable, since: Date) {
  const byKind = await db.query<{ kind: string; count: number; value_kobo: number; confirmed_kobo: number }>(
    `SELECT kind, COUNT(*)::int AS count, COALESCE(SUM(amount_kobo), 0)::bigint AS value_kobo,
       COALESCE(SUM(amount_kobo) FILTER (WHERE status = 'confirmed'), 0)::bigint AS confirmed_kobo
     FROM transactions t WHERE created_at >= $1 AND ${SALE_CONDITION()}
     GROUP BY kind ORDER BY kind`,
    [since],
  );
  const counts = await db.query<{ pending: number; needs_review: number; airtime_cash: number; orders: number }>(
    // Each count on its own partial index (migrations 330, 780, 800): index-only, whatever the heap holds.
    `SELECT
       (SELECT COUNT(*) FROM transactions WHERE status = 'pending' AND provider_request IS NOT NULL AND ${LIVE_ROW()})::int AS pending,
       (SELECT COUNT(*) FROM transactions WHERE status = 'pending' AND needs_review)::int AS needs_review,
       (SELECT COUNT(*) FROM transactions WHERE status = 'pending' AND kind = 'airtimeToCash')::int AS airtime_cash,
       (SELECT COUNT(*) FROM transactions WHERE status = 'pending' AND kind = 'shop')::int AS orders`,
  );
  return {
    services: byKind.rows.map((r) => ({ kind: r.kind, count: r.count, value: toNaira(Number(r.value_kobo)), revenue: toNaira(Number(r.confirmed_kobo)) })),
    ...counts.rows[0]!,
  };
}
