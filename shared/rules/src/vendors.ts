/*
 * Vendors (ADR 0026): the application form's rules, and every message the vendor area,
 * the back office and the reseller API show. The API and the screens both use these.
 */
import { nairaToKobo } from './money';

/** A buyer's price tier: `users.level`. */
export const VENDOR_LEVELS = ['customer', 'vendor'] as const;
export type VendorLevel = (typeof VENDOR_LEVELS)[number];

/** The "expected monthly volume" choices of the application form. */
export const VENDOR_MONTHLY_VOLUMES = ['Below ₦500,000', '₦500,000 - ₦2,000,000', '₦2,000,000 - ₦10,000,000', 'Above ₦10,000,000'] as const;

/** A reseller key's mode (ADR 0043): live money, or the sandbox and a test balance (`rk_test_` keys). */
export const RESELLER_MODES = ['live', 'test'] as const;
export type ResellerMode = (typeof RESELLER_MODES)[number];
/** The most a vendor adds to their test balance at once, naira (play money, but bounded). */
export const TEST_TOP_UP_MAX_NAIRA = 1_000_000;

/** At most this many live API keys per vendor. */
export const RESELLER_MAX_KEYS = 10;
/** At most this many allowed IP addresses per key. */
export const RESELLER_MAX_IPS = 20;
/** A request id: letters, digits and - _ . : (what resellers' systems generate), 1 to 64 characters. */
export const RESELLER_REQUEST_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';
/**
 * How a callback that was not answered 2xx is retried (ADR 0026, 0043): the n-th retry waits
 * base × 2^(n-1), at most maxDelay, until `window` after the first attempt. The API reads
 * CALLBACK_RETRY_BASE_MS, CALLBACK_RETRY_MAX_DELAY_MS and CALLBACK_RETRY_WINDOW_MS; these are the defaults.
 */
export const CALLBACK_RETRY = { baseMs: 30_000, maxDelayMs: 30 * 60_000, windowMs: 24 * 60 * 60 * 1000 } as const;
/** How long callbacks of a final state are retried (ADR 0026). */
export const CALLBACK_RETRY_WINDOW_MS = CALLBACK_RETRY.windowMs;

/** The delay before the retry that follows the n-th failed attempt (n from 1). */
export function callbackRetryDelayMs(attempts: number, retry: { baseMs: number; maxDelayMs: number } = CALLBACK_RETRY): number {
  return Math.min(retry.maxDelayMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));
}

export const VENDOR_MESSAGES = {
  businessNameRequired: 'Enter your business name.',
  phoneInvalid: 'Enter a valid 11-digit phone number, like 08031234567.',
  volumeRequired: 'Select your expected monthly volume.',
  applied: 'Thank you. We will review your application and e-mail you our answer.',
  alreadyPending: 'Your application is being reviewed. We will e-mail you our answer.',
  alreadyVendor: 'You are already a vendor.',
  approved: 'Application approved: the customer is now a vendor.',
  declined: 'Application declined.',
  notPending: 'This application has already been decided.',
  applicationNotFound: 'Application not found.',
  vendorsOnly: 'Only vendors can use this. Apply to become a vendor first.',
  vendorPriceInvalid: 'Enter the vendor price in naira with at most two decimals, above zero.',
  vendorPriceAboveCustomer: 'The vendor price cannot be above the customer price.',
  vendorRateInvalid: 'Enter the vendor discount as a percentage from 0 to 99.99, or leave it empty for the customers’ rate.',
  keyNameRequired: 'Give the key a name.',
  ipInvalid: (ip: string) => `${ip} is not an IP address.`,
  tooManyKeys: `You have reached the limit of ${RESELLER_MAX_KEYS} API keys. Revoke one first.`,
  keyCreated: 'API key created. Copy it now: it will not be shown again.',
  keyRotated: 'API key rotated. Copy the new key now: the old one no longer works.',
  keyRevoked: 'API key revoked.',
  /** Under the PIN boxes when a key is created or rotated (ADR 0026's amendment). */
  keyPinHint: 'A key spends your wallet without asking you: your PIN authorises it.',
  rotateConfirm: (name: string) => `Rotate the key "${name}"? It stops working now; the new key is shown once.`,
  keyNotFound: 'API key not found.',
  // Test mode (ADR 0043): rk_test_ keys, the sandbox and the test balance.
  testKeyHint: 'A test key (rk_test_…) buys from your test balance against the sandbox: no real money, no real delivery.',
  testTopUpInvalid: (maxNaira: number) => `Enter an amount from ₦1 to ₦${maxNaira.toLocaleString('en-NG')}.`,
  testToppedUp: 'Test balance topped up.',
  /** Beside a test key's purchase wherever staff see transactions. */
  testPurchaseFlag: 'test purchase: no real money',
  webhookInvalid: 'Enter the full https:// (or http://) address of your callback receiver.',
  webhookSaved: 'Callback URL saved.',
  webhookRemoved: 'Callback URL removed.',
  resendQueued: 'Callback queued for sending again.',
  deliveryNotFound: 'Callback not found.',
  // The reseller API's refusals.
  keyMissing: 'Send your API key as Authorization: Bearer <key>.',
  keyInvalid: 'This API key is not valid or has been revoked.',
  ipNotAllowed: (ip: string) => `Calls from ${ip} are not allowed for this API key.`,
  rateLimited: 'Too many requests for this API key. Retry after the time in Retry-After.',
  requestIdUnknown: 'No purchase with this request_id.',
  kindInvalid: 'kind must be one of airtime, data, cable, electricity, education.',
  verifyTypeInvalid: 'type must be one of smart_card, meter, jamb.',
  // E-mails to the applicant.
  approvedEmailSubject: 'You are now a vendor',
  approvedEmail: (firstName: string) =>
    `Hello ${firstName || 'there'},\n\nYour vendor application has been approved. You now buy at vendor prices, and you can create API keys under Settings.`,
  declinedEmailSubject: 'Your vendor application',
  declinedEmail: (firstName: string, reason: string) =>
    `Hello ${firstName || 'there'},\n\nWe could not approve your vendor application${reason ? `: ${reason}` : '.'}\nYou can apply again at any time.`,
} as const;

