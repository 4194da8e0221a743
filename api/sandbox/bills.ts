import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { outcomeForNumber, testCustomerName } from './outcomes';

type State = 'delivered' | 'pending' | 'failed';

interface Purchase {
  requestId: string;
  serviceID: string;
  billersCode: string;
  variationCode: string | null;
  amount: number;
  phone: string;
  state: State;
  /** What the first requery turns a pending purchase into (pending: it never settles). */
  settlesAs: State;
  token: string | null;
  payCalls: number;
  requeryCalls: number;
  createdAt: string;
}

export interface BillsSandboxOptions {
  /** How long the "slow" (997) pay call takes to answer. */
  slowMs: number;
}

interface PayBody {
  request_id?: string;
  serviceID?: string;
  billersCode?: string;
  variation_code?: string;
  amount?: number | string;
  phone?: string;
}

function electricityToken(): string {
  let digits = '';
  while (digits.length < 20) digits += String(randomInt(0, 10));
  return digits;
}

const isElectricity = (serviceID: string) => serviceID.endsWith('-electric');

function answer(p: Purchase) {
  const base = {
    content: {
      transactions: {
        status: p.state,
        product_name: p.serviceID,
        unique_element: p.billersCode,
        amount: p.amount,
        transactionId: `SBX${p.requestId}`,
      },
    },
    requestId: p.requestId,
    amount: p.amount,
    transaction_date: p.createdAt,
    ...(p.token ? { purchased_code: `Token : ${p.token}`, token: p.token } : {}),
  };
  if (p.state === 'delivered') return { code: '000', response_description: 'TRANSACTION SUCCESSFUL', ...base };
  if (p.state === 'failed') {
    return { code: '016', response_description: 'TRANSACTION FAILED: the biller rejected this number', ...base };
  }
  return { code: '099', response_description: 'TRANSACTION IS PROCESSING', ...base };
}

/** The VTpass-style bill provider: /api/pay, /api/requery, /api/merchant-verify, /api/service-variations. */
export const billsSandbox: FastifyPluginAsync<BillsSandboxOptions> = async (app, options) => {
  const purchases = new Map<string, Purchase>();
  const lostOnce = new Set<string>();

  app.post<{ Body: PayBody }>('/api/pay', async (request, reply) => {
    const body = request.body ?? {};
    const requestId = String(body.request_id ?? '');
    const billersCode = String(body.billersCode ?? body.phone ?? '');
    if (!requestId || !body.serviceID || !billersCode) {
      return reply.send({ code: '011', response_description: 'INVALID ARGUMENTS' });
    }
    const existing = purchases.get(requestId);
    if (existing) {
      existing.payCalls += 1;
      return answer(existing);
    }
    const script = outcomeForNumber(billersCode);
    if (script === 'refused') return reply.send({ code: '018', response_description: 'LOW WALLET BALANCE' });
    if (script === 'lost-once' && !lostOnce.has(requestId)) {
      lostOnce.add(requestId);
      return reply.code(503).send({ code: '503', response_description: 'UPSTREAM UNAVAILABLE' });
    }
    const pendingFirst = ['pending-then-delivered', 'pending-then-failed', 'pending-forever'].includes(script);
    const state: State = script === 'fail' ? 'failed' : pendingFirst ? 'pending' : 'delivered';
    const purchase: Purchase = {
      requestId,
      serviceID: String(body.serviceID),
      billersCode,
      variationCode: body.variation_code ?? null,
      amount: Number(body.amount ?? 0),
      phone: String(body.phone ?? ''),
      state,
      settlesAs: script === 'pending-then-failed' ? 'failed' : script === 'pending-forever' ? 'pending' : 'delivered',
      token: null,
      payCalls: 1,
      requeryCalls: 0,
      createdAt: new Date().toISOString(),
    };
    if (state === 'delivered' && isElectricity(purchase.serviceID)) purchase.token = electricityToken();
    purchases.set(requestId, purchase);
    if (script === 'slow-delivered') await new Promise((resolve) => setTimeout(resolve, options.slowMs));
    return answer(purchase);
  });

  app.post<{ Body: { request_id?: string } }>('/api/requery', async (request) => {
    const purchase = purchases.get(String(request.body?.request_id ?? ''));
    if (!purchase) return { code: '015', response_description: 'INVALID REQUEST ID' };
    purchase.requeryCalls += 1;
    if (purchase.state === 'pending') {
      purchase.state = purchase.settlesAs;
      if (purchase.state === 'delivered' && isElectricity(purchase.serviceID)) purchase.token = electricityToken();
    }
    return answer(purchase);
  });

  app.post<{ Body: { serviceID?: string; billersCode?: string; type?: string } }>(
    '/api/merchant-verify',
    async (request) => {
      const billersCode = String(request.body?.billersCode ?? '');
      const serviceID = String(request.body?.serviceID ?? '');
      if (!billersCode || outcomeForNumber(billersCode) === 'fail') {
        return {
          code: '000',
          content: {
            error: isElectricity(serviceID)
              ? 'This meter number is invalid. Please check and try again.'
              : 'This smart card number is invalid. Please check and try again.',
            WrongBillersCode: true,
          },
        };
      }
      return {
        code: '000',
        content: {
          Customer_Name: testCustomerName(billersCode),
          Status: 'ACTIVE',
          Due_Date: '2030-01-01T00:00:00',
          Customer_Number: billersCode,
          Customer_Type: 'DSTV',
          Renewal_Amount: 4_500,
          Address: '1 Sandbox Close, Ikeja, Lagos',
          Meter_Type: request.body?.type ?? null,
          ...(request.body?.type ? { Meter_Number: billersCode } : {}),
        },
      };
    },
  );

  app.get<{ Querystring: { serviceID?: string } }>('/api/service-variations', async (request) => {
    const serviceID = String(request.query.serviceID ?? '');
    return {
      response_description: '000',
      content: {
        ServiceName: serviceID,
        serviceID,
        convinience_fee: '0 %',
        variations: [
          { variation_code: `${serviceID}-basic`, name: 'Basic plan', variation_amount: '1000.00', fixedPrice: 'Yes' },
          { variation_code: `${serviceID}-plus`, name: 'Plus plan', variation_amount: '2500.00', fixedPrice: 'Yes' },
        ],
      },
    };
  });

  /** Inspection for tests and manual checks: what the provider recorded for a request id. */
  app.get<{ Params: { requestId: string } }>('/sandbox/bills/requests/:requestId', async (request, reply) => {
    const purchase = purchases.get(request.params.requestId);
    if (!purchase) return reply.code(404).send({ message: 'Unknown request id' });
    return purchase;
  });
};
