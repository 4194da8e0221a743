import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { fieldMessages, formString, nullData } from '../../http/schemas';
import { userSchema } from '../users/routes';
import { userProfile } from '../users/queries';
import { type ChangePasswordBody, changePassword, updateBank, updateProfile, updateSettings } from './service';

export const profileRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock } = services;
  const withUser = { 200: envelope(userSchema), 400: fieldMessages, 401: tokenNotValid };

  app.put<{ Body: { first_name?: unknown; last_name?: unknown } }>(
    '/update-user-profile/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change first and last name; answers the updated user',
        security: bearerSecurity,
        body: { type: 'object', properties: { first_name: formString, last_name: formString } },
        response: withUser,
      },
    },
    async (request) => {
      await updateProfile(db, request.user.userId, request.body ?? {}, clock());
      return { message: API_MESSAGES.profile.updated, data: await userProfile(db, request.user.userId) };
    },
  );

  app.put<{ Body: { account_name?: unknown; account_number?: unknown; bank_name?: unknown } }>(
    '/update-user-bank/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Set the bank account withdrawals go to (10-digit NUBAN); answers the updated user',
        security: bearerSecurity,
        body: {
          type: 'object',
          properties: { account_name: formString, account_number: formString, bank_name: formString },
        },
        response: withUser,
      },
    },
    async (request) => {
      await updateBank(db, request.user.userId, request.body ?? {}, clock());
      return { message: API_MESSAGES.profile.bankUpdated, data: await userProfile(db, request.user.userId) };
    },
  );

  app.put<{ Body: ChangePasswordBody }>(
    '/change-password/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the password; every other session of the account is logged out, this one stays',
        security: bearerSecurity,
        body: {
          type: 'object',
          properties: { old_password: formString, new_password: formString, password: formString, password2: formString },
        },
        response: { 200: nullData, 400: fieldMessages, 401: tokenNotValid, 429: fieldMessages },
      },
    },
    async (request) => {
      const limit = services.config.passwordGuessesPerUser;
      await changePassword(db, request.user, request.body ?? {}, { now: clock(), limit });
      // This process refuses the other sessions from now on; the others once the commit's notice arrives.
      services.auth.sessions.invalidate(`user:${request.user.userId}`);
      return { message: API_MESSAGES.profile.passwordChanged, data: null };
    },
  );

  app.put<{ Body: { email_notifications: boolean } }>(
    '/update-user-settings/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Save the e-mail notifications preference; answers the updated user',
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['email_notifications'],
          properties: { email_notifications: { type: 'boolean' } },
        },
        response: withUser,
      },
    },
    async (request) => {
      await updateSettings(db, request.user.userId, request.body, clock());
      return { message: API_MESSAGES.profile.settingsUpdated, data: await userProfile(db, request.user.userId) };
    },
  );
};
