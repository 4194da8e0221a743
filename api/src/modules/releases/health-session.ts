import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@topup/rules';
import { requestCookies } from '../../http/session-cookies';
import type { AuthService } from '../auth/service';

/**
 * The customer whose session cookie (`accessToken`, verified and not ended) comes with a health
 * report; null without one, or for a staff session (the registry serves staff the stable versions).
 */
export async function sessionCustomerOf(auth: Pick<AuthService, 'authenticate'>, request: FastifyRequest): Promise<string | null> {
  const token = requestCookies(request).get(TOKEN_COOKIE);
  if (!token) return null;
  try {
    const session = await auth.authenticate(token);
    return session.staff ? null : String(session.userId);
  } catch {
    return null;
  }
}
