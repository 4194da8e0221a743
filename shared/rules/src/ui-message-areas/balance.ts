export const balance = {
  /** A balance while the customer keeps balances hidden (dashboard card, side menu, wallet). */
  hidden: '₦ ••••',
} as const;
