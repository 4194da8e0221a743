// Preview links (ADR 0022): a signed, one-hour permission for one browser to load a published
// version of one target. The API signs (release token or Releases screen); web servers verify,
// from the same key, without a database call.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'release_preview';
export const PREVIEW_LIFETIME_MS = 60 * 60_000;
/** Used only when neither RELEASE_PREVIEW_SECRET nor PROXY_SECRET is set (tests, a bare `npm run web`). */
const DEVELOPMENT_KEY = 'topup development release preview key';

export interface Preview {
  target: string;
  version: string;
  expiresAt: Date;
}

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: 'forged' | 'expired' };

/** The signing key: RELEASE_PREVIEW_SECRET, else derived from PROXY_SECRET (shared by the API and every web server). */
export function previewKey(env: { RELEASE_PREVIEW_SECRET?: string; PROXY_SECRET?: string }): Buffer {
  if (env.RELEASE_PREVIEW_SECRET) return Buffer.from(env.RELEASE_PREVIEW_SECRET);
  return createHmac('sha256', env.PROXY_SECRET || DEVELOPMENT_KEY).update('release preview').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signPreview(key: Buffer, target: string, version: string, now: Date, lifetimeMs = PREVIEW_LIFETIME_MS): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const payload = Buffer.from(JSON.stringify({ t: target, v: version, exp: expiresAt.getTime() })).toString('base64url');
  return { token: `${payload}.${mac(key, payload)}`, expiresAt };
}

/** Checks the signature first (a forged token says nothing), then the expiry. */
export function verifyPreview(key: Buffer, token: string | undefined, now: Date): PreviewCheck {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let claims: { t?: unknown; v?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (typeof claims.t !== 'string' || typeof claims.v !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'forged' };
  if (claims.exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, preview: { target: claims.t, version: claims.v, expiresAt: new Date(claims.exp) } };
}
