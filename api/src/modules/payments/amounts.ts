import { API_MESSAGES, toKobo } from '@topup/rules';
import { ValidationFailed } from '../../errors';

/** A naira amount from a form (number or numeric string, at most two decimals) in kobo. */
export function parseNairaAmount(value: unknown, field = 'amount'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new ValidationFailed(field, API_MESSAGES.transfers.amountInvalid);
  const kobo = toKobo(Number(text));
  if (!Number.isSafeInteger(kobo)) throw new ValidationFailed(field, API_MESSAGES.transfers.amountInvalid);
  return kobo;
}
