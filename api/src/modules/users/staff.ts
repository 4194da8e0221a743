import { API_MESSAGES, SAFETY_MESSAGES, kycTierOf, lagosDayStart } from '@topup/rules';
import type { CustomerPageQuery } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { NotFound } from '../../errors';
import { revokeSessions } from '../auth/service';
import { customerStatement } from '../ledger/statements';
import type { StaffAction } from '../staff/routes-kit';
import { listForUser, toRecord } from '../transactions/queries';

/** Customers by e-mail, phone or username (all of them, newest first, for an empty query); 50 at most. */
export async function findCustomers(db: Queryable, query: string) {
  const q = query.trim();
  const { rows } = await db.query(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at, u.level
     FROM users u WHERE $1 = '' OR lower(u.email) LIKE '%' || lower($1) || '%' OR u.phone_no LIKE '%' || $1 || '%'
       OR lower(u.username) LIKE '%' || lower($1) || '%'
     ORDER BY u.id DESC LIMIT 50`,
    [q],
  );
  return rows;
}

/** The customers list's sortable columns (wire CUSTOMER_SORTS) as SQL; the name is the username when none was given, as the table shows it. */
const CUSTOMER_SORTS: Record<NonNullable<CustomerPageQuery['sort']>, string> = {
  created_at: 'u.created_at',
  name: "lower(COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.username))",
  email: 'lower(u.email)',
  phone_no: 'u.phone_no',
};

export const DEFAULT_CUSTOMER_PAGE_SIZE = 50;

/**
 * One page of customers (newest first by default) by e-mail, phone or username text, state
 * (active, locked, staff) and the Lagos days they joined, with the number the filter matches.
 */
export async function pageCustomers(db: Queryable, query: CustomerPageQuery) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => where.push(clause(`$${params.push(value)}`));
  const q = query.query?.trim();
  if (q) add((p) => `(lower(u.email) LIKE '%' || lower(${p}) || '%' OR u.phone_no LIKE '%' || ${p} || '%' OR lower(u.username) LIKE '%' || lower(${p}) || '%')`, q);
  if (query.state === 'locked') where.push('u.locked_at IS NOT NULL');
  else if (query.state === 'staff') where.push('u.role IS NOT NULL');
  else if (query.state === 'active') where.push('u.locked_at IS NULL AND u.role IS NULL');
  else if (query.state === 'vendor') where.push(`u.level = 'vendor'`);
  // From and to are Lagos calendar days (UTC+1), whatever the database session's time zone.
  if (query.from) add((p) => `u.created_at >= ${p}::timestamptz`, lagosDayStart(query.from!));
  if (query.to) add((p) => `u.created_at < ${p}::timestamptz`, lagosDayStart(query.to!, 1));
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const dir = query.dir === 'asc' ? 'ASC' : 'DESC';
  const size = Number(query.size ?? DEFAULT_CUSTOMER_PAGE_SIZE);
  const offset = (Number(query.page ?? 1) - 1) * size;
  const [rows, total] = await Promise.all([
    db.query(
      `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at, u.level
       FROM users u ${condition} ORDER BY ${CUSTOMER_SORTS[query.sort ?? 'created_at']} ${dir}, u.id ${dir} LIMIT ${size} OFFSET ${offset}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM users u ${condition}`, params),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

/** One customer with balances, referrals, transactions and ledger postings. */
export async function customerDetail(db: Queryable, id: number) {
  const user = await db.query(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at, u.level,
       (SELECT COUNT(*)::int FROM users r WHERE r.referred_by = u.id) AS referrals,
       u.kyc_tier, u.kyc_flagged_at, u.kyc_flag_reason,
       EXISTS (SELECT 1 FROM kyc_documents d WHERE d.user_id = u.id AND d.status = 'pending') AS document_pending
     FROM users u WHERE u.id = $1`,
    [id],
  );
  if (!user.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
  // The KYC tier and what staff should look at (ADR 0024): over the balance cap, an address document waiting.
  const { kyc_tier, kyc_flagged_at, kyc_flag_reason, document_pending, ...profile } = user.rows[0] as Record<string, unknown>;
  const flags = [
    ...(kyc_flagged_at ? [typeof kyc_flag_reason === 'string' && kyc_flag_reason ? kyc_flag_reason : SAFETY_MESSAGES.kyc.flaggedOverCap] : []),
    ...(document_pending ? [SAFETY_MESSAGES.kyc.documentWaiting] : []),
  ];
  // Who this customer referred, newest first (the count above covers them all).
  const referred = await db.query<{ id: number; username: string; created_at: Date }>(
    'SELECT id, username, created_at FROM users WHERE referred_by = $1 ORDER BY created_at DESC, id DESC LIMIT 200',
    [id],
  );
  const statement = await customerStatement(db, id);
  const transactions = (await listForUser(db, id, 100)).map(toRecord);
  return {
    ...profile,
    kyc_tier: kycTierOf(kyc_tier),
    flags,
    wallet_balance: statement.wallet_balance,
    bonus: statement.bonus,
    referred: referred.rows.map((r) => ({ id: r.id, username: r.username, joined_at: new Date(r.created_at).toISOString() })),
    transactions,
    ledger: statement.ledger,
  };
}

/** Admin: a locked customer cannot log in or spend, and every session ends at once. */
export async function setLocked(clock: () => Date, action: StaffAction, id: number, locked: boolean) {
  return action.transaction(async (tx) => {
    const now = clock();
    const { rows } = await tx.db.query<{ locked_at: Date | null }>('SELECT locked_at FROM users WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    await tx.db.query('UPDATE users SET locked_at = $2 WHERE id = $1', [id, locked ? now : null]);
    if (locked) await revokeSessions(tx.db, id, now);
    await tx.audit(locked ? 'customer.lock' : 'customer.unlock', `user:${id}`, { locked: Boolean(rows[0].locked_at) }, { locked });
    return { id, locked };
  });
}
