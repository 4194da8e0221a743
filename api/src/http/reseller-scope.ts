import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VENDOR_MESSAGES } from '@topup/rules';
import { AppError, TooManyRequests, Unauthorized } from '../errors';
import type { ApiModule } from '../modules/module';
import { checkKey, type ResellerCaller } from '../modules/vendors/keys';
import type { Services } from '../services';
import { bearerToken } from './auth-guard';
import { registerRoutes } from './scopes';

/** The reseller API's base path (ADR 0026): outside /api/v1, its own scope, its own credentials. */
export const RESELLER_PREFIX = '/api/reseller/v1';

declare module 'fastify' {
  interface FastifyRequest {
    reseller: ResellerCaller;
  }
}

/**
 * Registers every module's `reseller` routes behind one hook: a live key (401), an allowed IP (403),
 * and the key's rate limit, shared by every API process through `rate_limits` (429 + Retry-After).
 */
export async function registerResellerScope(scope: FastifyInstance, modules: readonly ApiModule[], services: Services): Promise<void> {
  const { db, clock, config } = services;
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const key = bearerToken(request);
    if (!key) throw new Unauthorized(VENDOR_MESSAGES.keyMissing);
    const limit = config.resellerRateLimit;
    const checked = await checkKey(db, key, request.clientIp, clock(), limit.windowMs);
    if (checked.state === 'unknown') throw new Unauthorized(VENDOR_MESSAGES.keyInvalid);
    // The client's address as every limit of the API sees it (behind the web server or nginx, not theirs).
    if (checked.state === 'address-refused') throw new AppError(403, VENDOR_MESSAGES.ipNotAllowed(request.clientIp));
    if (checked.hits > limit.max) throw new TooManyRequests(VENDOR_MESSAGES.rateLimited, Math.ceil(limit.windowMs / 1000));
    request.reseller = checked.caller;
  });
  // Every answer to a key says which money it was (ADR 0043): `test` for an rk_test_ key.
  scope.addHook('onSend', async (request, reply) => {
    if (request.reseller) reply.header('x-topup-mode', request.reseller.mode);
  });
  // A purchase changes the vendor's balance: this process's kept profile of them is forgotten at once.
  scope.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.reseller) services.profiles.forget(String(request.reseller.userId));
  });
  await registerRoutes(scope, 'reseller', modules, services, 'reseller');
}
