import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, nullableString, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { userProfile } from './queries';

const virtualAccounts = {
  type: ['array', 'null'],
  items: {
    type: 'object',
    properties: { accountName: { type: 'string' }, accountNumber: { type: 'string' }, bankName: { type: 'string' } },
  },
} as const;

export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    phone_no: { type: 'string' },
    wallet_balance: { type: 'number', description: 'naira' },
    bonus: { type: 'number', description: 'referral balance, naira' },
    account_name: nullableString,
    account_number: nullableString,
    bank_name: nullableString,
    palmpay_account: virtualAccounts,
    moniepoint_account: virtualAccounts,
    wema_account: virtualAccounts,
    email_notifications: { type: 'boolean' },
    referral_count: { type: 'integer' },
  },
} as const;

export const userRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.get(
    '/get-user/',
    {
      schema: {
        tags: ['user'],
        summary: 'The logged-in customer with balances',
        security: bearerSecurity,
        response: { 200: envelope(userSchema), 401: tokenNotValid },
      },
    },
    async (request) => ({ message: API_MESSAGES.user.fetched, data: await userProfile(services.db, request.user.userId) }),
  );
};
