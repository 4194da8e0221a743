import { API_MESSAGES, nairaToKobo } from '@topup/rules';
import { ValidationFailed } from '../errors';

/** A naira amount a client sent (number or numeric string, at most two decimals) in kobo, else a 400 on its field. */
export function parseNairaAmount(value: unknown, field = 'amount'): number {
  const kobo = nairaToKobo(value);
  if (kobo === null) throw new ValidationFailed(field, API_MESSAGES.amountInvalid);
  return kobo;
}
