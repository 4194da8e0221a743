import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { bearerSecurity, requireUser } from '../../http/auth-guard';
import { envelope, idempotencyHeader, messageOnly, tokenNotValid, transactionRecord } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { dataOrder, type DataPurchaseBody } from './data';
import { requestHash, type StoredAnswer } from '../idempotency/keys';

const idOrNumericString = { type: ['integer', 'string'], pattern: '^[0-9]+$' } as const;
const amount = { type: ['number', 'string'], pattern: '^[0-9]+(\\.[0-9]{1,2})?$' } as const;

export const purchaseAnswers = {
  200: envelope(transactionRecord),
  201: envelope(transactionRecord),
  401: tokenNotValid,
} as const;

export function sendAnswer(reply: FastifyReply, answer: StoredAnswer) {
  return reply.code(answer.statusCode).send(answer.body);
}

export const purchaseRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post<{ Body: DataPurchaseBody; Headers: { 'idempotency-key'?: string } }>(
    '/purchase-data/',
    {
      onRequest: requireUser(services.auth),
      schema: {
        tags: ['purchases'],
        summary: 'Buy a data plan from the wallet: 200 delivered, 201 processing, 400 refused or failed (refunded)',
        security: bearerSecurity,
        headers: idempotencyHeader,
        body: {
          type: 'object',
          required: ['package_id'],
          properties: {
            service_providers: { type: 'string' },
            data_plan: { type: 'string', description: 'plan code, used when variation_code is absent' },
            phone: { type: 'string' },
            amt: { ...amount, description: 'the price the customer saw; must equal the current price' },
            package_id: idOrNumericString,
            variation_code: { type: 'string' },
            phone_number: { type: 'string' },
          },
        },
        response: { ...purchaseAnswers, 422: messageOnly },
      },
    },
    async (request, reply) => {
      const order = await dataOrder(services.db, request.user.userId, request.body);
      const answer = await services.purchases.place(order, {
        idempotencyKey: request.headers['idempotency-key'],
        route: 'purchase-data',
        requestHash: requestHash('purchase-data', request.body),
      });
      return sendAnswer(reply, answer);
    },
  );
};
