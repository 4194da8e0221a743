import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PROXY_SECRET_HEADER = 'x-proxy-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address the rate limits count: the web server's X-Forwarded-For only when it proved itself. */
    clientIp: string;
  }
}

function sameSecret(sent: unknown, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Any process on the machine can reach the API port and write an X-Forwarded-For header, so an
 * address is not proof of being our proxy: the web server sends a shared secret (PROXY_SECRET)
 * with each request, and only then is its X-Forwarded-For believed.
 */
export function resolveClientIp(app: FastifyInstance, proxySecret: string | undefined): void {
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const forwarded = request.headers['x-forwarded-for'];
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
    request.clientIp =
      proxySecret && first && sameSecret(request.headers[PROXY_SECRET_HEADER], proxySecret) ? first : request.ip;
  });
}
