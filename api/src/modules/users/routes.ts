import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { UserRecord } from '@topup/wire';
import { envelope, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { userProfile } from './queries';

export const userSchema = UserRecord;

const JSON_UTF8 = 'application/json; charset=utf-8';

export const userRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  /** get-user/'s answer for each kept profile object, for a customer's session and a staff one. */
  const serialized = new WeakMap<object, { customer?: string; staff?: string }>();
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
    async (request, reply) => {
      const { userId, staff } = request.user;
      const profile = await services.profiles.through(String(userId), () => services.clock().getTime(), () => userProfile(services.db, userId, services.clock()));
      // The answer is serialized once per kept profile (with the route's schema) and sent as it is
      // until the profile is loaded again: a busy customer's calls skip the copy and the serializer.
      let answers = serialized.get(profile);
      if (!answers) serialized.set(profile, (answers = {}));
      const key = staff ? 'staff' : 'customer';
      answers[key] ??= String(reply.serialize({ message: API_MESSAGES.user.fetched, data: { ...profile, staff_session: staff } }));
      return reply.type(JSON_UTF8).send(answers[key]);
    },
  );
};
