// Sessions of the web app live in HttpOnly cookies set here (ADR 0032); API clients keep
// `Authorization: Bearer`. One place decides which credential a request carries, whether a write
// carried by a cookie passes the CSRF defence, and how the cookies are set and cleared.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, SIGNED_IN_COOKIE, STAFF_TOKEN_COOKIE, TOKEN_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@topup/rules';
import type { Config } from '../config';
import { CodedRefusal } from '../errors';

export type SessionKind = 'customer' | 'staff';

/** Which cookie holds which session. */
export const SESSION_COOKIES: Record<SessionKind, string> = { customer: TOKEN_COOKIE, staff: STAFF_TOKEN_COOKIE };

export interface Credential {
  token: string;
  /** `bearer`: an API client's header; a cookie: the web app (its writes pass the CSRF check). */
  source: 'bearer' | SessionKind;
}

/** The code of a CSRF refusal's `errors[0]`. */
export const CSRF_REFUSED = 'csrf_refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's cookies by name (the first of a repeated name wins). */
export function requestCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.trim().split(/\s+/, 2);
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The session cookies the request carries, staff first. */
export function sessionCookiesOf(request: FastifyRequest): Credential[] {
  const cookies = requestCookies(request);
  return (['staff', 'customer'] as const).flatMap((kind) => {
    const token = cookies.get(SESSION_COOKIES[kind]);
    return token ? [{ token, source: kind }] : [];
  });
}

/**
 * The credential a request authenticates with: a bearer header wins (an API client), else the
 * staff cookie (a browser signed in to the back office), else the customer's cookie.
 */
export function credentialOf(request: FastifyRequest): Credential | null {
  const token = bearerToken(request);
  if (token) return { token, source: 'bearer' };
  return sessionCookiesOf(request)[0] ?? null;
}

/** The web app's transport says so on every call (WEB_CLIENT_HEADER). */
export const isWebClient = (request: FastifyRequest) => request.headers[WEB_CLIENT_HEADER.toLowerCase()] === WEB_CLIENT_VALUE;

/** Where the request says it comes from: Origin, else the origin of Referer; null when neither says. */
function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin.replace(/\/+$/, '');
  if (origin === 'null') return 'null';
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return null;
  return new URL(referer).origin;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function trusted(origin: string, { trustedOrigins, trustLoopback }: Config['sessionCookies']): boolean {
  if (trustedOrigins.includes(origin)) return true;
  return trustLoopback && URL.canParse(origin) && LOOPBACK_HOSTS.has(new URL(origin).hostname);
}

/**
 * The CSRF defence of a write that a cookie authenticates (or a sign-in asking for one): the web
 * app's header, and an Origin (or Referer) of the app's own. A cross-site form can set neither;
 * another site's script cannot send the header without a CORS preflight, which the API never allows.
 */
export function assertSameSiteWrite(request: FastifyRequest, config: Pick<Config, 'sessionCookies'>): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = originOf(request);
  if (origin === null || !trusted(origin, config.sessionCookies)) {
    throw new CodedRefusal(403, API_MESSAGES.csrf.originRefused, CSRF_REFUSED);
  }
  if (!isWebClient(request)) throw new CodedRefusal(403, API_MESSAGES.csrf.headerMissing, CSRF_REFUSED);
}

/**
 * Whether a sign-in answers with a cookie (the web app, or any browser that already holds a session
 * cookie) rather than the token in the body (API clients). A browser's sign-in passes the CSRF
 * check first, so a cross-site form cannot sign a visitor in to someone else's account.
 */
export function wantsCookie(request: FastifyRequest, config: Pick<Config, 'sessionCookies'>): boolean {
  if (bearerToken(request)) return false;
  if (!isWebClient(request) && sessionCookiesOf(request).length === 0) return false;
  assertSameSiteWrite(request, config);
  return true;
}

function cookie(name: string, value: string, maxAgeSeconds: number, options: { httpOnly: boolean; secure: boolean }): string {
  return [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, ...(options.httpOnly ? ['HttpOnly'] : []), 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])].join('; ');
}

function appendCookies(reply: FastifyReply, cookies: string[]): void {
  const current = reply.getHeader('set-cookie');
  const kept = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  reply.header('set-cookie', [...kept, ...cookies]);
}

/**
 * Hands a session to the browser: the token HttpOnly, the scripts' hint that it holds one, and the
 * other kind's cookie expired (a browser holds one session at a time; the caller revokes the old one).
 */
export function setSessionCookie(reply: FastifyReply, kind: SessionKind, token: string, lifetimeMs: number, config: Pick<Config, 'sessionCookies'>): void {
  const seconds = Math.floor(lifetimeMs / 1000);
  const { secure } = config.sessionCookies;
  const other = kind === 'staff' ? 'customer' : 'staff';
  appendCookies(reply, [
    cookie(SESSION_COOKIES[kind], token, seconds, { httpOnly: true, secure }),
    cookie(SESSION_COOKIES[other], '', 0, { httpOnly: true, secure }),
    cookie(SIGNED_IN_COOKIE, '1', seconds, { httpOnly: false, secure }),
  ]);
}

/** Ends the browser's sessions: every session cookie and the hint expire now. */
export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'sessionCookies'>): void {
  const { secure } = config.sessionCookies;
  appendCookies(reply, [
    cookie(TOKEN_COOKIE, '', 0, { httpOnly: true, secure }),
    cookie(STAFF_TOKEN_COOKIE, '', 0, { httpOnly: true, secure }),
    cookie(SIGNED_IN_COOKIE, '', 0, { httpOnly: false, secure }),
  ]);
}
