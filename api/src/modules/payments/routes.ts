import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, messageOnly, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';

const amount = { type: ['number', 'string'], description: 'naira, at most two decimals' } as const;
const field = { type: ['string', 'number'] } as const;

/** Card funding, its verification, and virtual accounts for bank-transfer funding. */
export const paymentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { payments } = services;

  app.post<{ Body: { amount?: unknown } }>(
    '/generate-payment-link/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Start a card payment (min ₦1000): the gateway checkout URL and our reference',
        security: bearerSecurity,
        body: { type: 'object', required: ['amount'], properties: { amount, account_name: field, nin: field, bvn: field } },
        response: {
          200: envelope({ type: 'object', properties: { transactionReference: { type: 'string' }, checkoutUrl: { type: 'string' } } }),
          401: tokenNotValid,
          503: messageOnly,
        },
      },
    },
    async (request) => ({
      message: API_MESSAGES.payments.linkCreated,
      data: await payments.startCardPayment(request.user.userId, request.body),
    }),
  );

  app.get<{ Querystring: { payment_reference?: string } }>(
    '/verify-atm-payment/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'State of a card payment: 200 paid (credited once), 202 pending, 400 failed',
        security: bearerSecurity,
        querystring: { type: 'object', properties: { payment_reference: { type: 'string' } } },
        response: { 200: envelope({ type: 'object', properties: { status: { type: 'string' } } }), 202: envelope({ type: 'object', properties: { status: { type: 'string' } } }), 401: tokenNotValid, 404: messageOnly },
      },
    },
    async (request, reply) => {
      const state = await payments.verifyCardPayment(request.user.userId, request.query.payment_reference);
      if (state === 'paid') return { message: API_MESSAGES.payments.paid, data: { status: 'paid' } };
      if (state === 'pending') return reply.code(202).send({ message: API_MESSAGES.payments.pending, data: { status: 'pending' } });
      return reply.code(400).send({ message: API_MESSAGES.payments.failed });
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/create-virtual-account/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Reserve a bank account (palmpay with BVN; moniepoint, wema with NIN; neither once one is verified) whose transfers fund the wallet',
        security: bearerSecurity,
        body: {
          type: 'object',
          properties: { account_name: field, bank_name: field, bvn: field, nin: field, amount: { type: ['number', 'string', 'null'] } },
        },
        response: {
          200: envelope({
            type: 'object',
            properties: { accountName: { type: 'string' }, accountNumber: { type: 'string' }, bankName: { type: 'string' } },
          }),
          401: tokenNotValid,
        },
      },
    },
    async (request) => {
      const { created, account } = await payments.createVirtualAccount(request.user.userId, request.body ?? {});
      return {
        message: created ? API_MESSAGES.payments.virtualAccountCreated : API_MESSAGES.payments.virtualAccountExists,
        data: { accountName: account.account_name, accountNumber: account.account_number, bankName: account.bank_name },
      };
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** The gateway's webhooks: the signature covers the raw body, so this scope keeps it. */
export const gatewayWebhookRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });

  app.post(
    '/webhooks/gateway/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Gateway webhook (monnify-signature: HMAC-SHA512 of the raw body); stored once, processed by a job',
        response: { 200: messageOnly, 401: messageOnly },
      },
    },
    async (request) => {
      const signature = request.headers['monnify-signature'];
      await services.payments.receiveEvent(request.rawBody ?? '', typeof signature === 'string' ? signature : undefined, request.body);
      return { message: API_MESSAGES.payments.webhookReceived };
    },
  );
};
