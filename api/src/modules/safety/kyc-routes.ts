import type { FastifyPluginAsync } from 'fastify';
import { SAFETY_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, fieldMessages, messageOnly, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { verifyIdentity } from './kyc';

/** KYC (ADR 0024): a BVN or NIN checked through the gateway makes the customer Tier 2. */
export const kycRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post<{ Body: { kind?: unknown; number?: unknown } }>(
    '/kyc/verify-identity/',
    {
      config: { answers: { 503: true } },
      schema: {
        summary: 'Verify a BVN or NIN (11 digits) whose name is the account’s: Tier 2. Kept only as a keyed hash and the last 4 digits',
        security: bearerSecurity,
        body: { type: 'object', properties: { kind: { type: 'string', description: 'bvn or nin' }, number: { type: 'string', maxLength: 32 } } },
        response: {
          200: envelope({ type: 'object', required: ['kyc_tier'], properties: { kyc_tier: { type: 'integer' } } }),
          400: fieldMessages,
          401: tokenNotValid,
          409: messageOnly,
        },
      },
    },
    async (request) => {
      const tier = await verifyIdentity(services.db, services.gateway, request.user.userId, request.body ?? {}, services.clock());
      return { message: SAFETY_MESSAGES.kyc.verified(tier), data: { kyc_tier: tier } };
    },
  );
};
