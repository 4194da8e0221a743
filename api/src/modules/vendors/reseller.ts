import type { Queryable } from '../../db/client';
import { walletOf } from '../ledger/accounts';
import { COLUMNS, type TransactionRow } from '../transactions/queries';

/** The vendor's wallet balance in kobo (the ledger's cached balance). */
export async function walletKobo(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance_kobo: number }>('SELECT balance_kobo FROM ledger_accounts WHERE code = $1', [walletOf(userId)]);
  return Number(rows[0]?.balance_kobo ?? 0);
}

/** A vendor's purchase by their request id (the partial unique index of migration 530). */
export async function findResellerPurchase(db: Queryable, userId: number, requestId: string): Promise<TransactionRow | undefined> {
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions WHERE user_id = $1 AND request_details ? 'reseller_request_id' AND request_details->>'reseller_request_id' = $2`,
    [userId, requestId],
  );
  return rows[0];
}

/** The vendor's reseller API today (Africa/Lagos): purchases by state and callbacks by state. */
export async function usageToday(db: Queryable, userId: number, now: Date) {
  const { rows } = await db.query(
    `WITH day AS (SELECT (date_trunc('day', $2::timestamptz AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos') AS start),
     p AS (SELECT status, amount_kobo FROM transactions, day WHERE user_id = $1 AND request_details ? 'reseller_request_id' AND created_at >= day.start),
     d AS (SELECT status FROM webhook_deliveries, day WHERE user_id = $1 AND created_at >= day.start)
     SELECT (SELECT count(*)::int FROM p) AS purchases,
       (SELECT COALESCE(sum(amount_kobo), 0)::bigint FROM p WHERE status <> 'reversed') AS amount_kobo,
       (SELECT count(*)::int FROM p WHERE status = 'confirmed') AS delivered,
       (SELECT count(*)::int FROM p WHERE status = 'pending') AS pending,
       (SELECT count(*)::int FROM p WHERE status = 'reversed') AS failed,
       (SELECT count(*)::int FROM d WHERE status = 'delivered') AS callbacks_delivered,
       (SELECT count(*)::int FROM d WHERE status = 'pending') AS callbacks_pending,
       (SELECT count(*)::int FROM d WHERE status = 'failed') AS callbacks_failed`,
    [userId, now],
  );
  const { amount_kobo: amountKobo, ...counts } = rows[0] as Record<string, number>;
  return { ...counts, amount: Number(amountKobo) / 100 };
}
