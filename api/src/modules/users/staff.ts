import { API_MESSAGES, SAFETY_MESSAGES, kycTierOf } from '@topup/rules';
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
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at
     FROM users u WHERE $1 = '' OR lower(u.email) LIKE '%' || lower($1) || '%' OR u.phone_no LIKE '%' || $1 || '%'
       OR lower(u.username) LIKE '%' || lower($1) || '%'
     ORDER BY u.id DESC LIMIT 50`,
    [q],
  );
  return rows;
}

/** One customer with balances, referrals, transactions and ledger postings. */
export async function customerDetail(db: Queryable, id: number) {
  const user = await db.query(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.role, u.locked_at, u.created_at,
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
