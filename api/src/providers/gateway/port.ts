import type { BankKey } from '@topup/rules';

/** What the API needs from a payment gateway (Monnify-style). Amounts in kobo. */

export interface InitTransaction {
  /** Our reference for the payment (the gateway's paymentReference). */
  reference: string;
  amountKobo: number;
  customerName: string;
  customerEmail: string;
  /** Where the gateway's checkout page sends the browser back (it adds ?paymentReference=). */
  redirectUrl: string;
}

export type PaymentStatus = 'paid' | 'pending' | 'failed';

export interface VerifiedPayment {
  status: PaymentStatus;
  /** Our reference for card payments; for a bank transfer, the gateway's own. */
  paymentReference: string;
  transactionReference: string;
  /** What the customer actually paid (0 unless paid). */
  paidKobo: number;
  paidAt?: Date;
  /** For transfers into a reserved account: which account received it. */
  accountNumber?: string;
}

export interface ReservedAccount {
  accountNumber: string;
  accountName: string;
  bankName: string;
}

export interface GatewayEvent {
  /** Unique per event: a replayed webhook carries the same id. */
  eventId: string;
  eventType: string;
  transactionReference: string;
  paymentReference: string;
  accountNumber?: string;
}

export interface PaymentGateway {
  initTransaction(input: InitTransaction): Promise<{ checkoutUrl: string; transactionReference: string }>;
  /** Asks the gateway what happened to a payment (by our reference or, for transfers, theirs). */
  verify(ref: { paymentReference?: string; transactionReference?: string }): Promise<VerifiedPayment>;
  createReservedAccount(input: {
    bank: BankKey;
    accountReference: string;
    accountName: string;
    customerEmail: string;
    identity: { kind: 'bvn' | 'nin'; value: string };
  }): Promise<ReservedAccount>;
  /**
   * Who a BVN or NIN belongs to (the name the bank or NIMC holds). Throws when the
   * gateway does not answer in time.
   */
  verifyIdentity(input: { kind: 'bvn' | 'nin'; number: string; expectedName: string }): Promise<{ found: false } | { found: true; name: string }>;
  /** True when the signature header is the HMAC-SHA512 of the raw body with our secret. */
  isAuthentic(rawBody: string, signature: string | undefined): boolean;
  parseEvent(body: unknown): GatewayEvent | undefined;
}
