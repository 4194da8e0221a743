/**
 * An Idempotency-Key sent again with other details (API_MESSAGES.purchase.idempotencyBodyChanged).
 * A module of its own because the web client recognises it on every page that can show an API
 * error (@topup/api-client errors.ts, the public pages included), and the whole of API_MESSAGES
 * is not worth shipping there for one string.
 */
export const IDEMPOTENCY_BODY_CHANGED =
  'This Idempotency-Key was already used with different details. Use a new key for a new purchase.';
