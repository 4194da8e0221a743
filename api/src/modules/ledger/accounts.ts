import type { Queryable } from '../../db/client';

/** System accounts: their balance is derived from postings (no cached column). */
export const SYSTEM_ACCOUNTS = {
  /** Money taken from wallets for purchases the provider has not settled yet. */
  providerClearing: 'system:provider_clearing',
  /** Purchases the provider delivered. */
  revenue: 'system:revenue',
  /** Referral bonuses paid out. */
  referralExpense: 'system:referral_expense',
  /** Money that entered the system from outside without a gateway (the demo credit, test credits). */
  fundingEquity: 'system:funding_equity',
  /** Money customers paid through the payment gateway (card, bank transfer). */
  gatewayClearing: 'system:gateway_clearing',
  /** Airtime customers transferred to us in exchange for wallet money. */
  airtimeCashClearing: 'system:airtime_cash_clearing',
  /** Money paid for shop orders not delivered yet. */
  shopOrders: 'system:shop_orders',
} as const;

/**
 * The test ledger (ADR 0043): reseller test-mode purchases move money between these and each
 * vendor's test wallet only, never a real account; its entries balance like every other.
 */
export const TEST_ACCOUNTS = {
  /** Where a vendor's test top-ups come from. */
  funding: 'system:test_funding',
  /** Test purchases the sandbox has not settled yet. */
  providerClearing: 'system:test_provider_clearing',
  /** Test purchases the sandbox delivered. */
  revenue: 'system:test_revenue',
} as const;

/** A vendor's test balance: an account of its own kind, so nothing that reads wallets sees it. */
export const testWalletOf = (userId: number) => `test_wallet:${userId}`;

export async function openTestWallet(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (code, kind, user_id, balance_kobo, allows_negative) VALUES ($1, 'test_wallet', $2, 0, false) ON CONFLICT (code) DO NOTHING`,
    [testWalletOf(userId), userId],
  );
}

export type CustomerAccountKind = 'wallet' | 'bonus';

export function customerAccountCode(kind: CustomerAccountKind, userId: number): string {
  return `${kind}:${userId}`;
}

export const walletOf = (userId: number) => customerAccountCode('wallet', userId);
export const bonusOf = (userId: number) => customerAccountCode('bonus', userId);

/** Every user gets a wallet and a bonus account at creation (zero balance). */
export async function openCustomerAccounts(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (code, kind, user_id, balance_kobo, allows_negative)
     VALUES ($1, 'wallet', $3, 0, false), ($2, 'bonus', $3, 0, false)
     ON CONFLICT (code) DO NOTHING`,
    [walletOf(userId), bonusOf(userId), userId],
  );
}

export async function openSystemAccounts(tx: Queryable): Promise<void> {
  for (const code of [...Object.values(SYSTEM_ACCOUNTS), ...Object.values(TEST_ACCOUNTS)]) {
    await tx.query(
      `INSERT INTO ledger_accounts (code, kind, allows_negative) VALUES ($1, 'system', true) ON CONFLICT (code) DO NOTHING`,
      [code],
    );
  }
}

export async function customerBalances(
  db: Queryable,
  userId: number,
): Promise<{ walletKobo: number; bonusKobo: number }> {
  const { rows } = await db.query<{ kind: CustomerAccountKind; balance_kobo: number }>(
    `SELECT kind, balance_kobo FROM ledger_accounts WHERE user_id = $1`,
    [userId],
  );
  return {
    walletKobo: rows.find((r) => r.kind === 'wallet')?.balance_kobo ?? 0,
    bonusKobo: rows.find((r) => r.kind === 'bonus')?.balance_kobo ?? 0,
  };
}

/**
 * SQL for what a customer took out on a Lagos day (migration 710: kept on the wallet row by the
 * debit itself, ADR 0040), 0 when nothing yet; `userId` and `day` are SQL expressions (a column,
 * a `$n::date` placeholder). A row dated after `day` (a debit from a process whose clock is ahead)
 * already counts against that day, so it shows too.
 */
export function dayUsedKoboSql(userId: string, day: string): string {
  return `(SELECT CASE WHEN w.day_used_on >= ${day} THEN w.day_used_kobo ELSE 0 END FROM ledger_accounts w WHERE w.user_id = ${userId} AND w.kind = 'wallet')`;
}

/** What the customer took out on this Lagos day (`YYYY-MM-DD`, shared/rules lagosDay), in kobo. */
export async function dayUsedKobo(db: Queryable, userId: number, day: string): Promise<number> {
  const { rows } = await db.query<{ used: string | number | null }>(`SELECT ${dayUsedKoboSql('$1::int', '$2::date')} AS used`, [userId, day]);
  return Number(rows[0]?.used ?? 0);
}
