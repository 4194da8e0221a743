// What /registry.json answers a given browser (ADR 0022): the stable versions, a running canary's
// version for the signed-in customers in its share, the previewed version for a browser holding a
// valid preview cookie. Computed from memory only: each variant's JSON is serialised once per
// registry generation and kept until the registry changes (no database call per request).
import { createHash } from 'node:crypto';
import { type Preview, PREVIEW_COOKIE, signHealthTicket, verifyPreview } from '@topup/api/web-tier';
import type { Registry, Track } from '@topup/wire';
import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '@topup/rules';

export interface Visitor {
  /** The signed-in customer (decoded, not verified: ADR 0022); null for anonymous visitors and staff. */
  customerId: string | null;
  /** A valid preview (signature and expiry checked); the version may still be unknown. */
  preview: Preview | null;
}

/** The cookies of a request, by name (the first of a repeated name wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const value = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/**
 * The customer a JWT names, read without checking its signature (the bucket is no security
 * boundary: ADR 0022). Expired, malformed and staff tokens (`stf`) name nobody.
 */
export function customerOf(token: string | undefined, now: Date): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown; stf?: unknown };
    if (typeof claims.sub !== 'string' || !/^\d{1,18}$/.test(claims.sub) || claims.stf) return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims.sub;
  } catch {
    return null;
  }
}

/**
 * The visitor a request's cookies describe. The sessions are HttpOnly cookies (ADR 0032), which the
 * browser still sends here: the customer's `accessToken` places them in a canary; a browser signed
 * in to the back office (`staffToken`) is staff, served the stable versions.
 */
export function visitorOf(cookieHeader: string | undefined, previewKey: Buffer, now: Date): Visitor {
  const cookies = parseCookies(cookieHeader);
  const previewToken = cookies.get(PREVIEW_COOKIE);
  const check = previewToken ? verifyPreview(previewKey, previewToken, now) : null;
  const staff = cookies.has(STAFF_TOKEN_COOKIE);
  return { customerId: staff ? null : customerOf(cookies.get(TOKEN_COOKIE), now), preview: check?.ok ? check.preview : null };
}

/** A customer's place (0-9999) in a canary: stable for one remote's canary of one version. */
export function bucketOf(target: string, version: string, customerId: string): number {
  return createHash('sha256').update(`${target}:${version}:${customerId}`).digest().readUInt32BE(0) % 10_000;
}

export const inCanary = (target: string, canary: { version: string; percent: number }, customerId: string) =>
  bucketOf(target, canary.version, customerId) < canary.percent * 100;

const tracksOf = (registry: Registry): Array<[string, Track]> => [['shell', registry.shell], ...Object.entries(registry.remotes)];

/** The versions this visitor gets where they differ from the stable ones: target -> version. */
export function overridesFor(registry: Registry, visitor: Visitor): Map<string, string> {
  const overrides = new Map<string, string>();
  if (visitor.customerId) {
    for (const [target, track] of Object.entries(registry.remotes)) {
      if (track.canary && track.versions[track.canary.version] && inCanary(target, track.canary, visitor.customerId)) overrides.set(target, track.canary.version);
    }
  }
  const preview = visitor.preview;
  if (preview) {
    const track = preview.target === 'shell' ? registry.shell : registry.remotes[preview.target];
    if (track?.versions[preview.version]) overrides.set(preview.target, preview.version);
  }
  return overrides;
}

/**
 * The registry as one browser sees it: each target's `live` is the version it gets, `stable` the
 * version live for everyone, `integrity` the SRI digest of the manifest it loads first, and
 * `preview` names what this browser previews.
 */
export function registryFor(registry: Registry, overrides: Map<string, string>, preview: Preview | null, storeOrigin?: string): object {
  const view = (target: string, track: Track) => {
    const served = overrides.get(target) ?? track.live;
    const integrity = served ? track.versions[served]?.integrity : undefined;
    return { ...track, ...(storeOrigin && { versions: onStoreOrigin(track.versions, storeOrigin) }), live: served, stable: track.live, ...(integrity ? { integrity } : {}) };
  };
  const previewed = preview && overrides.get(preview.target) === preview.version ? { preview: { target: preview.target, version: preview.version } } : {};
  return {
    shell: view('shell', registry.shell),
    remotes: Object.fromEntries(Object.entries(registry.remotes).map(([target, track]) => [target, view(target, track)])),
    ...previewed,
  };
}

/** Manifests on STORE_ORIGIN (ADR 0031): the same paths and digests on a cookieless origin. */
function onStoreOrigin(versions: Track['versions'], storeOrigin: string): Track['versions'] {
  return Object.fromEntries(Object.entries(versions).map(([version, info]) => [version, info.manifest?.startsWith('/') ? { ...info, manifest: `${storeOrigin}${info.manifest}` } : info]));
}

/** One variant's answer, serialised once, and what it serves (the health ticket names it). */
interface Variant {
  json: string;
  served: Record<string, string>;
  /** A running canary's version is among the served ones: the ticket names the customer. */
  canary: boolean;
}

/**
 * Serialised answers per variant, for one registry (a new registry: a new cache). Each answer
 * carries `healthTicket` (ADR 0022 amendment 3): signed per request, the only per-request work.
 */
export class RegistryAnswers {
  private registry: Registry | null = null;
  private readonly cache = new Map<string, Variant>();

  constructor(
    private readonly ticketKey: Buffer,
    private readonly maxVariants = 256,
    private readonly storeOrigin?: string,
  ) {}

  answer(registry: Registry, visitor: Visitor, now = new Date()): string {
    if (registry !== this.registry) {
      this.registry = registry;
      this.cache.clear();
    }
    const overrides = overridesFor(registry, visitor);
    const previewed = visitor.preview && overrides.get(visitor.preview.target) === visitor.preview.version ? `${visitor.preview.target}@${visitor.preview.version}` : '';
    const key = `${[...overrides].map(([target, version]) => `${target}=${version}`).sort().join('&')}|${previewed}`;
    let variant = this.cache.get(key);
    if (variant === undefined) {
      const json = JSON.stringify(registryFor(registry, overrides, visitor.preview, this.storeOrigin));
      const served = Object.fromEntries(tracksOf(registry).flatMap(([target, track]) => {
        const version = overrides.get(target) ?? track.live;
        return version ? [[target, version]] : [];
      }));
      const canary = Object.entries(registry.remotes).some(([target, track]) => served[target] === track.canary?.version && served[target] !== track.live);
      variant = { json, served, canary };
      if (this.cache.size >= this.maxVariants) this.cache.clear();
      this.cache.set(key, variant);
    }
    const ticket = signHealthTicket(this.ticketKey, variant.served, variant.canary ? visitor.customerId : null, now);
    return `${variant.json.slice(0, -1)},"healthTicket":${JSON.stringify(ticket)}}`;
  }
}

/** The versions in a registry a browser may be served (live, canary): what web servers keep in memory. */
export function servedVersions(registry: Registry): Array<[string, string]> {
  return tracksOf(registry).flatMap(([target, track]) => [
    ...(track.live ? [[target, track.live] as [string, string]] : []),
    ...(track.canary ? [[target, track.canary.version] as [string, string]] : []),
  ]);
}
