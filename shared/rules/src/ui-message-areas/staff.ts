import { formatNaira } from '../money';

/** The back office (issue 12). */
export const staff = {
  /** Asked before an admin cancels a shop order: it refunds and restocks at once. */
  confirmCancelOrder: (txRef: string, amount: number) =>
    `Cancel order ${txRef}? The customer is refunded ${formatNaira(amount)} and the stock is returned. This cannot be undone.`,
  /** Under a back-office date filter: its days are Lagos calendar days (issue 28), as the tables show times. */
  lagosDays: 'Lagos days (WAT, UTC+1)',
} as const;
