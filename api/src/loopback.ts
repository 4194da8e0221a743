import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses that reach this machine: loopback, and unspecified ("this host"), in any spelling. */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
// :: and the deprecated IPv4-compatible ::a.b.c.d; IPv4-mapped ::ffff:a.b.c.d is checked against the IPv4 rules.
LOCAL.addSubnet('::', 96, 'ipv6');

/** Every address a host name has (empty when it does not resolve now). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const lookupAll: HostLookup = (hostname) =>
  lookup(hostname, { all: true, verbatim: true }).then(
    (answers) => answers.map((answer) => answer.address),
    () => [],
  );

function isLocalAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a URL's host is this machine. The WHATWG parser already turns 2130706433, 0x7f.1 and
 * 0177.0.0.1 into 127.0.0.1; names lose their trailing dots (`localhost.`), `*.localhost` is
 * loopback by RFC 6761, and any other name counts by every address it resolves to.
 */
export async function isOnThisMachine(url: string, resolve: HostLookup = lookupAll): Promise<boolean> {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '').toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (isIP(hostname)) return isLocalAddress(hostname);
  return (await resolve(hostname)).some(isLocalAddress);
}
