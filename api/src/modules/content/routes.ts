import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';

export const contentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.get(
    '/get-settings/',
    {
      schema: {
        tags: ['content'],
        summary: 'Site settings as key/value entries (ABOUT_US, PRIVACY_POLICY, SITE_EMAIL...)',
        response: {
          200: envelope({
            type: 'array',
            items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } },
          }),
        },
      },
    },
    async () => {
      const { rows } = await services.db.query<{ key: string; value: string }>(
        'SELECT key, value FROM site_settings ORDER BY key',
      );
      return { message: API_MESSAGES.content.settings, data: rows };
    },
  );

  app.get(
    '/get-notification/',
    {
      schema: {
        tags: ['content'],
        summary: 'The notification board text (empty when there is none)',
        response: { 200: envelope({ type: 'string' }) },
      },
    },
    async () => {
      const { rows } = await services.db.query<{ message: string }>(
        'SELECT message FROM notifications WHERE active ORDER BY created_at DESC, id DESC LIMIT 1',
      );
      return { message: API_MESSAGES.content.notification, data: rows[0]?.message ?? '' };
    },
  );
};
