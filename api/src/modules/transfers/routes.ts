import type { FastifyPluginAsync } from 'fastify';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, idempotencyHeader, messageOnly, tokenNotValid, transactionRecord } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { requestHash } from '../idempotency/keys';

const amount = { type: ['number', 'string'], description: 'naira, at most two decimals' } as const;
const answers = { 200: envelope(transactionRecord), 401: tokenNotValid, 409: messageOnly, 422: messageOnly } as const;

type IdemHeaders = { 'idempotency-key'?: string };

/** Money between customers (transfer-to-user/) and from bonus to wallet (transfer-bonus/). */
export const transferRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {

  app.post<{ Body: { amount?: unknown; email?: unknown }; Headers: IdemHeaders }>(
    '/transfer-to-user/',
    {
      config: { debit: true },
      schema: {
        tags: ['wallet'],
        summary: 'Send wallet money to a registered user by e-mail (min ₦1000, not oneself)',
        security: bearerSecurity,
        headers: idempotencyHeader,
        body: { type: 'object', properties: { amount, email: { type: 'string' } } },
        response: { ...answers, 429: messageOnly },
      },
    },
    async (request, reply) => {
      const answer = await services.transfers.toUser(request.user.userId, request.body ?? {}, {
        key: request.headers['idempotency-key'],
        route: 'transfer-to-user',
        requestHash: requestHash('transfer-to-user', request.body),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post<{ Body: { amount?: unknown }; Headers: IdemHeaders }>(
    '/transfer-bonus/',
    {
      config: { debit: true },
      schema: {
        tags: ['wallet'],
        summary: 'Move referral bonus into the wallet (min ₦1000)',
        security: bearerSecurity,
        headers: idempotencyHeader,
        body: { type: 'object', properties: { amount } },
        response: answers,
      },
    },
    async (request, reply) => {
      const answer = await services.transfers.bonusToWallet(request.user.userId, request.body ?? {}, {
        key: request.headers['idempotency-key'],
        route: 'transfer-bonus',
        requestHash: requestHash('transfer-bonus', request.body),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};
