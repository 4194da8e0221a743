export const money = {
  /**
   * A 422 for an Idempotency-Key sent again with other details: the API's own words are for
   * developers; the customer learns that the earlier attempt may have gone through.
   */
  detailsChangedSinceAttempt:
    'Your earlier attempt with different details may still be going through. Please check your transaction history before you try again.',
} as const;
