/*
 * Money is integer kobo inside; naira appear only at the edges (forms, JSON, display).
 * Arithmetic goes through exact decimals (BigInt numerator over a power of ten) so that
 * binary float noise such as 1.005 * 100 = 100.49999999999999 never decides a rounding.
 */

const NAIRA_SIGN = '₦';

interface Decimal {
  units: bigint;
  /** The value is units / 10^scale. */
  scale: number;
}

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function parseDecimal(text: string): Decimal {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a plain decimal number: ${text}`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** A double's value as the decimal a person meant: 15 significant digits drop float noise. */
function numberToDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return parseDecimal(Math.abs(value).toPrecision(15));
}

/** numerator / denominator for non-negative operands, halves rounded up. */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
}

function assertKobo(kobo: number): void {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a whole number: ${kobo}`);
}

/**
 * Naira (a number or a plain numeric string such as '1234.5') to kobo.
 * Throws a RangeError for NaN, negatives, more than two decimals, or anything else.
 */
export function toKobo(naira: number | string): number {
  let decimal: Decimal;
  if (typeof naira === 'number') {
    if (!Number.isFinite(naira) || naira < 0) throw new RangeError(`Not a valid amount: ${naira}`);
    decimal = numberToDecimal(naira);
  } else {
    if (!/^\d+(\.\d+)?$/.test(naira)) throw new RangeError(`Not a valid amount: '${naira}'`);
    decimal = parseDecimal(naira);
  }
  if (decimal.scale > 2) throw new RangeError(`Amount has more than two decimals: ${naira}`);
  return toSafeNumber(decimal.units * 10n ** BigInt(2 - decimal.scale));
}

/** What a client may send as naira: digits, then at most two decimals (no sign, no exponent). */
const NAIRA_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * Kobo of a naira amount as a client sent it (a JSON number or a numeric string), or null when
 * it is none: negative, more than two decimals, an exponent, or too large to count exactly in
 * kobo (beyond 2^53). Whatever the JSON parser accepts gets an answer, never an exception.
 */
export function nairaToKobo(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!NAIRA_TEXT.test(text)) return null;
  try {
    return toKobo(text);
  } catch {
    return null;
  }
}

/** Naira to the nearest kobo (halves away from zero), for values that may carry more decimals. */
export function roundToKobo(naira: number): number {
  const { units, scale } = numberToDecimal(naira);
  const kobo = toSafeNumber(
    scale <= 2 ? units * 10n ** BigInt(2 - scale) : divideRoundHalfUp(units, 10n ** BigInt(scale - 2)),
  );
  return naira < 0 && kobo !== 0 ? -kobo : kobo;
}

export function toNaira(kobo: number): number {
  assertKobo(kobo);
  return kobo / 100;
}

/** '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123450 -> '₦1,234.50'; -123450 -> '-₦1,234.50'. */
export function formatKobo(kobo: number): string {
  assertKobo(kobo);
  const absolute = Math.abs(kobo);
  const naira = groupThousands(String(Math.floor(absolute / 100)));
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${kobo < 0 ? '-' : ''}${NAIRA_SIGN}${naira}.${fraction}`;
}

/** 1234.5 -> '₦1,234.50' (rounded to the nearest kobo). */
export function formatNaira(naira: number): string {
  return formatKobo(roundToKobo(naira));
}

/** percent% of an amount in kobo, rounded half up (away from zero) to a whole kobo. */
export function percentOfKobo(kobo: number, percent: number): number {
  assertKobo(kobo);
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a valid percent: ${percent}`);
  const { units, scale } = numberToDecimal(percent);
  const share = toSafeNumber(
    divideRoundHalfUp(BigInt(Math.abs(kobo)) * units, 100n * 10n ** BigInt(scale)),
  );
  return kobo < 0 && share !== 0 ? -share : share;
}

/** kobo * (100 - percent) / 100, rounded up to a whole naira; returns naira. */
export function koboLessPercentCeilNaira(kobo: number, percent: number): number {
  assertKobo(kobo);
  if (kobo < 0) throw new RangeError(`Not a valid amount: ${kobo}`);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Not a valid percent: ${percent}`);
  }
  const { units, scale } = numberToDecimal(percent);
  const hundred = 100n * 10n ** BigInt(scale);
  const numerator = BigInt(kobo) * (hundred - units);
  const denominator = hundred * 100n;
  return toSafeNumber((numerator + denominator - 1n) / denominator);
}
