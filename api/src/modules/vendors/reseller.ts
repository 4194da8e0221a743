import type { Queryable } from '../../db/client';
import { testWalletOf, walletOf } from '../ledger/accounts';
import type { KeyMode } from './keys';

/** How a reseller purchase's row says its mode (engine's `request_details.test`, ADR 0043), as SQL. */
export const TEST_PURCHASE_SQL = "(request_details ? 'test')";
import { COLUMNS, type TransactionRow } from '../transactions/queries';

/** The vendor's wallet balance in kobo (the ledger's cached balance), or their test balance for a test key. */
export async function walletKobo(db: Queryable, userId: number, mode: KeyMode = 'live'): Promise<number> {
  const code = mode === 'test' ? testWalletOf(userId) : walletOf(userId);
  const { rows } = await db.query<{ balance_kobo: number }>('SELECT balance_kobo FROM ledger_accounts WHERE code = $1', [code]);
  return Number(rows[0]?.balance_kobo ?? 0);
}

/** A vendor's purchase by their request id in a mode (the partial unique index of migrations 530 and 740). */
export async function findResellerPurchase(db: Queryable, userId: number, requestId: string, mode: KeyMode = 'live'): Promise<TransactionRow | undefined> {
  const { rows } = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions WHERE user_id = $1 AND request_details ? 'reseller_request_id' AND request_details->>'reseller_request_id' = $2
       AND ${TEST_PURCHASE_SQL} = $3`,
    [userId, requestId, mode === 'test'],
  );
  return rows[0];
}

/** The vendor's reseller API today (Africa/Lagos): live purchases by state, test purchases apart (ADR 0043), and callbacks by state. */
export async function usageToday(db: Queryable, userId: number, now: Date) {
  const { rows } = await db.query(
    `WITH day AS (SELECT (date_trunc('day', $2::timestamptz AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos') AS start),
     a AS (SELECT status, amount_kobo, ${TEST_PURCHASE_SQL} AS test FROM transactions, day WHERE user_id = $1 AND request_details ? 'reseller_request_id' AND created_at >= day.start),
     p AS (SELECT status, amount_kobo FROM a WHERE NOT test),
     d AS (SELECT status FROM webhook_deliveries, day WHERE user_id = $1 AND created_at >= day.start)
     SELECT (SELECT count(*)::int FROM p) AS purchases,
       (SELECT COALESCE(sum(amount_kobo), 0)::bigint FROM p WHERE status <> 'reversed') AS amount_kobo,
       (SELECT count(*)::int FROM p WHERE status = 'confirmed') AS delivered,
       (SELECT count(*)::int FROM p WHERE status = 'pending') AS pending,
       (SELECT count(*)::int FROM p WHERE status = 'reversed') AS failed,
       (SELECT count(*)::int FROM a WHERE test) AS test_purchases,
       (SELECT COALESCE(sum(amount_kobo), 0)::bigint FROM a WHERE test AND status <> 'reversed') AS test_amount_kobo,
       (SELECT count(*)::int FROM d WHERE status = 'delivered') AS callbacks_delivered,
       (SELECT count(*)::int FROM d WHERE status = 'pending') AS callbacks_pending,
       (SELECT count(*)::int FROM d WHERE status = 'failed') AS callbacks_failed`,
    [userId, now],
  );
  const { amount_kobo: amountKobo, test_amount_kobo: testAmountKobo, ...counts } = rows[0] as Record<string, number>;
  return { ...counts, amount: Number(amountKobo) / 100, test_amount: Number(testAmountKobo) / 100 };
}
