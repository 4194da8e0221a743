/** Business constants and limits of the spec (section 9). Amounts are in naira. */
export const LIMITS = {
  minCardFunding: 1000,
  minAirtime: 100,
  minData: 10,
  minCable: 100,
  minElectricity: 500,
  minAirtimeToCash: 5000,
  minWalletTransfer: 1000,
  minBonusTransfer: 1000,
} as const;

export const PHONE_MAX_LENGTH = 11;
export const BVN_NIN_LENGTH = 11;

export const TOKEN_LIFETIME_DAYS = 7;
export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/**
 * The customer's session cookie: set by the API at sign-in, HttpOnly (no script reads it), SameSite
 * Strict, Secure in production (ADR 0032). The web server reads it to place a customer in a canary.
 */
export const TOKEN_COOKIE = 'accessToken';
/** The back office's session cookie (a staff token, 8 hours), HttpOnly like the customer's. */
export const STAFF_TOKEN_COOKIE = 'staffToken';
/** Readable by scripts and holding no secret: "this browser was handed a session cookie" (the shell's hint). */
export const SIGNED_IN_COOKIE = 'signedIn';
/**
 * Sent by the web app on every API call: it asks sign-in for a cookie instead of a token in the
 * body, and a write authenticated by cookie is refused without it (CSRF defence, ADR 0032).
 */
export const WEB_CLIENT_HEADER = 'X-Requested-With';
export const WEB_CLIENT_VALUE = 'topup-web';

export const BANK_KEYS = ['palmpay', 'moniepoint', 'wema'] as const;
export type BankKey = (typeof BANK_KEYS)[number];

/** Percent a bank keeps from a transfer into a virtual account. */
export const DEPOSIT_CHARGE_PERCENT: Readonly<Record<BankKey, number>> = {
  palmpay: 0.4,
  moniepoint: 0.85,
  wema: 0.85,
};

export interface Bank {
  key: BankKey;
  name: string;
  /** Which identity number the bank needs to open a virtual account. */
  identity: 'bvn' | 'nin';
  /** The user field that lists this bank's virtual accounts. */
  accountField: 'palmpay_account' | 'moniepoint_account' | 'wema_account';
}

/** Virtual-account banks in the order the wallet screen shows their panels. */
export const BANKS: readonly Bank[] = [
  { key: 'palmpay', name: 'Palmpay', identity: 'bvn', accountField: 'palmpay_account' },
  { key: 'moniepoint', name: 'Moniepoint', identity: 'nin', accountField: 'moniepoint_account' },
  { key: 'wema', name: 'Wema', identity: 'nin', accountField: 'wema_account' },
];

export function isBankKey(value: unknown): value is BankKey {
  return typeof value === 'string' && (BANK_KEYS as readonly string[]).includes(value);
}

export function bankByKey(key: BankKey): Bank {
  const bank = BANKS.find((b) => b.key === key);
  if (!bank) throw new RangeError(`Unknown bank: ${key}`);
  return bank;
}

export const REFERRAL_PERCENT = 2;
export const RECENT_TRANSACTIONS_COUNT = 10;
export const HISTORY_PAGE_SIZES = [5, 10, 20, 30, 40, 50] as const;
export const HISTORY_DEFAULT_PAGE_SIZE = 5;
export const SHOP_FIRST_PAGE_SIZE = 12;
export const SHOP_LOAD_MORE_STEP = 4;
export const SEARCH_DEBOUNCE_MS = 300;

export const DELAYS_MS = {
  afterPaymentLink: 1000,
  afterPaymentVerified: 3000,
  afterVirtualAccount: 3500,
  afterRegister: 3500,
  afterPasswordReset: 3500,
} as const;

export const TOAST_AUTO_CLOSE_MS = 5000;

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Session-storage key holding the card payment's reference for the callback page. */
export const TRANSACTION_REFERENCE_STORAGE_KEY = 'transactionReference';

/** Package type ids of `get-package/{id}/` (api-contract.md). */
export const PACKAGE_TYPE = {
  airtime: 1,
  data: 2,
  electricity: 3,
  cable: 4,
  airtimeToCash: 5,
  education: 6,
} as const;
export type PackageType = (typeof PACKAGE_TYPE)[keyof typeof PACKAGE_TYPE];

export const METER_TYPES = ['prepaid', 'postpaid'] as const;
export type MeterType = (typeof METER_TYPES)[number];

/** The cable provider that needs no smart card verification. */
export const SHOWMAX = 'SHOWMAX';

export function isShowmax(providerTitle: string | null | undefined): boolean {
  return (providerTitle ?? '').trim().toUpperCase() === SHOWMAX;
}

/** Transaction category type that marks a shop order (receipts show its quantity). */
export const SHOP_CATEGORY_TYPE = 'shop';

export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed', 'ignored', 'reversed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type StatusBadge = 'warning' | 'success' | 'danger' | 'info';

const STATUS_BADGES: Readonly<Record<TransactionStatus, StatusBadge>> = {
  pending: 'warning',
  confirmed: 'success',
  failed: 'danger',
  ignored: 'warning',
  reversed: 'info',
};

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/** Badge colour of a status; any other value shows no badge. */
export function statusBadge(status: string): StatusBadge | null {
  return isTransactionStatus(status) ? STATUS_BADGES[status] : null;
}
