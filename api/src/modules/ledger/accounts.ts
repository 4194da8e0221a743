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
  for (const code of Object.values(SYSTEM_ACCOUNTS)) {
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
