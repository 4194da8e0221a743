import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { UserRecord } from '@topup/wire';
import { envelope, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { userProfile } from './queries';

export const userSchema = UserRecord;

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
    async (request) => ({ message: API_MESSAGES.user.fetched, data: { ...(await userProfile(services.db, request.user.userId)), staff_session: request.user.staff } }),
  );
};
