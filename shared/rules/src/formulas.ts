import { DEPOSIT_CHARGE_PERCENT, REFERRAL_PERCENT, type BankKey } from './constants';
import { MESSAGES } from './messages';
import { formatNaira, koboLessPercentCeilNaira, percentOfKobo, roundToKobo, toNaira } from './money';

/* The spec's formulas (section 9). Inputs and results in naira, computed in kobo. */

function amountToKobo(naira: number | string): number {
  const value = typeof naira === 'string' ? Number(naira.trim() || NaN) : naira;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a valid amount: ${naira}`);
  return roundToKobo(value);
}

function assertPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Not a valid percent: ${percent}`);
  }
}

/** amount - amount * discount / 100, to two decimals. */
function lessPercent(amountKobo: number, percent: number): number {
  assertPercent(percent);
  return toNaira(percentOfKobo(amountKobo, 100 - percent));
}

export function airtimeCharged(amount: number | string, discountPercent: number): number {
  return lessPercent(amountToKobo(amount), discountPercent);
}

export function electricityCharged(amount: number | string, discountPercent: number): number {
  return lessPercent(amountToKobo(amount), discountPercent);
}

/** Amount transferred minus the commission percent, rounded up to a whole naira. */
export function airtimeToCashReceive(amountTransferred: number | string, commissionPercent: number): number {
  return koboLessPercentCeilNaira(amountToKobo(amountTransferred), commissionPercent);
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  }
}

export function shopOrderAmount(quantity: number, unitAmount: number | string): number {
  assertQuantity(quantity);
  return toNaira(amountToKobo(unitAmount) * quantity);
}

/** Order amount minus the product's discount percent, to two decimals. */
export function shopOrderPayable(quantity: number, unitAmount: number | string, discountPercent: number): number {
  assertQuantity(quantity);
  return lessPercent(amountToKobo(unitAmount) * quantity, discountPercent);
}

/** What a referrer earns on a referred user's data purchase. */
export function referralBonusKobo(purchaseKobo: number): number {
  return percentOfKobo(purchaseKobo, REFERRAL_PERCENT);
}

/** What the bank keeps from a transfer into one of its virtual accounts. */
export function depositChargeKobo(bank: BankKey, amountKobo: number): number {
  const percent = DEPOSIT_CHARGE_PERCENT[bank];
  if (percent === undefined) throw new RangeError(`Unknown bank: ${bank}`);
  return percentOfKobo(amountKobo, percent);
}

/** 'You will be charged ₦1,234.50' */
export function chargedText(amount: number): string {
  return MESSAGES.charge.youWillBeCharged + formatNaira(amount);
}
