import type { FastifyPluginAsync } from 'fastify';
import { SAFETY_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, fieldMessages, messageOnly, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { verifyIdentity } from './kyc';
import { DOCUMENT_BODY_LIMIT, submitAddressDocument } from './documents';

/** KYC (ADR 0024): a BVN or NIN checked through the gateway makes the customer Tier 2. */
export const kycRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post<{ Body: { kind?: unknown; number?: unknown } }>(
    '/kyc/verify-identity/',
    {
      config: { answers: { 503: true } },
      schema: {
        summary: 'Verify a BVN or NIN (11 digits) whose name is the account’s: Tier 2. Kept only as a keyed hash and the last 4 digits; a few checks a day (429)',
        security: bearerSecurity,
        body: { type: 'object', properties: { kind: { type: 'string', description: 'bvn or nin' }, number: { type: 'string', maxLength: 32 } } },
        response: {
          200: envelope({ type: 'object', required: ['kyc_tier'], properties: { kyc_tier: { type: 'integer' } } }),
          400: fieldMessages,
          401: tokenNotValid,
          409: messageOnly,
          429: messageOnly,
        },
      },
    },
    async (request) => {
      const tier = await verifyIdentity(services.db, services.gateway, request.user.userId, request.body ?? {}, { now: services.clock(), limit: services.config.kycChecksPerUser });
      return { message: SAFETY_MESSAGES.kyc.verified(tier), data: { kyc_tier: tier } };
    },
  );

  app.post<{ Body: { file_name?: unknown; content_type?: unknown; data?: unknown } }>(
    '/kyc/address-document/',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        summary: 'A Tier 2 customer sends a proof of address (PDF, JPEG or PNG, at most 2 MB, base64) for staff to approve: Tier 3',
        security: bearerSecurity,
        body: {
          type: 'object',
          properties: { file_name: { type: 'string', maxLength: 200 }, content_type: { type: 'string', maxLength: 100 }, data: { type: 'string', description: 'the file, base64' } },
        },
        response: { 200: envelope({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }), 400: fieldMessages, 401: tokenNotValid },
      },
    },
    async (request) => {
      const id = await submitAddressDocument(services.db, request.user.userId, request.body ?? {}, services.clock());
      return { message: SAFETY_MESSAGES.kyc.documentSent, data: { id } };
    },
  );
};
