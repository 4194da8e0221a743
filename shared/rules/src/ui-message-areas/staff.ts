import { formatNaira } from '../money';

/** The back office. */
export const staff = {
  /** Asked before an admin cancels a shop order: it refunds and restocks at once. */
  confirmCancelOrder: (txRef: string, amount: number) =>
    `Cancel order ${txRef}? The customer is refunded ${formatNaira(amount)} and the stock is returned. This cannot be undone.`,
  /** Asked before staff approve airtime to cash: the wallet is credited at once, so the airtime must have arrived. */
  confirmApproveAirtimeCash: (txRef: string, amount: number, from: string, to: string) =>
    `Approve ${txRef}? Only if the airtime from ${from} has arrived on ${to}: the customer's wallet is credited ${formatNaira(amount)} at once.`,
  /** Under a back-office date filter: its days are Lagos calendar days, as the tables show times. */
  lagosDays: 'Lagos days (WAT, UTC+1)',
} as const;
