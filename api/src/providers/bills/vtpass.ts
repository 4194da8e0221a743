import { request } from 'undici';
import type { BillsOutcome, BillsProvider, BillsVariation, FailureReason, MerchantVerification } from './port';

/** VTpass response codes we act on; anything else is treated as "no clear answer". */
const CODE = {
  processed: '000',
  processing: '099',
  failed: '016',
  invalidRequestId: '015',
  /** On pay: the provider already has this request id, so it was received; a requery tells its state. */
  requestIdExists: '014',
} as const;

/**
 * Pay answers that say the provider did not take the request: nothing was bought, so the purchase
 * fails and is refunded (a requery would only find "not found", pay again and meet the same code).
 * 083 (system error) is left out on purpose: it does not say whether the request was recorded, so
 * the money stays held and the requery job finds out (or hands it to manual review).
 */
const PAY_REFUSALS: ReadonlyMap<string, FailureReason> = new Map([
  ['010', 'declined'], // variation code does not exist
  ['011', 'declined'], // invalid arguments
  ['012', 'declined'], // product does not exist
  ['013', 'declined'], // below minimum amount
  ['017', 'declined'], // above maximum amount
  ['018', 'unavailable'], // low wallet balance (ours, at the provider)
  ['019', 'declined'], // likely duplicate transaction
  ['021', 'unavailable'], // account locked
  ['022', 'unavailable'], // account suspended
  ['023', 'unavailable'], // API access not enabled
  ['024', 'unavailable'], // account inactive
  ['025', 'declined'], // recipient bank invalid
  ['026', 'declined'], // recipient account could not be verified
  ['027', 'unavailable'], // IP not whitelisted
  ['028', 'unavailable'], // product not whitelisted on the account
  ['030', 'unavailable'], // biller not reachable at this point
  ['031', 'declined'], // below minimum quantity
  ['032', 'declined'], // above maximum quantity
  ['034', 'unavailable'], // service suspended
  ['035', 'unavailable'], // service inactive
]);

interface VtpassBody {
  code?: string;
  response_description?: string;
  content?: {
    transactions?: { status?: string; product_name?: string };
    error?: string;
    [key: string]: unknown;
  } & Record<string, unknown>;
  purchased_code?: string;
  token?: string;
  Token?: string;
  units?: string | number;
  /** Exam pins (WAEC, NECO...): one card per quantity. */
  cards?: Array<{ Serial?: string; Pin?: string }>;
}

/** Exam pins as 'Serial: … PIN: …' lines; else the electricity token. */
function deliveredCode(body: VtpassBody): string | undefined {
  const cards = (body.cards ?? []).filter((c) => c.Pin);
  if (cards.length > 0) return cards.map((c) => `Serial: ${c.Serial ?? '-'} PIN: ${c.Pin}`).join('\n');
  return body.token ?? body.Token ?? body.purchased_code?.replace(/^\s*Token\s*:\s*/i, '');
}

/**
 * A refusal code on pay is a verdict on the purchase; on requery it is about the requery call
 * itself (credentials, arguments...), so there it says nothing about the purchase.
 */
export function outcomeFromVtpass(body: VtpassBody, call: 'pay' | 'requery'): BillsOutcome {
  const description = body.response_description ?? '';
  const state = body.content?.transactions?.status;
  if (body.code === CODE.processed) {
    if (state === 'delivered') {
      const token = deliveredCode(body);
      const units = body.units === undefined || body.units === null ? undefined : String(body.units);
      return { status: 'delivered', message: description || 'TRANSACTION SUCCESSFUL', ...(token ? { token } : {}), ...(units ? { units } : {}) };
    }
    if (state === 'failed' || state === 'reversed') return { status: 'failed', message: description || 'TRANSACTION FAILED', reason: 'declined' };
    return { status: 'pending', message: description || 'TRANSACTION PROCESSING' };
  }
  if (body.code === CODE.processing) return { status: 'pending', message: description || 'TRANSACTION PROCESSING' };
  if (body.code === CODE.failed) return { status: 'failed', message: description || 'TRANSACTION FAILED', reason: 'declined' };
  if (body.code === CODE.invalidRequestId) return { status: 'not_found', message: description || 'INVALID REQUEST ID' };
  if (call === 'pay' && body.code === CODE.requestIdExists) {
    return { status: 'pending', message: description || 'REQUEST ID ALREADY EXIST' };
  }
  const refusal = call === 'pay' && body.code !== undefined ? PAY_REFUSALS.get(body.code) : undefined;
  if (refusal) return { status: 'failed', message: description || `Refused by the provider (${body.code})`, reason: refusal };
  return { status: 'unknown', message: `Unexpected provider answer ${body.code ?? '(no code)'} ${description}`.trim() };
}

