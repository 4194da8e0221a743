import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { type ResetPasswordBody, requestPasswordReset, resetPassword } from './password-reset';
import { type RegisterBody, registerUser } from './register';
import { enforceLimit } from '../../http/rate-limit';
import { errorsEnvelope } from '../../http/schemas';
import { fieldMessages, formString, messageOnly, nullData } from '../../http/schemas';

export const accountRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock } = services;
  const config = services.config.accounts;

  app.post<{ Body: RegisterBody }>(
    '/register/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account (unique username, wallet and bonus accounts, optional referrer)',
        body: {
          type: 'object',
          properties: {
            first_name: formString,
            last_name: formString,
            email: formString,
            phone_no: formString,
            password: formString,
            password2: formString,
            referral: { type: ['string', 'null'], maxLength: 1024, description: 'username of the referrer' },
          },
        },
        response: {
          201: envelope({ type: 'object', properties: { username: { type: 'string' }, email: { type: 'string' } } }),
          400: fieldMessages,
          429: messageOnly,
        },
      },
    },
    async (request, reply) => {
      const tooMany = API_MESSAGES.accounts.tooManyRegistrations;
      await enforceLimit(db, `register:ip:${request.clientIp}`, config.limits.registerPerIp, clock(), tooMany);
      const data = await registerUser(db, request.body ?? {});
      return reply.code(201).send({ message: MESSAGES.register.success, data });
    },
  );

  app.post<{ Body: { email?: unknown } }>(
    '/password_reset/',
    {
      config: { envelope: 'errors' },
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a single-use password reset link (same answer whether or not the e-mail has an account)',
        body: { type: 'object', properties: { email: formString } },
        response: { 200: nullData, 400: errorsEnvelope, 429: errorsEnvelope },
      },
    },
    async (request) => {
      await requestPasswordReset({ db, config, now: clock() }, { email: request.body?.email, ip: request.clientIp });
      return { message: MESSAGES.passwordReset.sent, data: null };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/reset_password/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the reset e-mail; ends every session of the account',
        body: {
          type: 'object',
          properties: { new_password: formString, password_token: formString, confirm_new_password: formString },
        },
        response: { 200: nullData, 400: fieldMessages },
      },
    },
    async (request) => {
      const owner = await resetPassword({ db, now: clock() }, request.body ?? {});
      services.auth.sessions.invalidate(`user:${owner}`);
      return { message: API_MESSAGES.passwordReset.done, data: null };
    },
  );
};