export interface VendorApplicationInput {
  business_name: string;
  phone: string;
  monthly_volume: string;
}

/** The application form's first failure as {field, message}, or null. */
export function validateVendorApplication(input: Partial<VendorApplicationInput>): { field: keyof VendorApplicationInput; message: string } | null {
  if (!input.business_name?.trim() || input.business_name.trim().length > 120) return { field: 'business_name', message: VENDOR_MESSAGES.businessNameRequired };
  if (!/^0\d{10}$/.test(input.phone?.trim() ?? '')) return { field: 'phone', message: VENDOR_MESSAGES.phoneInvalid };
  if (!(VENDOR_MONTHLY_VOLUMES as readonly string[]).includes(input.monthly_volume ?? '')) return { field: 'monthly_volume', message: VENDOR_MESSAGES.volumeRequired };
  return null;
}

/** A test balance top-up in kobo, or null when it is not from ₦1 to TEST_TOP_UP_MAX_NAIRA. */
export function testTopUpKobo(amount: unknown): number | null {
  const kobo = nairaToKobo(amount);
  return kobo !== null && kobo >= 100 && kobo <= nairaToKobo(TEST_TOP_UP_MAX_NAIRA)! ? kobo : null;
}

/** A callback URL the API will post to: http(s), absolute, at most 500 characters. */
export function isValidWebhookUrl(url: string): boolean {
  if (url.length > 500) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

type PricedPlan = { amount: number; vendor_amount?: number };
type PricedRates = { discount?: number; vendor_discount?: number };

/**
 * A package's products (get-package/) as a buyer of `level` is charged: a vendor's screens show the
 * vendor price and discount where the catalogue has one (the API charges the same, ADR 0026).
 */
export function productsForLevel<P>(products: P, level: VendorLevel | undefined): P {
  if (level !== 'vendor') return products;
  if (Array.isArray(products)) {
    return products.map((plan: PricedPlan) => (plan.vendor_amount === undefined ? plan : { ...plan, amount: plan.vendor_amount })) as P;
  }
  const rates = products as PricedRates | null;
  if (rates && typeof rates === 'object' && rates.vendor_discount !== undefined) return { ...rates, discount: rates.vendor_discount } as P;
  return products;
}

/**
 * What is wrong with a plan's vendor price (ADR 0026), or null: a price in naira (two decimals at
 * most) above zero and not above the customers' price. Both in kobo; the API checks the same.
 */
export function vendorAmountProblem(vendorKobo: number | null, customerKobo: number): string | null {
  if (vendorKobo === null || !Number.isInteger(vendorKobo) || vendorKobo <= 0) return VENDOR_MESSAGES.vendorPriceInvalid;
  return vendorKobo > customerKobo ? VENDOR_MESSAGES.vendorPriceAboveCustomer : null;
}

/** The same for a typed vendor price against the customers' price in naira (the catalogue table). */
export function vendorPriceTextProblem(text: string, customerNaira: number): string | null {
  const customerKobo = nairaToKobo(customerNaira);
  return vendorAmountProblem(nairaToKobo(text), customerKobo ?? 0);
}

/** A typed vendors' discount (percent): empty puts vendors back on the customers' rate; else 0 to 99.99, two decimals at most. */
export function vendorRateTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return VENDOR_MESSAGES.vendorRateInvalid;
  return null;
}

/**
 * Whether a transaction is a reseller test key's purchase (ADR 0043), from its `request_details`:
 * bought from the test balance against the sandbox, so no real money moved.
 */
export const isTestPurchaseDetails = (details: Readonly<Record<string, unknown>> | null | undefined): boolean => Boolean(details && 'test' in details);
