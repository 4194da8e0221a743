import type { Queryable } from '../../db/client';

/** System accounts: their balance is derived from postings (no cached column). */
export const SYSTEM_ACCOUNTS = {
  /** Money taken from wallets for purchases the provider has not settled yet. */
  providerClearing: 'system:provider_clearing',
  /** Purchases the provider delivered. */
  revenue: 'system:revenue',
  /** Referral bonuses paid out. */
  referralExpense: 'system:referral_expense',
  /** Money that entered the system from outside (seed credit now; gateway clearing later). */
  fundingEquity: 'system:funding_equity',
} as const;

export function isSystemAccount(code: string): boolean {
  return (Object.values(SYSTEM_ACCOUNTS) as string[]).includes(code);
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
    `INSERT INTO ledger_accounts (code, kind, user_id, balance_kobo)
     VALUES ($1, 'wallet', $3, 0), ($2, 'bonus', $3, 0)
     ON CONFLICT (code) DO NOTHING`,
    [walletOf(userId), bonusOf(userId), userId],
  );
}

export async function openSystemAccounts(tx: Queryable): Promise<void> {
  for (const code of Object.values(SYSTEM_ACCOUNTS)) {
    await tx.query(
      `INSERT INTO ledger_accounts (code, kind) VALUES ($1, 'system') ON CONFLICT (code) DO NOTHING`,
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
