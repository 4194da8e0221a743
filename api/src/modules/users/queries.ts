import { BANKS, KYC_TIERS, kycTierOf, lagosDay, toNaira, type BankKey } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { NotFound } from '../../errors';
import { dayUsedKoboSql } from '../ledger/accounts';

interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_no: string;
  email_notifications: boolean;
  role: 'support' | 'admin' | null;
  level: 'customer' | 'vendor';
  account_name: string | null;
  account_number: string | null;
  bank_name: string | null;
  referral_count: number;
  wallet_kobo: number;
  bonus_kobo: number;
  virtual_accounts: { bank: BankKey; accountName: string; accountNumber: string; bankName: string }[];
  has_pin: boolean;
  kyc_tier: number;
  daily_used_kobo: string | number | null;
  address_document_status: 'pending' | 'approved' | 'rejected' | null;
  verified_identity: { kind: 'bvn' | 'nin'; last4: string } | null;
  password_change_required: boolean;
}

/** The get-user/ payload, in one statement (the hottest read). A bank's virtual accounts are null until the customer creates one. */
export async function userProfile(db: Queryable, userId: number, now: Date = new Date()) {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.phone_no, u.email_notifications, u.role, u.level,
            u.account_name, u.account_number, u.bank_name,
            (SELECT COUNT(*)::int FROM users r WHERE r.referred_by = u.id) AS referral_count,
            (SELECT COALESCE(json_agg(json_build_object('bank', v.bank, 'accountName', v.account_name,
                      'accountNumber', v.account_number, 'bankName', v.bank_name)), '[]'::json)
               FROM virtual_accounts v WHERE v.user_id = u.id) AS virtual_accounts,
            (SELECT COALESCE(SUM(a.balance_kobo) FILTER (WHERE a.kind = 'wallet'), 0) FROM ledger_accounts a WHERE a.user_id = u.id) AS wallet_kobo,
            (SELECT COALESCE(SUM(a.balance_kobo) FILTER (WHERE a.kind = 'bonus'), 0) FROM ledger_accounts a WHERE a.user_id = u.id) AS bonus_kobo,
            u.transaction_pin_hash IS NOT NULL AS has_pin, u.kyc_tier, u.password_change_required,
            ${dayUsedKoboSql('u.id', '$2::date')} AS daily_used_kobo,
            (SELECT k.status FROM kyc_documents k WHERE k.user_id = u.id ORDER BY k.created_at DESC, k.id DESC LIMIT 1) AS address_document_status,
            (SELECT json_build_object('kind', i.kind, 'last4', i.last4) FROM kyc_identities i
               WHERE i.user_id = u.id AND i.number_sealed IS NOT NULL) AS verified_identity
     FROM users u WHERE u.id = $1`,
    [userId, lagosDay(now)],
  );
  const user = rows[0];
  if (!user) throw new NotFound('User not found');
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_no: user.phone_no,
    wallet_balance: toNaira(Number(user.wallet_kobo)),
    bonus: toNaira(Number(user.bonus_kobo)),
    account_name: user.account_name,
    account_number: user.account_number,
    bank_name: user.bank_name,
    ...Object.fromEntries(
      BANKS.map((bank) => {
        const accounts = user.virtual_accounts.filter((a) => a.bank === bank.key).map(({ bank: _bank, ...account }) => account);
        return [bank.accountField, accounts.length > 0 ? accounts : null];
      }),
    ),
    email_notifications: user.email_notifications,
    role: user.role,
    referral_count: user.referral_count,
    // ADR 0024: the PIN and the KYC tier with its figures, in naira.
    has_transaction_pin: user.has_pin,
    kyc_tier: kycTierOf(user.kyc_tier),
    daily_limit: KYC_TIERS[kycTierOf(user.kyc_tier)].dailyLimitNaira,
    daily_used: toNaira(Number(user.daily_used_kobo ?? 0)),
    balance_cap: KYC_TIERS[kycTierOf(user.kyc_tier)].balanceCapNaira,
    // The newest proof of address (Tier 3), so the wallet screen says it waits for staff.
    address_document_status: user.address_document_status,
    // A bank account for transfers uses this one instead of asking for a BVN/NIN again.
    verified_identity: user.verified_identity,
    level: user.level,
    // ADR 0037: staff created with a one-time password set their own before anything else.
    ...(user.password_change_required ? { password_change_required: true } : {}),
  };
}
