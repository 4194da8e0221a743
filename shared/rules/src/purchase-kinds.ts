import { LIMITS, PACKAGE_TYPE, type PackageType } from './constants';
import { EDUCATION_LABEL } from './kind-labels';
import { MESSAGES } from './messages';
import { amountChecks, isBlank, parseAmount, phoneChecks, required, type Check, type FieldValue } from './validation';

/*
 * One descriptor per purchase kind (ADR 0006). The API registers its purchase routes from these,
 * the bills remote its screens, and both validate with the same `validate`, which returns the first
 * failure in the spec's order as {field, message}: the field in the wire's name, the message exact.
 */

export interface FieldError {
  /** The request body field at fault (e.g. 'phone_number', 'amt', 'smart_no'). */
  field: string;
  message: string;
}

/** How the server prices a kind; the client's amount is only ever compared, never used. */
export type Pricing =
  /** The chosen plan's amount (data, cable bouquet change). */
  | 'plan'
  /** The entered amount less the package's discount percent (airtime, electricity). */
  | 'discount'
  /** A bouquet change at the plan's price, else the verified renewal amount (cable). */
  | 'plan-or-renewal'
  /** Plan amount times quantity (result pins). */
  | 'plan-times-quantity'
  /** Nothing is charged: staff credit the amount to receive later (airtime to cash). */
  | 'none';

/** What must be verified with the provider before the purchase (remembered 30 minutes). */
export type Verification = 'none' | 'smart-card' | 'meter' | 'profile-id';

export interface PurchaseKind<Input = Record<string, FieldValue>, Key extends PurchaseKindKey = PurchaseKindKey> {
  key: Key;
  packageType: PackageType;
  /** Path segment of the screen: /dashboard/bills/{slug}. */
  slug: string;
  /** API route under /api/v1. */
  route: string;
  /** Screen heading, as the spec titles it where it does. */
  title: string;
  /** Tile label and one-line description (All Bills, the dashboard). */
  label: string;
  tagline: string;
  /** Naira; the spec's section 9. */
  minimum: number;
  /** Pays the buyer's referrer 2% on delivery (spec: data only). */
  referral: boolean;
  pricing: Pricing;
  verification: Verification;
  /** 'provider': the wallet is debited and the provider called; 'staff': a pending request only. */
  settlement: 'provider' | 'staff';
  /** Shown after a 200, after the server's message (electricity's token hint). */
  successHint?: string;
  validate(input: Input): FieldError | null;
}

export const PURCHASE_KIND_KEYS = ['airtime', 'data', 'cable', 'electricity', 'education', 'airtimeToCash'] as const;
export type PurchaseKindKey = (typeof PURCHASE_KIND_KEYS)[number];

/** Exam pins bought at once, at most (spec: not shown; VTpass allows 1 to 10). */
export const MAX_PIN_QUANTITY = 10;
/** How long a verified smart card, meter or profile ID stays good for a purchase. */
export const VERIFICATION_TTL_MS = 30 * 60 * 1000;

type FieldCheck = () => FieldError | null;

