import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import Bowser from 'bowser';
import { SESSION_MESSAGES } from '@topup/rules';
import { isPrivateAddress } from '../../http/private-addresses';

/*
 * What a customer sees of a session (ADR 0025): browser and system from the sign-in's
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

/**
 * "Local network" for loopback and private addresses, else the address's network: its /24
 * ("Network 102.89.34.x") or, for IPv6, its /48. Honest: no place is guessed.
 */
export function describePlace(ip: string | null | undefined): string {
  if (!ip) return 'Unknown network';
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    if (isPrivateAddress(address)) return LOCAL_NETWORK;
    return `Network ${address.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIP(address) === 6) {
    if (isPrivateAddress(address)) return LOCAL_NETWORK;
    const lower = address.toLowerCase();
    const groups = lower.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `Network ${groups.join(':')}::/48`;
  }
  return 'Unknown network';
}

export const browserLabel = (browser: string | null) => browser ?? SESSION_MESSAGES.ui.unknownBrowser;
export const osLabel = (os: string | null) => os ?? SESSION_MESSAGES.ui.unknownOs;
