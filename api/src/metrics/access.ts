import type { IncomingHttpHeaders } from 'node:http';
import { isLoopbackAddress, sameToken } from '../http/caller-on-this-machine';

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
