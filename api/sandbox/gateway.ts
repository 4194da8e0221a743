import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/*
 * The payment gateway's side (Monnify-style) over real HTTP: init transaction and its hosted
 * checkout page, verify, reserved accounts, and signed webhooks to the API. Scripted faults on
 * the checkout's Pay (query `fault`): `twice` sends the webhook twice, `late` sends it after the
 * redirect, `none` never sends it (only the customer's verify call can credit), `bad-signature`
 * signs it with the wrong key. `amountPaid` on Pay pays another amount (under/overpayment).
 */

export interface GatewaySandboxOptions {
  /** Where webhooks go (the API's POST /api/v1/webhooks/gateway/); none: webhooks are not sent. */
  webhookUrl?: string;
  secret: string;
  /** How long a `late` webhook waits after the redirect. */
  lateMs?: number;
}

type Status = 'PENDING' | 'PAID' | 'FAILED';

interface Transaction {
  transactionReference: string;
  paymentReference: string;
  amount: number;
  amountPaid: number;
  customerName: string;
  customerEmail: string;
  redirectUrl: string;
  status: Status;
  paidOn?: string;
  product: { type: 'WEB_SDK' | 'RESERVED_ACCOUNT'; reference: string };
  destinationAccountInformation?: { accountNumber: string; bankName: string };
  webhooksSent: number;
}

interface ReservedAccount {
  accountReference: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
}

const BANK_NAMES: Record<string, string> = { '50515': 'Palmpay', '50515M': 'Moniepoint Microfinance Bank', '035': 'Wema Bank' };

/** How long an identity lookup of a number ending in 002 takes: past any client's time-out. */
const IDENTITY_TIMEOUT_MS = 12_000;

