import Cookies from 'js-cookie';
import { SIGNED_IN_COOKIE } from '@topup/rules';

/**
 * The session itself is the API's HttpOnly cookie, which no script can read (ADR 0032). The API
 * sets this hint beside it, holding no secret, so the shell knows before get-user/ answers whether
 * the visitor is signed in; the API decides whether the session is still good.
 */
export const hasSessionHint = (): boolean => Cookies.get(SIGNED_IN_COOKIE) !== undefined;

/**
 * Browsers let a page replace a `Secure` cookie only from a secure context (https, or localhost);
 * the hint is removed with the attributes it was set with.
 */
function secureContext(): boolean {
  const { protocol, hostname } = window.location;
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
}

/** Forgets the hint when the API refused the session or the sign-out could not reach it. */
export function forgetSessionHint(): void {
  Cookies.remove(SIGNED_IN_COOKIE, { path: '/', sameSite: 'strict', secure: secureContext() });
}
