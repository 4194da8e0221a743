import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, MESSAGES, TOKEN_LIFETIME_MS } from '@topup/rules';
import { LoginFailed } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { clearSessionCookies, sessionCookiesOf, setSessionCookie, wantsCookie } from '../../http/session-cookies';
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
        summary: 'Log in with email and password; returns the access token (the web app: an HttpOnly cookie instead)',
        description:
          'API clients get the bearer token in `data.access`. The web app sends `X-Requested-With: topup-web` (from its own origin): the session is then set as the HttpOnly `accessToken` cookie and `data` holds no token (ADR 0032).',
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
    async (request, reply) => {
      const { email, password } = request.body;
      const cookie = wantsCookie(request, services.config);
      if (!email.trim() || !password) throw new LoginFailed(API_MESSAGES.auth.loginFieldsRequired, 'invalid', 400);
      const data = await services.auth.login({ email, password, ip: request.clientIp, userAgent: request.headers['user-agent'] });
      if (!cookie) return { message: MESSAGES.login.success, data };
      // The browser's earlier sessions (customer or back office, any account) end with this sign-in.
      await services.auth.revokeTokens(sessionCookiesOf(request).map((held) => held.token));
      setSessionCookie(reply, 'customer', data.access, TOKEN_LIFETIME_MS, services.config);
      return { message: MESSAGES.login.success, data: {} };
    },
  );
};

export const logoutRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token of this request (the web app: every session its cookies hold, and the cookies are cleared)',
        security: bearerSecurity,
        response: { 200: messageOnly, 401: tokenNotValid },
      },
    },
    async (request, reply) => {
      await services.auth.revoke(request.user.jti);
      if (request.credential !== 'bearer') {
        // Signing out of the browser ends its customer and back-office sessions alike.
        await services.auth.revokeTokens(sessionCookiesOf(request).map((held) => held.token));
        clearSessionCookies(reply, services.config);
      }
      return { message: API_MESSAGES.auth.loggedOut };
    },
  );
};
