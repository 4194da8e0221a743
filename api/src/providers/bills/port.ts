/** What the API needs from a bill-payment provider (VTpass-style). */

export interface BillsPayRequest {
  /** Our transaction reference: the provider treats a repeat as the same purchase. */
  requestId: string;
  serviceID: string;
  /** Phone, smart card or meter number. */
  billersCode: string;
  variationCode?: string;
  amountNaira: number;
  phone: string;
  /** Exam pins bought at once. */
  quantity?: number;
  /** Cable: 'renew' the current bouquet at its renewal amount, or 'change' to `variationCode`. */
  subscriptionType?: 'renew' | 'change';
}

/** Why the provider failed a purchase, in terms a customer message can be chosen from. */
export type FailureReason =
  /** The provider refused the request or the biller failed it (wrong number, unknown plan...). */
  | 'declined'
  /** Our account or the service at the provider cannot take purchases now (float, suspension). */
  | 'unavailable';

export type BillsOutcome =
  | {
      status: 'delivered';
      message: string;
      /** Electricity token, or exam pins as 'Serial: … PIN: …' lines. */
      token?: string;
      /** Electricity units, when the provider says. */
      units?: string;
    }
  | { status: 'failed'; message: string; reason: FailureReason }
  /** The provider has the purchase but has not finished it. */
  | { status: 'pending'; message: string }
  /** The provider never received this request id. */
  | { status: 'not_found'; message: string }
  /** No clear answer (timeout, network error, unknown code): the money stays held. */
  | { status: 'unknown'; message: string };

export type MerchantVerification =
  | { ok: true; content: Record<string, unknown> & { Customer_Name: string } }
  /**
   * `invalid`: the provider says the number itself is wrong (a customer can fix it);
   * `unavailable`: anything else (our account, IP, balance, an unknown code): not the customer's doing.
   * `error` is the provider's own text, for logs and staff only.
   */
  | { ok: false; reason: 'invalid' | 'unavailable'; error: string };

export interface BillsVariation {
  variationCode: string;
  name: string;
  amountNaira: number;
}

export interface BillsProvider {
  pay(request: BillsPayRequest): Promise<BillsOutcome>;
  requery(requestId: string): Promise<BillsOutcome>;
  verifyMerchant(input: { serviceID: string; billersCode: string; type?: string }): Promise<MerchantVerification>;
  variations(serviceID: string): Promise<BillsVariation[]>;
}
