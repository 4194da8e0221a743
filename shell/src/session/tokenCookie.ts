import Cookies from 'js-cookie';
import { TOKEN_COOKIE, TOKEN_LIFETIME_DAYS } from '@topup/rules';

/**
 * Browsers store a `secure` cookie only over https, except on localhost, which they treat as a
 * secure context; elsewhere over plain http the flag would silently drop the session.
 */
function secureContext(): boolean {
  const { protocol, hostname } = window.location;
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
}

export const readToken = (): string | null => Cookies.get(TOKEN_COOKIE) ?? null;

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_LIFETIME_DAYS, sameSite: 'strict', secure: secureContext() });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, { sameSite: 'strict', secure: secureContext() });
}
