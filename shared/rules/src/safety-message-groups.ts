import { formatNaira } from './money';

// SAFETY_MESSAGES (safety.ts), one export per area: a bundle that reads SAFETY_MESSAGES.pin
// carries that group only, and a bundle that needs safety.ts' figures none of them.

export const pin = {
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
  /** Every new PIN (set, changed or reset) is told by e-mail, as banks do. */
  savedMailSubject: { set: 'Your transaction PIN is set', changed: 'Your transaction PIN was changed', reset: 'Your transaction PIN was reset' },
  savedMailBody: (what: 'set' | 'changed' | 'reset', when: string) =>
    `Your transaction PIN was ${what} on ${when}. If it was not you, change your password now and contact support.`,
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
};

export const kyc = {
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
  tooManyChecks: 'You have tried too many BVN/NIN checks today. Please try again tomorrow.',
  verified: (tier: number) => `Verified: your account is now Tier ${tier}.`,
  alreadyTier: (tier: number) => `Your account is already Tier ${tier}.`,
  documentSent: 'Your document is sent. Staff will review it, usually within a working day.',
  documentInvalid: 'Upload a PDF, JPEG or PNG of at most 2 MB.',
  documentNeedsTier2: 'Verify your BVN or NIN first.',
  /** The wallet screen's upload, checked before anything is sent. */
  documentWrongType: (fileName: string) => `${fileName} is not a PDF, JPEG or PNG. Upload a PDF, JPEG or PNG of your utility bill or bank statement.`,
  documentTooLarge: (fileName: string, megabytes: string) => `${fileName} is ${megabytes} MB: the most we take is 2 MB. Upload a smaller scan or photo.`,
  documentEmpty: (fileName: string) => `${fileName} is empty. Choose the file again.`,
  documentChoose: 'Choose a file first.',
  documentLabel: 'Proof of address (PDF, JPEG or PNG, at most 2 MB)',
  documentUploading: 'Uploading your document…',
  documentPendingTitle: 'Waiting for staff approval',
  documentPendingBody: 'We have your proof of address. Staff review it, usually within a working day; your account becomes Tier 3 when they approve it.',
  documentRejectedBody: 'Staff could not accept your last document. Upload a clear, recent utility bill or bank statement in your name.',
  approved: 'Address document approved: the customer is Tier 3.',
  rejected: 'Address document rejected.',
  /** A customer's flag in the back office: a Tier 3 request to read. */
  documentWaiting: 'Address document waiting for review',
  /** The back office's confirmations (admin KYC screen). */
  confirmApprove: (customer: string) => `Approve this address document? ${customer} becomes Tier 3.`,
  confirmReject: (customer: string) => `Reject this address document from ${customer}? Their tier stays as it is.`,
};
