export const charge = {
  /** Followed by the formatted amount, see `chargedText`. */
  youWillBeCharged: 'You will be charged ',
} as const;
