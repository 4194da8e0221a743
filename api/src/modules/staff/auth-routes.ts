import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { envelope, errorsEnvelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { sessionCookiesOf, setSessionCookie, wantsCookie } from '../../http/session-cookies';
import { STAFF_SESSION_MS } from './sign-in';

/** Staff sign-in: password (first step, public), then the authenticator code. */
export const staffAuthRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const config = { envelope: 'errors' as const };
  const tags = ['back office'];

  app.post<{ Body: { email: string; password: string } }>(
    '/admin/auth/login/',
    {
      config,
      schema: {
        tags,
        summary: 'Staff sign-in, step 1: email and password; answers a challenge (and, the first time, the authenticator to set up)',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 } },
        },
        response: {
          200: envelope({
            type: 'object',
            properties: {
              challenge: { type: 'string' },
              setup: { type: 'object', properties: { secret: { type: 'string' }, otpauth_uri: { type: 'string' }, qr_svg: { type: 'string' } } },
            },
          }),
          401: errorsEnvelope,
          403: errorsEnvelope,
          429: errorsEnvelope,
        },
      },
    },
    async (request) => {
      const data = await services.staffSignIn.start({ email: request.body.email, password: request.body.password, ip: request.clientIp });
      return { message: data.setup ? API_MESSAGES.staff.totpSetup : API_MESSAGES.staff.totpRequired, data };
    },
  );

  app.post<{ Body: { challenge: string; code: string } }>(
    '/admin/auth/totp/',
    {
      config,
      schema: {
        tags,
        summary: 'Staff sign-in, step 2: the 6-digit authenticator code; answers an 8-hour staff access token (the web app: the HttpOnly `staffToken` cookie instead)',
        body: {
          type: 'object',
          required: ['challenge', 'code'],
          properties: { challenge: { type: 'string', maxLength: 2048 }, code: { type: 'string', maxLength: 12 } },
        },
        response: { 200: envelope({ type: 'object', properties: { access: { type: 'string' } } }), 401: errorsEnvelope, 403: errorsEnvelope, 429: errorsEnvelope },
      },
    },
    async (request, reply) => {
      const cookie = wantsCookie(request, services.config);
      const data = await services.staffSignIn.finish(request.body);
      if (!cookie) return { message: API_MESSAGES.staff.signedIn, data };
      // The back office's session replaces whatever session this browser held (ADR 0032).
      await services.auth.revokeTokens(sessionCookiesOf(request).map((held) => held.token));
      setSessionCookie(reply, 'staff', data.access, STAFF_SESSION_MS, services.config);
      return { message: API_MESSAGES.staff.signedIn, data: {} };
    },
  );
};
