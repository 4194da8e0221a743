import { TOKEN_COOKIE } from '@topup/rules';
import type { AuthService } from '../auth/service';

/** The value of one cookie of a request (the first of a repeated name). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The customer whose session cookie (`accessToken`, verified and not ended) comes with a health
 * report; null without one, or for a staff session (the registry serves staff the stable versions).
 */
export async function sessionCustomerOf(auth: Pick<AuthService, 'authenticate'>, cookieHeader: string | undefined): Promise<string | null> {
  const token = cookieValue(cookieHeader, TOKEN_COOKIE);
  if (!token) return null;
  try {
    const session = await auth.authenticate(token);
    return session.staff ? null : String(session.userId);
  } catch {
    return null;
  }
}
