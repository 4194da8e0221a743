import { createHash } from 'node:crypto';

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
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;
