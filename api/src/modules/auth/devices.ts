import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import Bowser from 'bowser';
import { SESSION_MESSAGES } from '@topup/rules';

/*
 * What a customer sees of a session (issue 25, ADR 0025): browser and system from the sign-in's
 * user agent (bowser), and what the address itself tells of the place, without any lookup.
 */

const MAX_USER_AGENT = 512;

export interface DeviceInfo {
  userAgent: string | null;
  browser: string | null;
  os: string | null;
}

const majorOf = (version: string | undefined) => version?.split('.')[0];

export function describeDevice(userAgent: string | undefined | null): DeviceInfo {
  const ua = userAgent?.slice(0, MAX_USER_AGENT).trim() || null;
  if (!ua) return { userAgent: null, browser: null, os: null };
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name ? [parsed.browser.name, majorOf(parsed.browser.version)].filter(Boolean).join(' ') : null;
  const os = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') : null;
  return { userAgent: ua, browser, os };
}

/** One customer's device: the same user agent is the same device (ADR 0025). */
export const deviceHash = (userAgent: string | null) => createHash('sha256').update(userAgent ?? '').digest('hex');

const LOCAL_NETWORK = 'Local network';

function isPrivateIpv4(parts: number[]): boolean {
  const [a = 0, b = 0] = parts;
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127) // carrier-grade NAT
  );
}

/**
 * "Local network" for loopback and private addresses, else the address's network: its /24
 * ("Network 102.89.34.x") or, for IPv6, its /48. Honest: no place is guessed.
 */
export function describePlace(ip: string | null | undefined): string {
  if (!ip) return 'Unknown network';
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const parts = address.split('.').map(Number);
    if (isPrivateIpv4(parts)) return LOCAL_NETWORK;
    return `Network ${parts.slice(0, 3).join('.')}.x`;
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')) return LOCAL_NETWORK;
    const groups = lower.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `Network ${groups.join(':')}::/48`;
  }
  return 'Unknown network';
}

export const browserLabel = (browser: string | null) => browser ?? SESSION_MESSAGES.ui.unknownBrowser;
export const osLabel = (os: string | null) => os ?? SESSION_MESSAGES.ui.unknownOs;
