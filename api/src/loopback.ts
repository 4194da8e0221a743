import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Addresses that reach this machine or its link: loopback, unspecified ("this host"), link-local
 * (169.254/16, fe80::/10: a cloud's metadata service) and IPv6 unique-local (fc00::/7), in any
 * spelling. The host's own interface addresses are added at each check (ownInterfaceAddresses).
 */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
// :: and the deprecated IPv4-compatible ::a.b.c.d; IPv4-mapped ::ffff:a.b.c.d is checked against the IPv4 rules.
LOCAL.addSubnet('::', 96, 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

/** The addresses of this host's network interfaces now (a public one too: it is this machine). */
export type OwnAddresses = () => string[];
export const ownInterfaceAddresses: OwnAddresses = () =>
  Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address.replace(/%.*$/, '')));

/** Whether an address (IPv4-mapped IPv6 as its IPv4) is one of the host's own interface addresses. */
export function isOwnAddress(address: string, own: OwnAddresses = ownInterfaceAddresses): boolean {
  const plain = plainAddress(address);
  const list = new BlockList();
  for (const mine of own()) {
    const family = isIP(mine);
    if (family !== 0) list.addAddress(mine, family === 4 ? 'ipv4' : 'ipv6');
  }
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** ::ffff:a.b.c.d as a.b.c.d; anything else as it is. */
function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/** Every address a host name has (empty when it does not resolve now). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const lookupAll: HostLookup = (hostname) =>
  lookup(hostname, { all: true, verbatim: true }).then(
    (answers) => answers.map((answer) => answer.address),
    () => [],
  );

function isLocalAddress(address: string, own: OwnAddresses): boolean {
  const family = isIP(address);
  return family !== 0 && (LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6') || isOwnAddress(address, own));
}

/**
 * Whether a URL's host is this machine (or its link). The WHATWG parser already turns 2130706433, 0x7f.1 and
 * 0177.0.0.1 into 127.0.0.1; names lose their trailing dots (`localhost.`), `*.localhost` is
 * loopback by RFC 6761, and any other name counts by every address it resolves to.
 */
export async function isOnThisMachine(url: string, resolve: HostLookup = lookupAll, own: OwnAddresses = ownInterfaceAddresses): Promise<boolean> {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '').toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (isIP(hostname)) return isLocalAddress(hostname, own);
  return (await resolve(hostname)).some((address) => isLocalAddress(address, own));
}
