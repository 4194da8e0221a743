import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { PACKAGE_TYPE } from '@topup/rules';
import { PACKAGES } from '../src/db/catalogue-data';
import { isVtpassRequestId, outcomeForNumber, testCustomerName } from './outcomes';

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
  quantity: number;
  token: string | null;
  /** Exam pins delivered, one per quantity. */
  cards: Array<{ Serial: string; Pin: string }>;
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
  quantity?: number | string;
}

function digits(n: number): string {
  let out = '';
  while (out.length < n) out += String(randomInt(0, 10));
  return out;
}

const packagesOfType = (type: number) => PACKAGES.filter((p) => p.type === type);
const isElectricity = (serviceID: string) => packagesOfType(PACKAGE_TYPE.electricity).some((p) => p.key === serviceID);
const isExam = (serviceID: string) => packagesOfType(PACKAGE_TYPE.education).some((p) => p.key === serviceID);

/** The sandbox sells what our catalogue lists: a cable card's renewal is its cheapest bouquet. */
function cheapestBouquet(serviceID: string): { title: string; amount: number } | undefined {
  const plans = PACKAGES.find((p) => p.type === PACKAGE_TYPE.cable && p.key === serviceID)?.plans ?? [];
  return [...plans].sort((a, b) => a.amount - b.amount)[0];
}

/** What a delivered purchase hands over: a 20-digit token (electricity) or a serial and 12-digit PIN per pin. */
function deliver(p: Purchase): void {
  if (isElectricity(p.serviceID)) p.token = digits(20);
  if (isExam(p.serviceID)) {
    p.cards = Array.from({ length: p.quantity }, () => ({ Serial: `SBX${digits(9)}`, Pin: digits(12) }));
  }
}

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
    ...(p.token ? { purchased_code: `Token : ${p.token}`, token: p.token, units: (p.amount / 60).toFixed(1) } : {}),
    ...(p.cards.length > 0 ? { cards: p.cards } : {}),
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
    if (!isVtpassRequestId(requestId)) {
      return reply.send({ code: '011', response_description: 'INVALID ARGUMENTS: request_id must start with YYYYMMDDHHII (Africa/Lagos)' });
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
    const state: State = script === 'fail' || script === 'fail-after-verify' ? 'failed' : pendingFirst ? 'pending' : 'delivered';
    const purchase: Purchase = {
      requestId,
      serviceID: String(body.serviceID),
      billersCode,
      variationCode: body.variation_code ?? null,
      amount: Number(body.amount ?? 0),
      phone: String(body.phone ?? ''),
      quantity: Math.max(1, Number(body.quantity ?? 1) || 1),
      state,
      settlesAs: script === 'pending-then-failed' ? 'failed' : script === 'pending-forever' ? 'pending' : 'delivered',
      token: null,
      cards: [],
      payCalls: 1,
      requeryCalls: 0,
      createdAt: new Date().toISOString(),
    };
    if (state === 'delivered') deliver(purchase);
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
      if (purchase.state === 'delivered') deliver(purchase);
    }
    return answer(purchase);
  });

  app.post<{ Body: { serviceID?: string; billersCode?: string; type?: string } }>(
    '/api/merchant-verify',
    async (request) => {
      const billersCode = String(request.body?.billersCode ?? '');
      const serviceID = String(request.body?.serviceID ?? '');
      if (billersCode && outcomeForNumber(billersCode) === 'verify-account-locked') {
        return { code: '021', response_description: 'ACCOUNT IS LOCKED' };
      }
      if (!billersCode || outcomeForNumber(billersCode) === 'fail') {
        return {
          code: '000',
          content: {
            error: isElectricity(serviceID)
              ? 'This meter number is invalid. Please check and try again.'
              : isExam(serviceID)
                ? 'This profile ID is invalid. Please check and try again.'
                : 'This smart card number is invalid. Please check and try again.',
            WrongBillersCode: true,
          },
        };
      }
      const name = testCustomerName(billersCode);
      if (isElectricity(serviceID)) {
        const type = request.body?.type ?? 'prepaid';
        return {
          code: '000',
          content: {
            Customer_Name: name,
            Address: '1 Sandbox Close, Ikeja, Lagos',
            Meter_Number: billersCode,
            Meter_Type: type.toUpperCase(),
            // Postpaid meters with arrears often carry a higher minimum vend.
            Minimum_Amount: type === 'postpaid' ? 1000 : 500,
          },
        };
      }
      if (isExam(serviceID)) return { code: '000', content: { Customer_Name: name } };
      const renewal = cheapestBouquet(serviceID);
      return {
        code: '000',
        content: {
          Customer_Name: name,
          Status: 'ACTIVE',
          Due_Date: '2030-01-01',
          Customer_Number: billersCode,
          Current_Bouquet: renewal?.title ?? 'Unknown',
          Renewal_Amount: renewal?.amount ?? 0,
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
