import type { BillsOutcome, BillsProvider, BillsVariation, MerchantVerification } from './port';

/** VTpass response codes we act on; anything else is treated as "no clear answer". */
const CODE = {
  processed: '000',
  processing: '099',
  failed: '016',
  invalidRequestId: '015',
} as const;

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
}

export function outcomeFromVtpass(body: VtpassBody): BillsOutcome {
  const description = body.response_description ?? '';
  const state = body.content?.transactions?.status;
  if (body.code === CODE.processed) {
    if (state === 'delivered') {
      const token = body.token ?? body.Token ?? body.purchased_code;
      return { status: 'delivered', message: description || 'TRANSACTION SUCCESSFUL', ...(token ? { token } : {}) };
    }
    if (state === 'failed' || state === 'reversed') return { status: 'failed', message: description || 'TRANSACTION FAILED' };
    return { status: 'pending', message: description || 'TRANSACTION PROCESSING' };
  }
  if (body.code === CODE.processing) return { status: 'pending', message: description || 'TRANSACTION PROCESSING' };
  if (body.code === CODE.failed) return { status: 'failed', message: description || 'TRANSACTION FAILED' };
  if (body.code === CODE.invalidRequestId) return { status: 'not_found', message: description || 'INVALID REQUEST ID' };
  return { status: 'unknown', message: `Unexpected provider answer ${body.code ?? '(no code)'} ${description}`.trim() };
}

export function createVtpassAdapter(options: { baseUrl: string; timeoutMs: number }): BillsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<VtpassBody> {
    const response = await fetch(`${base}${path}`, {
      method: init.method,
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as VtpassBody;
    } catch {
      throw new Error(`Provider answered HTTP ${response.status} with a non-JSON body`);
    }
  }

  async function outcome(path: string, body: unknown): Promise<BillsOutcome> {
    try {
      return outcomeFromVtpass(await call(path, { method: 'POST', body }));
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
      });
    },

    requery(requestId) {
      return outcome('/api/requery', { request_id: requestId });
    },

    async verifyMerchant(input): Promise<MerchantVerification> {
      const body = await call('/api/merchant-verify', { method: 'POST', body: input });
      const content = body.content ?? {};
      if (body.code !== CODE.processed || typeof content.error === 'string' || typeof content.Customer_Name !== 'string') {
        return { ok: false, error: String(content.error ?? body.response_description ?? 'Verification failed') };
      }
      return { ok: true, content: content as MerchantVerification & { Customer_Name: string } & Record<string, unknown> };
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
