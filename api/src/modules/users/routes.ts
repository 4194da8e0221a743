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
    async (request) => {
      const { userId, staff } = request.user;
      const profile = await services.profiles.through(String(userId), () => services.clock().getTime(), () => userProfile(services.db, userId, services.clock()));
      return { message: API_MESSAGES.user.fetched, data: { ...profile, staff_session: staff } };
    },
  );
};
