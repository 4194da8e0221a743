// Health tickets (ADR 0022 amendment 3): the proof that a browser was served the
// versions it reports on. A web server signs one into every /registry.json answer (no database
// call); the API checks the signature, the expiry, that each reported version is one the ticket
// names, and, for a ticket that served a canary, that the report comes with that customer's
// session. Single use (one load and one failure per target) is kept by the database.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A page keeps its registry answer while it is open: loads of a remote opened hours later still count. */
export const HEALTH_TICKET_LIFETIME_MS = 24 * 60 * 60_000;
const DEVELOPMENT_KEY = 'topup development release health key';

export interface HealthTicket {
  /** A random id: the unit of single use (with the target). */
  nonce: string;
  /** target -> the version this answer served. */
  served: Record<string, string>;
  /** The customer a canary was served to (the report must carry their session); absent otherwise. */
  customerId?: string;
  expiresAt: Date;
}

export type HealthTicketCheck = { ok: true; ticket: HealthTicket } | { ok: false; reason: 'missing' | 'forged' | 'expired' };

/**
 * The signing key: derived from RELEASE_PREVIEW_SECRET, else from PROXY_SECRET (both already shared by
 * the API and every web server), under a label of its own so that a preview token is never a ticket.
 */
export function healthTicketKey(env: { RELEASE_PREVIEW_SECRET?: string; PROXY_SECRET?: string }): Buffer {
  return createHmac('sha256', env.RELEASE_PREVIEW_SECRET || env.PROXY_SECRET || DEVELOPMENT_KEY).update('release health ticket').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signHealthTicket(key: Buffer, served: Record<string, string>, customerId: string | null, now: Date, lifetimeMs = HEALTH_TICKET_LIFETIME_MS): string {
  const claims = { n: randomBytes(12).toString('base64url'), exp: now.getTime() + lifetimeMs, s: served, ...(customerId ? { c: customerId } : {}) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

const isVersions = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((version) => typeof version === 'string');

/** Checks the signature first (a forged ticket says nothing), then the claims and the expiry. */
export function verifyHealthTicket(key: Buffer, token: string | null | undefined, now: Date): HealthTicketCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let claims: { n?: unknown; exp?: unknown; s?: unknown; c?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (typeof claims.n !== 'string' || typeof claims.exp !== 'number' || !isVersions(claims.s) || (claims.c !== undefined && typeof claims.c !== 'string')) {
    return { ok: false, reason: 'forged' };
  }
  if (claims.exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, ticket: { nonce: claims.n, served: claims.s, ...(claims.c ? { customerId: claims.c } : {}), expiresAt: new Date(claims.exp) } };
}