/** The provider's words for "this number does not exist" (VTpass answers 000 with content.error). */
const WRONG_NUMBER = /invalid|not (a )?valid|wrong|incorrect|not found|does not exist|could not be found/i;

/**
 * A merchant-verify answer: only a 000 whose content says the number itself is wrong is the
 * customer's to fix; any other code (account locked, IP not whitelisted, low balance, unknown) is a
 * problem on our side of the provider, never shown to the customer in the provider's words.
 */
export function verificationFromVtpass(body: VtpassBody): MerchantVerification {
  const content = body.content ?? {};
  const providerText = String(content.error ?? body.response_description ?? 'Verification failed');
  if (body.code === CODE.processed && typeof content.error !== 'string' && typeof content.Customer_Name === 'string') {
    return { ok: true, content: content as MerchantVerification & { Customer_Name: string } & Record<string, unknown> };
  }
  const wrongNumber =
    body.code === CODE.processed && (content.WrongBillersCode === true || (typeof content.error === 'string' && WRONG_NUMBER.test(content.error)));
  return { ok: false, reason: wrongNumber ? 'invalid' : 'unavailable', error: providerText };
}

export function createVtpassAdapter(options: { baseUrl: string; timeoutMs: number }): BillsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  // undici's request rather than fetch: the same pooled keep-alive connection at about a third of
  // the CPU per call (fetch's web streams showed as 10 % of the API's profile under purchases).
  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<VtpassBody> {
    const response = await request(`${base}${path}`, {
      method: init.method,
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.body.text();
    try {
      return JSON.parse(text) as VtpassBody;
    } catch {
      throw new Error(`Provider answered HTTP ${response.statusCode} with a non-JSON body`);
    }
  }

  async function outcome(path: '/api/pay' | '/api/requery', body: unknown): Promise<BillsOutcome> {
    try {
      return outcomeFromVtpass(await call(path, { method: 'POST', body }), path === '/api/pay' ? 'pay' : 'requery');
    } catch (error) {
      return { status: 'unknown', message: (error as Error).message };
    }
  }

  return {
    pay(request) {
      return outcome('/api/pay', {
        request_id: request.requestId,
        serviceID: request.serviceID,
        billersCode: request.billersCode,
        variation_code: request.variationCode,
        amount: request.amountNaira,
        phone: request.phone,
        ...(request.quantity === undefined ? {} : { quantity: request.quantity }),
        ...(request.subscriptionType === undefined ? {} : { subscription_type: request.subscriptionType }),
      });
    },

    requery(requestId) {
      return outcome('/api/requery', { request_id: requestId });
    },

    async verifyMerchant(input): Promise<MerchantVerification> {
      return verificationFromVtpass(await call('/api/merchant-verify', { method: 'POST', body: input }));
    },

    async variations(serviceID): Promise<BillsVariation[]> {
      const body = await call(`/api/service-variations?serviceID=${encodeURIComponent(serviceID)}`, { method: 'GET' });
      const list = (body.content?.variations ?? body.content?.varations ?? []) as Array<{
        variation_code: string;
        name: string;
        variation_amount: string | number;
      }>;
      return list.map((v) => ({ variationCode: v.variation_code, name: v.name, amountNaira: Number(v.variation_amount) }));
    },
  };
}
