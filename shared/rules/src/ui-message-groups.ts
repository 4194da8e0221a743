// The groups of UI_MESSAGES (ui-messages.ts): interface strings the spec implies but does not
// spell out, one export per area so that bundles keep only the areas they read.
import { formatNaira } from './money';

export const network = {
  /** No answer at all (offline, refused, timed out). The spec only logs this; we tell the user. */
  unreachable: 'We could not reach the service. Please check your connection and try again.',
  /** A server failure that carries no message of the API (a proxy or HTML error page). */
  unavailable: 'The service is temporarily unavailable. Please try again.',
} as const;

/** A provider staff switched off (issue 12): listed, not choosable. */
export const providerUnavailable = (title: string) => `${title} (temporarily unavailable)`;

export const account = {
  loadFailed: 'We could not load your account details. Please check your connection and try again.',
} as const;

export const logout = {
  busy: 'Logging out... Please wait.',
} as const;

export const balance = {
  /** A balance while the customer keeps balances hidden (dashboard card, side menu, wallet). */
  hidden: '₦ ••••',
} as const;

export const money = {
  /**
   * A 422 for an Idempotency-Key sent again with other details: the API's own words are for
   * developers; the customer learns that the earlier attempt may have gone through.
   */
  detailsChangedSinceAttempt:
    'Your earlier attempt with different details may still be going through. Please check your transaction history before you try again.',
} as const;

/** Airtime to cash: what the customer does after the request, and what staff do (issue 9). */
export const airtimeToCash = {
  nextSteps: ({ amount, phone, to, receive }: { amount: number; phone: string; to?: string; receive: number }) =>
    `What happens next: transfer ${formatNaira(amount)} of airtime from ${phone} to ${to || 'the number shown for the network'}. ` +
    `${formatNaira(receive)} is credited to your wallet once our staff confirm the airtime has arrived.`,
  declined: (reason: string) =>
    `Our staff declined this request: ${reason}. Your wallet was not credited; if you already sent the airtime, contact support with this reference.`,
  approved: 'The airtime arrived and your wallet has been credited.',
} as const;

export const history = {
  /** The receipt link's accessible name: each row's link says which transaction it opens. */
  viewReceiptFor: (txRef: string) => `View receipt for ${txRef}`,
  noTransactions: 'No transactions yet.',
  noMatches: 'No transactions match your search.',
  loadFailed: 'Transactions could not be loaded.',
} as const;

export const receipt = {
  loadFailed: 'The receipt could not be loaded.',
  copied: 'Receipt copied. Paste it wherever you want to share it.',
  copyFailed: 'This browser could not copy the receipt. Use Download or Print instead.',
  downloadFailed: 'The receipt image could not be made. Use Print instead.',
  preparingImage: 'Preparing image...',
} as const;

export const referral = {
  copied: 'Referral link copied',
  shareText: 'Buy data, airtime and pay bills on Topup Naija. Sign up with my link:',
} as const;

export const shop = {
  loadMoreCategories: 'Load more categories',
  loadMore: 'Load more',
  noCategories: 'No categories yet.',
  noProducts: 'No products in this category yet.',
  noMatches: (query: string) => `Nothing matches "${query}".`,
  discount: (percent: number) => `${percent}% discount applied`,
  /** The product detail's discount notice when the discount is 0 % (issue 27). */
  noDiscount: 'No discount',
  inStock: (n: number) => (n > 0 ? `${n} in stock` : 'Out of stock'),
  orderPlacedTitle: 'Order placed',
  viewReceipt: 'View receipt',
  loadFailed: 'The shop could not be loaded.',
  featuredTitle: 'Featured products',
} as const;

export const wallet = {
  accountNumberCopied: 'Account number copied',
  copyFailed: 'Copy failed: select the number and copy it by hand.',
  chargeNote: (percent: number) => `Charge: ${percent}% of each transfer`,
  noAccountYet: 'Create an account number with this bank. Transfers into it fund your wallet automatically.',
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

export const resetPassword = {
  tokenMissing: 'This password reset link is incomplete: it carries no reset token. Please request a new link.',
  requestNewLink: 'Request a new reset link',
} as const;

export const content = {
  loadFailed: 'We could not load this page. Please check your connection and try again.',
  empty: 'There is nothing here yet.',
} as const;

/** The back office (issue 12). */
export const staff = {
  /** Asked before an admin cancels a shop order: it refunds and restocks at once. */
  confirmCancelOrder: (txRef: string, amount: number) =>
    `Cancel order ${txRef}? The customer is refunded ${formatNaira(amount)} and the stock is returned. This cannot be undone.`,
  /** Under a back-office date filter: its days are Lagos calendar days (issue 28), as the tables show times. */
  lagosDays: 'Lagos days (WAT, UTC+1)',
} as const;

/** The app-wide error screen (a screen threw, or its code could not be loaded). */
export const appError = {
  title: 'Something went wrong',
  unexpected: 'This page ran into a problem. Reloading usually fixes it.',
  newVersion: 'A new version of the app is available. Reload to continue.',
  reload: 'Reload',
} as const;
