import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { NotFound, ValidationFailed } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { tokenNotValid, transactionList } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { findForUser, listForUser, toRecord } from './queries';

const MAX_TOTAL = 50;
/** The most rows one page of the history carries. */
const MAX_PAGE = 200;

export const transactionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const docs = { tags: ['transactions'], security: bearerSecurity };

  // Without a query: the spec's full history. With `limit` (and `before`, the last id shown): one
  // page by key, newest first (ADR 0041).
  app.get<{ Querystring: { limit?: string; before?: string } }>(
    '/get-transactions/',
    {
      schema: {
        ...docs,
        summary: 'All my transactions, newest first; or a page of them (limit, before)',
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'string', pattern: '^[0-9]{1,3}$', description: `at most ${MAX_PAGE} rows; without it, every row` },
            before: { type: 'string', pattern: '^[0-9]{1,10}$', description: 'the id of the last row already shown: the page starts after it' },
          },
          additionalProperties: false,
        },
        response: { 200: transactionList, 401: tokenNotValid },
      },
    },
    async (request) => {
      const { limit: rawLimit, before: rawBefore } = request.query;
      const limit = rawLimit === undefined ? undefined : Number(rawLimit);
      if (limit !== undefined && !(limit >= 1 && limit <= MAX_PAGE)) throw new ValidationFailed('limit', API_MESSAGES.transactions.pageOutOfRange);
      const before = rawBefore === undefined ? undefined : toId(rawBefore);
      return {
        message: API_MESSAGES.transactions.list,
        data: (await listForUser(services.db, request.user.userId, limit, before ?? (rawBefore === undefined ? undefined : 0))).map(toRecord),
      };
    },
  );

  app.get<{ Params: { total: string } }>(
    '/get-transactions-by-total/:total/',
    {
      schema: {
        ...docs,
        summary: 'My n newest transactions (n from 1 to 50)',
        params: { type: 'object', properties: { total: { type: 'string' } }, required: ['total'] },
        response: { 200: transactionList, 401: tokenNotValid },
      },
    },
    async (request) => {
      const raw = request.params.total;
      const total = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
      if (!(total >= 1 && total <= MAX_TOTAL)) throw new ValidationFailed('total', API_MESSAGES.transactions.totalOutOfRange);
      return {
        message: API_MESSAGES.transactions.list,
        data: (await listForUser(services.db, request.user.userId, total)).map(toRecord),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/get-transaction-by-id/:id/',
    {
      schema: {
        ...docs,
        summary: 'One of my transactions, as a list of one record',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: transactionList, 401: tokenNotValid },
      },
    },
    async (request) => {
      const id = toId(request.params.id);
      const row = id === undefined ? undefined : await findForUser(services.db, request.user.userId, id);
      if (!row) throw new NotFound(API_MESSAGES.transactions.notFound);
      return { message: API_MESSAGES.transactions.one, data: [toRecord(row)] };
    },
  );
};
