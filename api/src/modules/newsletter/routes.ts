import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_LIMITS, API_MESSAGES, isValidEmail, validateNewsletter, normalizeEmail } from '@topup/rules';
import type { ModuleOptions } from '../../services';
import { FieldErrors, text } from '../../http/field-errors';
import { formString, nullData } from '../../http/schemas';

const messageFields = {
  type: 'object',
  properties: {
    message: {
      anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    },
  },
} as const;

export const newsletterRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post<{ Body: { email?: unknown } }>(
    '/subscribe/',
    {
      config: { envelope: 'message-fields' },
      schema: {
        tags: ['public site'],
        summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is harmless)',
        // Any JSON passes: a body that is not an object (null, a string, a list) is a missing email,
        // so the answer keeps the spec's {message: {email: [...]}} shape instead of naming "body".
        body: { type: ['object', 'array', 'string', 'number', 'boolean', 'null'], properties: { email: formString } },
        response: { 200: nullData, 400: messageFields },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      const email = text(body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { email?: unknown }).email : undefined);
      new FieldErrors()
        .add('email', validateNewsletter({ email }))
        .addIfClean('email', (!isValidEmail(email) || email.length > ACCOUNT_LIMITS.emailMaxLength) && API_MESSAGES.newsletter.emailInvalid)
        .throwIfAny();
      const inserted = await services.db.query(
        `INSERT INTO newsletter_subscribers (email, created_at) VALUES ($1, $2)
         ON CONFLICT ((lower(email))) DO NOTHING`,
        [normalizeEmail(email), services.clock()],
      );
      const message = inserted.rowCount > 0 ? API_MESSAGES.newsletter.subscribed : API_MESSAGES.newsletter.alreadySubscribed;
      return { message, data: null };
    },
  );
};
