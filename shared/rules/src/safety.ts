/*
 * ADR 0024: the transaction PIN and the KYC tiers. The API enforces these figures and
 * both the API and the web app write these messages.
 */

/** A transaction PIN: exactly 4 digits. */
export const PIN_LENGTH = 4;
export const PIN_PATTERN = /^[0-9]{4}$/;
/** Wrong PINs in a row that block debits, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_BLOCK_MS = 30 * 60_000;
/** A forgotten PIN's e-mailed code: 6 digits, single use, this long; wrong tries allowed per code. */
export const PIN_RESET_CODE_TTL_MS = 10 * 60_000;
export const PIN_RESET_CODE_MAX_TRIES = 5;
/** The header API callers send the PIN in. */
export const TRANSACTION_PIN_HEADER = 'X-Transaction-Pin';

export type KycTier = 1 | 2 | 3;

export interface KycTierRule {
  tier: KycTier;
  /** What the customer may take out of their accounts in one Africa/Lagos day. */
  dailyLimitNaira: number;
  /** The wallet balance a card payment may not pass; null: no cap. */
  balanceCapNaira: number | null;
  /** How a customer reaches this tier. */
  howToReach: string;
}

/** The Central Bank's three tiers as we apply them (configurable here, in one place). */
export const KYC_TIERS: Record<KycTier, KycTierRule> = {
  1: { tier: 1, dailyLimitNaira: 50_000, balanceCapNaira: 300_000, howToReach: 'Every new account starts here.' },
  2: { tier: 2, dailyLimitNaira: 200_000, balanceCapNaira: 500_000, howToReach: 'Verify your BVN or NIN.' },
  3: { tier: 3, dailyLimitNaira: 5_000_000, balanceCapNaira: null, howToReach: 'Upload a proof of address (utility bill or bank statement); staff approve it.' },
};

export const kycTierOf = (value: unknown): KycTier => (value === 2 || value === 3 ? value : 1);

/** A proof of address for Tier 3: the file types and size the API takes. */
export const ADDRESS_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ADDRESS_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

/** A BVN or NIN: 11 digits. */
export const IDENTITY_NUMBER_PATTERN = /^[0-9]{11}$/;

// The PIN's and the tiers' messages, one export per area (safety-message-groups.ts).
export * as SAFETY_MESSAGES from './safety-message-groups';
