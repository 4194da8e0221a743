import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { LoginFailed } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, errorsEnvelope, messageOnly, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';

export const loginRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const config = { envelope: 'errors' as const };

  app.post<{ Body: { email: string; password: string } }>(
    '/auth/login/',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password; returns the access token',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 } },
        },
        response: {
          200: envelope({ type: 'object', properties: { access: { type: 'string' } } }),
          401: errorsEnvelope,
          403: errorsEnvelope,
          429: errorsEnvelope,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      if (!email.trim() || !password) throw new LoginFailed(API_MESSAGES.auth.loginFieldsRequired, 'invalid', 400);
      const data = await services.auth.login({ email, password, ip: request.clientIp, userAgent: request.headers['user-agent'] });
      return { message: MESSAGES.login.success, data };
    },
  );
};

export const logoutRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token of this request',
        security: bearerSecurity,
        response: { 200: messageOnly, 401: tokenNotValid },
      },
    },
    async (request) => {
      await services.auth.revoke(request.user.jti);
      return { message: API_MESSAGES.auth.loggedOut };
    },
  );
};
