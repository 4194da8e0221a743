import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { CodedRefusal, Unauthorized } from '../../errors';
import { assertSameSiteWrite, credentialOf } from '../../http/session-cookies';
import type { ModuleOptions, Services } from '../../services';
import { formString, messageOnly, nullData } from '../../http/schemas';
import { enforceLimit } from '../../http/rate-limit';
import { type ContactBody, sendContactMessage } from './service';

const fieldStrings = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/**
 * Anyone may write; a valid token links the message to its author, a bad one is ignored. A session
 * cookie counts only on a write that passes the CSRF check (ADR 0032); otherwise the writer is anonymous.
 */
async function optionalUserId(services: Services, request: FastifyRequest): Promise<number | null> {
  const credential = credentialOf(request);
  if (!credential) return null;
  try {
    if (credential.source !== 'bearer') assertSameSiteWrite(request, services.config);
    return (await services.auth.authenticate(credential.token)).userId;
  } catch (error) {
    if (error instanceof Unauthorized || error instanceof CodedRefusal) return null;
    throw error;
  }
}

export const contactRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock } = services;
  app.post<{ Body: ContactBody }>(
    '/contact-us/',
    {
      config: { envelope: 'field-strings' },
      schema: {
        tags: ['public site'],
        summary: 'Send a message to the site (stored and e-mailed to SITE_EMAIL); login optional',
        body: {
          type: 'object',
          properties: {
            full_name: formString,
            email: formString,
            phone_number: formString,
            message: { type: 'string', maxLength: 20_000 },
          },
        },
        response: { 200: nullData, 400: fieldStrings, 429: messageOnly },
      },
    },
    async (request) => {
      const now = clock();
      const limit = services.config.contact.perIp;
      await enforceLimit(db, `contact:ip:${request.clientIp}`, limit, now, API_MESSAGES.contact.tooMany);
      const userId = await optionalUserId(services, request);
      await sendContactMessage(db, request.body ?? {}, { userId, now, log: request.log });
      return { message: API_MESSAGES.contact.sent, data: null };
    },
  );
};
