export const wallet = {
  accountNumberCopied: 'Account number copied',
  copyFailed: 'Copy failed: select the number and copy it by hand.',
  chargeNote: (percent: number) => `Charge: ${percent}% of each transfer`,
  noAccountYet: 'Create an account number with this bank. Transfers into it fund your wallet automatically.',
  /** A bank account of a customer whose BVN or NIN is verified: not asked again. */
  usesVerifiedIdentity: (kind: 'BVN' | 'NIN', last4: string) => `We use your verified ${kind} ending ${last4}; you need not enter it again.`,
  redirecting: 'Taking you to the secure payment page...',
  noReference: 'This page needs a payment reference. Start the payment again from your wallet.',
  verifying: 'Verifying your payment... Please wait.',
  stillPending: 'Your bank has not confirmed this payment yet. We are still checking.',
  /** The card-funding result's heading while the bank has not confirmed (the spec names success and failure only). */
  pendingTitle: 'Payment being confirmed',
  toDashboard: 'Go to dashboard',
  backToWallet: 'Back to wallet',
  gaveUpWaiting:
    'Your payment is still being confirmed. Your wallet will be credited automatically as soon as it is; you can leave this page.',
} as const;
