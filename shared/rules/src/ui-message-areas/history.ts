export const history = {
  /** The receipt link's accessible name: each row's link says which transaction it opens. */
  viewReceiptFor: (txRef: string) => `View receipt for ${txRef}`,
  noTransactions: 'No transactions yet.',
  noMatches: 'No transactions match your search.',
  loadFailed: 'Transactions could not be loaded.',
} as const;
