import { formatNaira } from '../money';

/** A debit's confirmation as a summary sheet (ADR 0038). */
export const paymentSheet = {
  title: 'Payment summary',
  amount: 'Amount to be charged',
  balanceAfter: (from: 'wallet' | 'bonus') => (from === 'bonus' ? 'Referral balance after' : 'Wallet balance after'),
  discount: (percent: number) => `Discount (${percent}%)`,
  fee: 'Fee',
  leftToday: 'Left to spend today',
  fundWallet: 'Fund wallet',
  close: 'Close',
  /** The sheet's amount in words for screen readers and the e2e checks. */
  charged: (naira: number) => `You will be charged ${formatNaira(naira)}`,
} as const;
