import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BankKey } from '@topup/rules';
import type { GatewayEvent, PaymentGateway, PaymentStatus, VerifiedPayment } from './port';

/** Monnify's bank codes for reserved accounts. */
const BANK_CODES: Record<BankKey, string> = { palmpay: '50515', moniepoint: '50515M', wema: '035' };

interface MonnifyEnvelope<T> {
  requestSuccessful?: boolean;
  responseMessage?: string;
  responseBody?: T;
}

export class GatewayUnavailable extends Error {}

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

function statusOf(paymentStatus: unknown): PaymentStatus {
  if (paymentStatus === 'PAID' || paymentStatus === 'OVERPAID' || paymentStatus === 'PARTIALLY_PAID') return 'paid';
  if (paymentStatus === 'PENDING') return 'pending';
  return 'failed';
}

const toKoboExact = (naira: unknown) => Math.round(Number(naira ?? 0) * 100);

/** A Monnify-style HTTP adapter: the sandbox in development and tests, the real gateway in production. */
export function createMonnifyAdapter(options: { baseUrl: string; apiKey: string; secret: string; timeoutMs: number }): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${options.apiKey}:${options.secret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(`gateway unreachable: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => ({}))) as MonnifyEnvelope<T>;
    if (!response.ok || !json.requestSuccessful || !json.responseBody) {
      throw new GatewayUnavailable(`gateway ${path} answered ${response.status}: ${json.responseMessage ?? ''}`);
    }
    return json.responseBody;
  }

  return {
    async initTransaction(input) {
      const body = await call<{ checkoutUrl: string; transactionReference: string }>('POST', '/api/v1/merchant/transactions/init-transaction', {
        amount: input.amountKobo / 100,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        paymentReference: input.reference,
        paymentDescription: 'Wallet funding',
        currencyCode: 'NGN',
        redirectUrl: input.redirectUrl,
        paymentMethods: ['CARD', 'ACCOUNT_TRANSFER'],
      });
      return { checkoutUrl: body.checkoutUrl, transactionReference: body.transactionReference };
    },

    async verify(ref): Promise<VerifiedPayment> {
      const query = ref.transactionReference
        ? `/api/v2/transactions/${encodeURIComponent(ref.transactionReference)}`
        : `/api/v2/merchant/transactions/query?paymentReference=${encodeURIComponent(ref.paymentReference ?? '')}`;
      const body = await call<Record<string, unknown>>('GET', query);
      const destination = body.destinationAccountInformation as { accountNumber?: string } | undefined;
      return {
        status: statusOf(body.paymentStatus),
        paymentReference: String(body.paymentReference ?? ''),
        transactionReference: String(body.transactionReference ?? ''),
        paidKobo: statusOf(body.paymentStatus) === 'paid' ? toKoboExact(body.amountPaid) : 0,
        paidAt: typeof body.paidOn === 'string' ? new Date(body.paidOn) : undefined,
        accountNumber: destination?.accountNumber,
      };
    },

    async createReservedAccount(input) {
      const body = await call<{ accounts: { accountNumber: string; accountName: string; bankName: string }[] }>(
        'POST',
        '/api/v2/bank-transfer/reserved-accounts',
        {
          accountReference: input.accountReference,
          accountName: input.accountName,
          currencyCode: 'NGN',
          customerEmail: input.customerEmail,
          customerName: input.accountName,
          [input.identity.kind]: input.identity.value,
          getAllAvailableBanks: false,
          preferredBanks: [BANK_CODES[input.bank]],
        },
      );
      const account = body.accounts[0];
      if (!account) throw new GatewayUnavailable('gateway created no account');
      return account;
    },

    async verifyIdentity(input) {
      const body = await call<{ found: boolean; name?: string }>('POST', '/api/v1/vas/identity/lookup', { kind: input.kind, number: input.number, name: input.expectedName });
      return body.found && body.name ? { found: true, name: body.name } : { found: false };
    },

    isAuthentic(rawBody, signature) {
      if (!signature) return false;
      const expected = Buffer.from(signBody(options.secret, rawBody), 'hex');
      const sent = Buffer.from(signature, 'hex');
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },

    parseEvent(body): GatewayEvent | undefined {
      const event = body as { eventType?: unknown; eventData?: Record<string, unknown> };
      const data = event?.eventData;
      if (typeof event?.eventType !== 'string' || !data || typeof data.transactionReference !== 'string') return undefined;
      const destination = data.destinationAccountInformation as { accountNumber?: string } | undefined;
      return {
        eventId: `${event.eventType}:${data.transactionReference}`,
        eventType: event.eventType,
        transactionReference: data.transactionReference,
        paymentReference: String(data.paymentReference ?? ''),
        accountNumber: destination?.accountNumber,
      };
    },
  };
}
