/**
 * Response and payload shapes of the API (spec sections 3 and 7, api-contract.md). Amounts are
 * naira. The records the API also validates with are inferred from @topup/wire (ADR 0010).
 */
import type {
  Beneficiary,
  BeneficiaryKindName,
  CustomerSession,
  DataPlan,
  ExamPlan,
  PackageProducts,
  PackageRates,
  PackageRecord,
  ShopCategory,
  ShopProduct,
  ShopProductDetail,
  TransactionRecord,
  UserRecord,
  VirtualAccountEntry,
} from '@topup/wire';

export type { DataPlan, ExamPlan, PackageRates, ShopCategory, ShopProduct, ShopProductDetail };
export type VirtualAccount = VirtualAccountEntry;
export type User = UserRecord;
export type Transaction = TransactionRecord;
export type { Beneficiary, CustomerSession };
export type BeneficiaryKind = BeneficiaryKindName;
export interface BeneficiaryPayload {
  kind: BeneficiaryKind;
  value: string;
  name: string;
}

/** What every call resolves to: the HTTP status and the envelope's message and data. */
export interface ApiResult<T> {
  status: number;
  message: string;
  data: T;
}

/** verify-atm-payment/: 200 paid, 202 pending (a failed payment is a 400). */
export interface PaymentVerification {
  status: 'paid' | 'pending' | 'failed';
}

export interface Setting {
  key: string;
  value: string;
}

/** get-featured-products/: shop products (with their discount). */
export type FeaturedProduct = ShopProduct;

/** A bill provider or service; `products` is a plan list for data, cable and exam pins. */
export type Package<P = PackageProducts> = Omit<PackageRecord, 'products'> & { products: P };

export interface VerificationContent {
  Customer_Name?: string;
  Renewal_Amount?: number;
  error?: string;
  [detail: string]: unknown;
}

export interface PaymentLink {
  transactionReference: string;
  checkoutUrl: string;
}

export type MessageOnly = unknown;

// Payloads, field names exactly as the spec's section 7 table.

export interface LoginPayload {
  email: string;
  password: string;
}

/**
 * auth/login/ and admin/auth/totp/: API clients get the bearer token in `access`; the web app (its
 * WEB_CLIENT_HEADER) gets an HttpOnly cookie instead and no token (ADR 0032).
 */
export interface LoginData {
  access?: string;
}

/** admin/auth/login/: a challenge for the second step; the first time, the authenticator to set up. */
export interface StaffLoginStart {
  challenge: string;
  setup?: { secret: string; otpauth_uri: string; qr_svg: string };
}

export interface StaffTotpPayload {
  challenge: string;
  code: string;
}

export interface RegisterPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone_no: string;
  referral: string;
  password2: string;
}

export interface ResetPasswordPayload {
  new_password: string;
  password_token: string;
  confirm_new_password: string;
}

export interface PaymentLinkPayload {
  amount: number | string;
  account_name?: string;
  nin?: string;
  bvn?: string;
}

export interface VirtualAccountPayload {
  account_name: string;
  nin?: string;
  bvn?: string;
  amount?: number;
  bank_name: 'palmpay' | 'moniepoint' | 'wema';
}

// Purchase payloads by kind: the API validates each with the same schema (@topup/wire, purchases.ts).
export type { PurchaseBodies } from '@topup/wire';

export interface OrderPayload {
  product_id: number;
  quantity: number;
  /** The payable the customer saw; the server checks it against its own price. */
  amount: number;
  phone: string;
  address: string;
  phone_number: string;
}

export interface TransferToUserPayload {
  amount: number | string;
  email: string;
}

export interface TransferBonusPayload {
  amount: number | string;
}

export interface ProfilePayload {
  first_name: string;
  last_name: string;
}

export interface BankPayload {
  account_name: string;
  account_number: string;
  bank_name: string;
}

export interface ChangePasswordPayload {
  old_password: string;
  new_password: string;
  password: string;
  password2: string;
}

export interface ContactPayload {
  full_name: string;
  email: string;
  phone_number: string;
  message: string;
}

/** Options of a POST that moves money: a repeat with the same key moves money once. */
export interface MoneyOptions {
  idempotencyKey?: string;
  /** The 4-digit transaction PIN, sent as X-Transaction-Pin (debits of an account that has one). */
  transactionPin?: string;
}

/** PUT transaction-pin/: old_pin when one is set already. */
export interface TransactionPinPayload {
  pin: string;
  password: string;
  old_pin?: string;
}

/** kyc/verify-identity/. */
export interface IdentityPayload {
  kind: 'bvn' | 'nin';
  number: string;
}

/** kyc/address-document/: a proof of address for Tier 3, the file as base64. */
export interface AddressDocumentPayload {
  file_name: string;
  content_type: string;
  data: string;
}

export type {
  CallbackDelivery,
  CreatedResellerKey,
  ResellerKey,
  StaffResellerKey,
  StaffVendorApplication,
  TestBalance,
  VendorApplication,
  VendorStatus,
  VendorUsage,
} from '@topup/wire';
/** Scheduled top-ups and complaint tickets (ADR 0027). */
export type { ComplaintDetail, ComplaintInput, ComplaintTicket, ScheduleInput } from '@topup/wire';
export type { ScheduleRecord as Schedule } from '@topup/wire';
