import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

function sameToken(sent: string, token: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read `/metrics` (the API's and the web server's): a caller on this machine, or one
 * presenting METRICS_TOKEN as a bearer token. A request a proxy forwarded is not "on this machine"
 * even when the proxy is: a load balancer on the same host would otherwise open it to everyone.
 * Answers the status to refuse with, or null to serve.
 */
export function metricsRefusal(
  request: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders },
  token: string | undefined,
): 401 | 403 | null {
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
  if (token && bearer !== undefined && sameToken(bearer, token)) return null;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (authorization === undefined && !forwarded && isLoopbackAddress(request.socket.remoteAddress)) return null;
  return token ? 401 : 403;
}