/** The checks of one field, tagged with the field's wire name. */
const on = (field: string, ...checks: Check[]): FieldCheck => () => {
  for (const check of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
};

function firstFieldError(...checks: FieldCheck[]): FieldError | null {
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
}

export interface AirtimeInput {
  package_id: FieldValue;
  phone_number: FieldValue;
  amount: FieldValue;
}

export interface DataInput {
  package_id: FieldValue;
  phone_number: FieldValue;
  /** The plan's amount. */
  amt: FieldValue;
}

export interface CableInput {
  package_id: FieldValue;
  phone_number: FieldValue;
  amt: FieldValue;
  /** Leave undefined when the provider needs no smart card (SHOWMAX). */
  smart_no?: FieldValue;
  /** Leave undefined for a renewal at the verified amount (no plan chosen). */
  variation_code?: FieldValue;
}

export interface ElectricityInput {
  package_id: FieldValue;
  meter_no: FieldValue;
  meter_type: FieldValue;
  phone_number: FieldValue;
  amount: FieldValue;
  /** The verified meter's own minimum, when higher than ₦500. */
  minimum?: number | null;
}

export interface EducationInput {
  package_id: FieldValue;
  variation_code: FieldValue;
  quantity: FieldValue;
  phone_number: FieldValue;
  /** Leave undefined unless the package verifies a profile ID (JAMB). */
  profile_id?: FieldValue;
}

export interface AirtimeToCashInput {
  package_id: FieldValue;
  phone: FieldValue;
  amount_transferred: FieldValue;
}

const providerCheck = (value: FieldValue) => on('package_id', required(value, MESSAGES.purchase.providerRequired));

export const AIRTIME: PurchaseKind<AirtimeInput, 'airtime'> = {
  key: 'airtime',
  packageType: PACKAGE_TYPE.airtime,
  slug: 'airtime',
  route: 'purchase-airtime/',
  title: 'Airtime',
  label: 'Airtime',
  tagline: 'Top up any network',
  minimum: LIMITS.minAirtime,
  referral: false,
  pricing: 'discount',
  verification: 'none',
  settlement: 'provider',
  validate: (input) => {
    const m = MESSAGES.airtime;
    return firstFieldError(
      on('phone_number', ...phoneChecks(input.phone_number, m.phoneRequired)),
      on('amount', ...amountChecks(input.amount, LIMITS.minAirtime, m.amountTooLow, m.amountRequired)),
      providerCheck(input.package_id),
    );
  },
};

export const DATA: PurchaseKind<DataInput, 'data'> = {
  key: 'data',
  packageType: PACKAGE_TYPE.data,
  slug: 'data',
  route: 'purchase-data/',
  title: 'Data',
  label: 'Data',
  tagline: 'Cheap data bundles',
  minimum: LIMITS.minData,
  referral: true,
  pricing: 'plan',
  verification: 'none',
  settlement: 'provider',
  validate: (input) => {
    const m = MESSAGES.data;
    return firstFieldError(
      on('phone_number', ...phoneChecks(input.phone_number, m.phoneRequired)),
      on('amt', ...amountChecks(input.amt, LIMITS.minData, m.amountTooLow, m.amountRequired)),
      providerCheck(input.package_id),
    );
  },
};

export const CABLE: PurchaseKind<CableInput, 'cable'> = {
  key: 'cable',
  packageType: PACKAGE_TYPE.cable,
  slug: 'cable',
  route: 'purchase-cable/',
  title: MESSAGES.cable.title,
  label: 'Cable TV',
  tagline: 'DStv, GOtv, Startimes, SHOWMAX',
  minimum: LIMITS.minCable,
  referral: false,
  pricing: 'plan-or-renewal',
  verification: 'smart-card',
  settlement: 'provider',
  validate: (input) => {
    const m = MESSAGES.cable;
    return firstFieldError(
      providerCheck(input.package_id),
      on('smart_no', () => input.smart_no !== undefined && isBlank(input.smart_no) && m.smartCardRequired),
      on('variation_code', () => input.variation_code !== undefined && isBlank(input.variation_code) && m.planRequired),
      on('amt', ...amountChecks(input.amt, LIMITS.minCable, m.amountTooLow)),
      on('phone_number', ...phoneChecks(input.phone_number, m.phoneRequired)),
    );
  },
};

/** The minimum an electricity purchase must reach: ₦500, or the meter's own higher minimum. */
export function electricityMinimum(meterMinimum?: number | null): number {
  return Math.max(LIMITS.minElectricity, meterMinimum ?? 0);
}

export const ELECTRICITY: PurchaseKind<ElectricityInput, 'electricity'> = {
  key: 'electricity',
  packageType: PACKAGE_TYPE.electricity,
  slug: 'electricity',
  route: 'purchase-electricity/',
  title: MESSAGES.electricity.title,
  label: 'Electricity',
  tagline: 'Prepaid and postpaid meters',
  minimum: LIMITS.minElectricity,
  referral: false,
  pricing: 'discount',
  verification: 'meter',
  settlement: 'provider',
  successHint: MESSAGES.electricity.tokenHint,
  validate: (input) => {
    const m = MESSAGES.electricity;
    const minimum = electricityMinimum(input.minimum);
    const tooLow = minimum === LIMITS.minElectricity ? m.amountTooLow : m.amountBelowMeterMinimum(minimum);
    return firstFieldError(
      on('meter_no', required(input.meter_no, m.meterNumberRequired)),
      on('meter_type', required(input.meter_type, m.meterTypeRequired)),
      on('phone_number', ...phoneChecks(input.phone_number, m.phoneRequired)),
      on('amount', ...amountChecks(input.amount, minimum, tooLow, m.amountRequired)),
      providerCheck(input.package_id),
    );
  },
};

/** Verify-button rule of the electricity screen (spec 5). */
export function validateMeterVerification(input: { meter_no: FieldValue; meter_type: FieldValue }): FieldError | null {
  const m = MESSAGES.electricity;
  return firstFieldError(
    on('meter_no', required(input.meter_no, m.meterNumberRequired)),
    on('meter_type', required(input.meter_type, m.meterTypeRequired)),
  );
}

export function isValidPinQuantity(quantity: FieldValue): boolean {
  const value = parseAmount(quantity);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= MAX_PIN_QUANTITY;
}

export const EDUCATION: PurchaseKind<EducationInput, 'education'> = {
  key: 'education',
  packageType: PACKAGE_TYPE.education,
  slug: 'education',
  route: 'purchase-exam-pins/',
  title: EDUCATION_LABEL,
  label: EDUCATION_LABEL,
  tagline: 'Exam result pins',
  minimum: 0,
  referral: false,
  pricing: 'plan-times-quantity',
  verification: 'profile-id',
  settlement: 'provider',
  validate: (input) => {
    const m = MESSAGES.exam;
    return firstFieldError(
      on('phone_number', ...phoneChecks(input.phone_number, m.phoneRequired)),
      providerCheck(input.package_id),
      on('variation_code', required(input.variation_code, MESSAGES.purchase.planRequired)),
      on('quantity', () => !isValidPinQuantity(input.quantity) && m.quantityOutOfRange),
      on('profile_id', () => input.profile_id !== undefined && isBlank(input.profile_id) && m.profileIdRequired),
    );
  },
};

export const AIRTIME_TO_CASH: PurchaseKind<AirtimeToCashInput, 'airtimeToCash'> = {
  key: 'airtimeToCash',
  packageType: PACKAGE_TYPE.airtimeToCash,
  slug: 'airtime-cash',
  route: 'convert-airtime-to-cash/',
  title: 'Airtime to Cash',
  label: 'Airtime to Cash',
  tagline: 'Convert airtime to cash',
  minimum: LIMITS.minAirtimeToCash,
  referral: false,
  pricing: 'none',
  verification: 'none',
  settlement: 'staff',
  validate: (input) => {
    const m = MESSAGES.airtimeToCash;
    return firstFieldError(
      on('phone', ...phoneChecks(input.phone, m.phoneRequired)),
      on('amount_transferred', ...amountChecks(input.amount_transferred, LIMITS.minAirtimeToCash, m.amountTooLow, m.amountRequired)),
      providerCheck(input.package_id),
    );
  },
};

/** Every purchase kind, in the spec's order of the bill tiles. */
export const PURCHASE_KINDS = [AIRTIME, DATA, CABLE, ELECTRICITY, EDUCATION, AIRTIME_TO_CASH] as const;

export function purchaseKind(key: PurchaseKindKey): PurchaseKind {
  const kind = PURCHASE_KINDS.find((k) => k.key === key);
  if (!kind) throw new RangeError(`Unknown purchase kind: ${key}`);
  return kind as unknown as PurchaseKind;
}

/** A failure in the server's per-field `data` shape: {field: [message]}. */
export function toFieldErrorMap(failure: FieldError | null): Record<string, string[]> {
  return failure ? { [failure.field]: [failure.message] } : {};
}

export const NETWORKS = ['MTN', 'Airtel', 'Glo', '9mobile'] as const;
export type Network = (typeof NETWORKS)[number];

/** Nigerian mobile prefixes (NCC allocations) by network. */
const NETWORK_PREFIXES: Readonly<Record<Network, readonly string[]>> = {
  MTN: ['0703', '0704', '0706', '07025', '07026', '0803', '0806', '0810', '0813', '0814', '0816', '0903', '0906', '0913', '0916'],
  Airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0911', '0912'],
  Glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
};

/**
 * The network a Nigerian number most likely belongs to, from its prefix (numbers can be ported,
 * so screens offer it as a default the customer can change). Accepts 0803…, 234803… and +234803….
 */
export function guessNetwork(phone: string): Network | null {
  const digits = phone.trim().replace(/^\+?234/, '0');
  if (!/^0\d{3,}/.test(digits)) return null;
  let best: { network: Network; length: number } | null = null;
  for (const network of NETWORKS) {
    for (const prefix of NETWORK_PREFIXES[network]) {
      if (digits.startsWith(prefix) && (!best || prefix.length > best.length)) best = { network, length: prefix.length };
    }
  }
  return best?.network ?? null;
}
