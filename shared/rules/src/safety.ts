import { formatNaira } from './money';

/*
 * Issue 25 (ADR 0024): the transaction PIN and the KYC tiers. The API enforces these figures and
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


/** A BVN or NIN: 11 digits. */
export const IDENTITY_NUMBER_PATTERN = /^[0-9]{11}$/;

export const SAFETY_MESSAGES = {
  pin: {
    required: 'Enter your 4-digit transaction PIN to continue.',
    invalid: (left: number) =>
      left > 0 ? `Wrong transaction PIN. ${left} ${left === 1 ? 'try' : 'tries'} left before payments are blocked for 30 minutes.` : 'Wrong transaction PIN.',
    blocked: (until: string) => `Too many wrong PINs: payments are blocked until ${until}. Reset your PIN with your password if you forgot it.`,
    format: 'Your PIN must be exactly 4 digits.',
    set: 'Your transaction PIN is set.',
    changed: 'Your transaction PIN is changed.',
    oldRequired: 'Enter your current PIN to change it.',
    oldInvalid: 'Your current PIN is not right.',
    passwordInvalid: 'Your password is not right.',
    resetCodeSent: 'We sent a 6-digit code to your e-mail. It works once, for 10 minutes.',
    resetCodeInvalid: 'That code is wrong or has expired. Ask for a new one.',
    blockedMailSubject: 'Payments on your account are blocked for 30 minutes',
    blockedMailBody: (until: string) =>
      `Someone entered a wrong transaction PIN 5 times in a row on your account. Payments are blocked until ${until}. If it was not you, change your password now. If you forgot your PIN, reset it with your password from Settings.`,
    resetMailSubject: 'Your code to reset your transaction PIN',
    resetMailBody: (code: string) => `Your code is ${code}. It works once, for 10 minutes. If you did not ask for it, change your password.`,
    /** The web app's PIN boxes. */
    label: 'Transaction PIN',
    digitLabel: (n: number) => `PIN digit ${n} of 4`,
    newLabel: 'New PIN',
    confirmLabel: 'Confirm PIN',
    mismatch: 'The two PINs are not the same.',
    setFirst: 'Set a 4-digit transaction PIN to protect your payments. You will enter it before money leaves your wallet.',
    forgot: 'Forgot PIN?',
  },
  kyc: {
    dailyLimit: (limitNaira: number, leftNaira: number) =>
      `This is over your daily limit of ${formatNaira(limitNaira)}. You can still spend ${formatNaira(leftNaira)} today. Upgrade your account for a higher limit.`,
    overCap: (capNaira: number, headroomNaira: number) =>
      `Your wallet can hold at most ${formatNaira(capNaira)} on your tier: you can add up to ${formatNaira(headroomNaira)}. Upgrade your account to add more.`,
    flaggedOverCap: 'Balance above the tier cap after a bank transfer',
    identityKindInvalid: 'Choose BVN or NIN.',
    identityNumberInvalid: 'Enter the 11 digits of your BVN or NIN.',
    identityNameMismatch: 'The name on this BVN/NIN does not match your account name.',
    identityNotFound: 'We could not find this BVN/NIN. Check the number and try again.',
    identityUnavailable: 'Identity checks are not answering right now. Please try again in a few minutes.',
    identityUsed: 'This BVN/NIN is already linked to another account.',
    verified: (tier: number) => `Verified: your account is now Tier ${tier}.`,
    alreadyTier: (tier: number) => `Your account is already Tier ${tier}.`,
    documentSent: 'Your document is sent. Staff will review it, usually within a working day.',
    documentInvalid: 'Upload a PDF, JPEG or PNG of at most 2 MB.',
    documentNeedsTier2: 'Verify your BVN or NIN first.',
    approved: 'Address document approved: the customer is Tier 3.',
    rejected: 'Address document rejected.',
    /** A customer's flag in the back office: a Tier 3 request to read. */
    documentWaiting: 'Address document waiting for review',
    /** The back office's confirmations (admin KYC screen). */
    confirmApprove: (customer: string) => `Approve this address document? ${customer} becomes Tier 3.`,
    confirmReject: (customer: string) => `Reject this address document from ${customer}? Their tier stays as it is.`,
  },
};