const ok = <T>(responseBody: T) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody });
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const gatewaySandbox: FastifyPluginAsync<GatewaySandboxOptions> = async (app, options) => {
  const transactions = new Map<string, Transaction>();
  const byPaymentRef = new Map<string, string>();
  const accounts = new Map<string, ReservedAccount>();
  /** The BVN or NIN each reserved account was opened with, by account number (what the bank would hold). */
  const accountIdentities = new Map<string, { bvn?: string; nin?: string }>();

  // The checkout page's Pay and Decline are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const origin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host}`;

  /** A transaction as the gateway shows it: in the requery answer and, with the customer, in the webhook. */
  const view = (t: Transaction) => ({
    transactionReference: t.transactionReference,
    paymentReference: t.paymentReference,
    amountPaid: t.amountPaid,
    totalPayable: t.amount,
    paymentStatus: t.status,
    paidOn: t.paidOn,
    product: t.product,
    destinationAccountInformation: t.destinationAccountInformation,
  });

  async function sendWebhook(t: Transaction, fault?: string) {
    if (!options.webhookUrl || t.status === 'PENDING') return;
    const body = JSON.stringify({
      eventType: t.status === 'PAID' ? 'SUCCESSFUL_TRANSACTION' : 'FAILED_TRANSACTION',
      eventData: { ...view(t), customer: { name: t.customerName, email: t.customerEmail } },
    });
    const key = fault === 'bad-signature' ? 'not-the-secret' : options.secret;
    t.webhooksSent += 1;
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'monnify-signature': createHmac('sha512', key).update(body).digest('hex') },
      body,
    }).catch((err) => app.log.warn({ err }, 'webhook delivery failed'));
  }

  async function deliver(t: Transaction, fault?: string) {
    if (fault === 'none') return;
    if (fault === 'late') {
      setTimeout(() => void sendWebhook(t), options.lateMs ?? 1_500).unref();
      return;
    }
    await sendWebhook(t, fault);
    if (fault === 'twice') await sendWebhook(t);
  }

  app.post<{ Body: Record<string, unknown> }>('/api/v1/merchant/transactions/init-transaction', async (request, reply) => {
    const b = request.body ?? {};
    const amount = Number(b.amount);
    if (!(amount > 0) || typeof b.paymentReference !== 'string') {
      return reply.code(400).send({ requestSuccessful: false, responseMessage: 'amount and paymentReference are required' });
    }
    const t: Transaction = {
      transactionReference: `MNFY|${Date.now()}|${randomInt(100000, 999999)}`,
      paymentReference: b.paymentReference,
      amount,
      amountPaid: 0,
      customerName: String(b.customerName ?? ''),
      customerEmail: String(b.customerEmail ?? ''),
      redirectUrl: String(b.redirectUrl ?? ''),
      status: 'PENDING',
      product: { type: 'WEB_SDK', reference: b.paymentReference },
      webhooksSent: 0,
    };
    transactions.set(t.transactionReference, t);
    byPaymentRef.set(t.paymentReference, t.transactionReference);
    return ok({
      transactionReference: t.transactionReference,
      paymentReference: t.paymentReference,
      checkoutUrl: `${origin(request)}/sandbox/checkout/${encodeURIComponent(t.transactionReference)}`,
    });
  });

  app.get<{ Params: { ref: string } }>('/sandbox/checkout/:ref', async (request, reply) => {
    const t = transactions.get(request.params.ref);
    if (!t) return reply.code(404).type('text/html').send('<h1>Unknown payment</h1>');
    const ref = encodeURIComponent(t.transactionReference);
    const amount = t.amount.toLocaleString('en-NG', { minimumFractionDigits: 2 });
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout · Sandbox gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#111}
.card{border:1px solid #ddd;border-radius:12px;padding:1.5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:8px;border:0;cursor:pointer;margin-right:.5rem}
.pay{background:#0e7490;color:#fff}.decline{background:#eee}</style></head><body><main class="card">
<p>Sandbox payment gateway · test mode</p><h1>Pay Topup Naija</h1>
<p class="amount">₦${amount}</p><p>${escape(t.customerEmail)}</p><p>Status: ${t.status}</p>
<form method="post" action="/sandbox/checkout/${ref}/pay" style="display:inline"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/sandbox/checkout/${ref}/decline" style="display:inline"><button class="decline" type="submit">Decline</button></form>
</main></body></html>`);
  });

  app.post<{ Params: { ref: string; action: string }; Querystring: { fault?: string; amountPaid?: string } }>(
    '/sandbox/checkout/:ref/:action',
    async (request, reply) => {
      const t = transactions.get(request.params.ref);
      if (!t || !['pay', 'decline'].includes(request.params.action)) return reply.code(404).send({ message: 'Unknown payment' });
      if (t.status === 'PENDING') {
        const paid = request.params.action === 'pay';
        t.status = paid ? 'PAID' : 'FAILED';
        t.amountPaid = paid ? Number(request.query.amountPaid ?? t.amount) : 0;
        t.paidOn = new Date().toISOString();
        await deliver(t, request.query.fault);
      }
      const separator = t.redirectUrl.includes('?') ? '&' : '?';
      return reply.redirect(`${t.redirectUrl}${separator}paymentReference=${encodeURIComponent(t.paymentReference)}`, 303);
    },
  );

  app.get<{ Params: { ref: string } }>('/api/v2/transactions/:ref', async (request, reply) => {
    const t = transactions.get(request.params.ref);
    return t ? ok(view(t)) : reply.code(404).send({ requestSuccessful: false, responseMessage: 'not found' });
  });

  app.get<{ Querystring: { paymentReference?: string } }>('/api/v2/merchant/transactions/query', async (request, reply) => {
    const t = transactions.get(byPaymentRef.get(request.query.paymentReference ?? '') ?? '');
    return t ? ok(view(t)) : reply.code(404).send({ requestSuccessful: false, responseMessage: 'not found' });
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/bank-transfer/reserved-accounts', async (request, reply) => {
    const b = request.body ?? {};
    const bankCode = Array.isArray(b.preferredBanks) ? String(b.preferredBanks[0]) : '';
    const identity = String(b.bvn ?? b.nin ?? '');
    if (!BANK_NAMES[bankCode] || !/^\d{11}$/.test(identity) || typeof b.accountReference !== 'string') {
      return reply.code(400).send({ requestSuccessful: false, responseMessage: 'invalid reserved account request' });
    }
    const existing = [...accounts.values()].find((a) => a.accountReference === b.accountReference);
    const account = existing ?? {
      accountReference: b.accountReference,
      accountNumber: String(randomInt(10 ** 9, 10 ** 10 - 1)),
      accountName: `TPN-${String(b.accountName ?? '').slice(0, 40)}`,
      bankName: BANK_NAMES[bankCode]!,
    };
    accounts.set(account.accountNumber, account);
    if (!existing) accountIdentities.set(account.accountNumber, b.bvn !== undefined ? { bvn: identity } : { nin: identity });
    return ok({ accountReference: account.accountReference, accounts: [account] });
  });

  /** Test helper: the BVN or NIN a reserved account was opened with. */
  app.get<{ Params: { accountNumber: string } }>('/sandbox/reserved-accounts/:accountNumber/identity', async (request, reply) => {
    const identity = accountIdentities.get(request.params.accountNumber);
    return identity ?? reply.code(404).send({ message: 'no such reserved account' });
  });

  /**
   * Who a BVN/NIN belongs to, by its last digits: 000 unknown, 001 another person's name
   * (a mismatch), 002 never answers in time; any other belongs to the name the
   * caller expects (`name`, as Monnify's BVN match takes it).
   */
  app.post<{ Body: { kind?: unknown; number?: unknown; name?: unknown } }>('/api/v1/vas/identity/lookup', async (request, reply) => {
    const number = String(request.body?.number ?? '');
    if (!/^\d{11}$/.test(number) || (request.body?.kind !== 'bvn' && request.body?.kind !== 'nin')) {
      return reply.code(400).send({ requestSuccessful: false, responseMessage: 'invalid identity lookup' });
    }
    if (number.endsWith('002')) await new Promise((resolve) => setTimeout(resolve, IDENTITY_TIMEOUT_MS).unref());
    if (number.endsWith('000')) return ok({ found: false });
    if (number.endsWith('001')) return ok({ found: true, name: 'CHIOMA NWANKWO-BELLO' });
    return ok({ found: true, name: typeof request.body?.name === 'string' && request.body.name.trim() ? request.body.name.toUpperCase() : 'TEST CUSTOMER' });
  });

  /** Test helper: a bank transfer of `amount` naira into a reserved account, with its webhook. */
  app.post<{ Body: { accountNumber?: string; amount?: number | string } }>('/sandbox/transfers', async (request, reply) => {
    const account = accounts.get(String(request.body?.accountNumber ?? ''));
    const amount = Number(request.body?.amount);
    if (!account || !(amount > 0)) return reply.code(400).send({ message: 'accountNumber of a reserved account and a positive amount are required' });
    const reference = randomUUID();
    const t: Transaction = {
      transactionReference: `MNFY|TRF|${Date.now()}|${randomInt(100000, 999999)}`,
      paymentReference: reference,
      amount,
      amountPaid: amount,
      customerName: account.accountName,
      customerEmail: '',
      redirectUrl: '',
      status: 'PAID',
      paidOn: new Date().toISOString(),
      product: { type: 'RESERVED_ACCOUNT', reference: account.accountReference },
      destinationAccountInformation: { accountNumber: account.accountNumber, bankName: account.bankName },
      webhooksSent: 0,
    };
    transactions.set(t.transactionReference, t);
    byPaymentRef.set(reference, t.transactionReference);
    await sendWebhook(t);
    return { transactionReference: t.transactionReference, webhooksSent: t.webhooksSent };
  });
};
