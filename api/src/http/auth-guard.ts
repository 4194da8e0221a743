import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    user: { userId: number; jti: string; staff: boolean };
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.trim().split(/\s+/, 2);
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** onRequest hook for calls that need login: sets request.user or answers 401 token_not_valid. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest) => {
    request.user = await auth.authenticate(bearerToken(request));
  };
}

export const bearerSecurity = [{ bearerAuth: [] }];
