import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { Unauthorized } from '../errors';
import type { AuthService } from '../modules/auth/service';
import { assertSameSiteWrite, clearSessionCookies, credentialOf, type Credential } from './session-cookies';

export { bearerToken } from './session-cookies';

declare module 'fastify' {
  interface FastifyRequest {
    user: { userId: number; jti: string; staff: boolean };
    /** How the caller authenticated: `bearer` (an API client) or the session cookie of that kind (the web app). */
    credential: Credential['source'];
  }
}

/**
 * onRequest hook for calls that need login: sets request.user or answers 401 token_not_valid. A
 * cookie's write must pass the CSRF check first; a cookie the API refuses is cleared, so the
 * browser stops sending it.
 */
export function requireUser(auth: AuthService, config: Pick<Config, 'sessionCookies'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = credentialOf(request);
    if (credential && credential.source !== 'bearer') assertSameSiteWrite(request, config);
    try {
      request.user = await auth.authenticate(credential?.token);
    } catch (error) {
      if (error instanceof Unauthorized && credential && credential.source !== 'bearer') clearSessionCookies(reply, config);
      throw error;
    }
    request.credential = credential!.source;
  };
}

export const bearerSecurity = [{ bearerAuth: [] }];
