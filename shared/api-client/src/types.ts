/**
 * Response and payload shapes of the API (spec sections 3 and 7, api-contract.md). Amounts are
 * naira. The records the API also validates with are inferred from @topup/wire (ADR 0010).
 */
import type { ShopCategory, ShopProduct, ShopProductDetail, TransactionRecord, UserRecord, VirtualAccountEntry } from '@topup/wire';

export type { ShopCategory, ShopProduct, ShopProductDetail };
export type VirtualAccount = VirtualAccountEntry;
export type User = UserRecord;
export type Transaction = TransactionRecord;

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

/** A data or cable plan; cable plans carry variation_code. */
export interface DataPlan {
  title: string;
  amount: number;
  code: string;
  description: string;
  variation_code?: string;
}

export interface ExamPlan {
  code: string;
  title: string;
  amount: number;
}

/** Percent figures for airtime and electricity (discount) and airtime-to-cash (commission). */
export interface PackageRates {
  discount?: number;
  commission?: number;
  /** Airtime to cash: the line the customer transfers airtime to. */
  receiving_number?: string;
}

/** A bill provider or service; `products` is a plan list for data, cable and exam pins. */
export interface Package<P = DataPlan[] | ExamPlan[] | PackageRates> {
  id: number;
  title: string;
  image: string;
  description: string;
  key: string;
  /** True when a profile ID must be verified before purchase (JAMB). */
  verify?: boolean;
  /** False while staff have switched the provider off. */
  available?: boolean;
  products: P;
}

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

export interface LoginData {
  access: string;
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

export interface AirtimePurchase {
  network: string;
  phone_number: string;
  /** Face value; the wallet pays it less the network discount. */
  amount: number;
  package_id: number;
  /** The charged amount the customer saw; the server refuses a stale one. */
  amt?: number;
}

export interface DataPurchase {
  service_providers: string;
  data_plan: string;
  phone: string;
  amt: number;
  package_id: number;
  variation_code: string;
  phone_number: string;
}

export interface CablePurchase {
  service_providers: string;
  /** Empty for a renewal at the verified amount. */
  cable_plan: string;
  phone_number: string;
  amt: number;
  /** Empty for SHOWMAX. */
  smart_no: string;
  variation_code: string;
  package_id: number;
  subscription_type?: 'renew' | 'change';
}

export interface ElectricityPurchase {
  package_id: number;
  billersCode: string;
  variation_code: string;
  service_id: string;
  amount: number;
  phone_number: string;
  amt: number;
  meter_no: string;
  meter_type: string;
}

export interface ExamPinPurchase {
  package_id: number;
  phone_number: string;
  /** The plan code. */
  variation_code: string;
  quantity?: number;
  /** JAMB: the verified profile ID. */
  profile_id?: string;
  /** The total the customer saw. */
  amt?: number;
}

export interface AirtimeToCashPayload {
  network: string;
  phone: string;
  amount_transferred: number;
  amount_to_receive: number;
  phone_number: string;
  package_id: number;
}

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
}
