import { createHash } from 'node:crypto';
import { STORE_CSP } from '@topup/api/web-tier';

/** sha256 sources for the inline scripts of a page (the shell's pre-paint theme script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );
}

/**
 * CSP limited to this origin plus any configured remote origins (REMOTE_ORIGINS, for remotes
 * hosted on a CDN). Styles allow inline because toasts and the MF runtime set style attributes.
 */
export function contentSecurityPolicy(scriptHashes: string[], remoteOrigins: string[]): string {
  const origins = remoteOrigins.join(' ');
  const withOrigins = (...sources: string[]) => [...sources, origins].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${withOrigins("'self'", ...scriptHashes)}`,
    `style-src ${withOrigins("'self'", "'unsafe-inline'")}`,
    `connect-src ${withOrigins("'self'")}`,
    `img-src ${withOrigins("'self'", 'data:', 'blob:')}`,
    `font-src ${withOrigins("'self'", 'data:')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The CSP of the API's answers, through the web server or nginx in front (ADR 0029): the shell's
 * without its inline script hashes (an API answer runs no inline script), so it does not change
 * with a shell promote and nginx's rendered config can carry it.
 */
export function apiContentSecurityPolicy(remoteOrigins: string[]): string {
  return contentSecurityPolicy([], remoteOrigins);
}

/**
 * STORE_ORIGIN: the release store served from another, cookieless origin (a CDN pulling /store/
 * from the web servers; ADR 0031). `https://cdn.example.com`, no path; undefined when unset.
 */
export function storeOriginFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.STORE_ORIGIN?.trim();
  if (!raw) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) throw new Error(`STORE_ORIGIN must be an origin such as https://cdn.example.com (no path), got "${raw}"`);
  return url.origin;
}

/** The origins the CSP allows besides the app's own: REMOTE_ORIGINS and STORE_ORIGIN (the web server and nginx read the same). */
export function cspOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const store = storeOriginFromEnv(env);
  return [...(env.REMOTE_ORIGINS ?? '').split(',').filter(Boolean), ...(store ? [store] : [])];
}

/** With HSTS=1 (the site is served over HTTPS), on every response: pages, scripts, the registry, the API. */
export const HSTS_HEADERS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

/** On every response: a script or stylesheet is only run as the type it is served as. */
export const EVERY_RESPONSE_HEADERS = { 'x-content-type-options': 'nosniff' } as const;

/**
 * Headers a browser applies to a document or a worker and ignores on anything a page only loads
 * (script chunks, stylesheets, fonts, raster images). The CSP is added beside them.
 */
export const DOCUMENT_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * On every /store/ answer, whatever its type (ADR 0031): a CSP under which nothing runs
 * as a page, and CORS for a store served from another origin (STORE_ORIGIN, a CDN): the shell
 * fetches manifests and loads scripts with `integrity`, which a cross-origin answer needs CORS for.
 * The store is public and cookieless: any origin may read it.
 */
export const STORE_HEADERS = { 'content-security-policy': STORE_CSP, 'access-control-allow-origin': '*' } as const;

/** A request for the release store (`/store/...`). */
export const isStorePath = (path: string): boolean => path.startsWith('/store/');

/** Content types a page only loads (no document headers); nginx in front uses the same rule (nginx-front.ts). */
export const SUBRESOURCE_TYPES = /^(application\/javascript|text\/javascript|text\/css|font\/|image\/(png|jpeg|webp|gif|avif))/;

/**
 * Whether a response needs the document headers: all but subresources. A script is a
 * subresource unless it is the service worker (a worker runs under its script's CSP); an SVG or
 * any page opened on its own is a document.
 */
export function isDocumentLike(contentType: string | undefined, path: string): boolean {
  if (/(^|\/)sw\.js$/.test(path)) return true;
  return !SUBRESOURCE_TYPES.test(contentType ?? '');
}
