// The web server's answer to a request it cannot read (a garbled request line or header, headers too
// large): Node answers before any route, so without this the answer had none of the security
// headers every other answer carries (nginx in front does the same).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_MESSAGES } from '@topup/rules';
import { DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS, HSTS_HEADERS, apiContentSecurityPolicy } from './securityHeaders';

/** Fastify's `clientErrorHandler`: the refusal with the headers of the front's own failures. */
export function clientRefusal(options: { hsts?: boolean; remoteOrigins?: readonly string[] }) {
  const body = JSON.stringify({ message: API_MESSAGES.requestUnreadable });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...EVERY_RESPONSE_HEADERS,
    ...(options.hsts ? HSTS_HEADERS : {}),
    ...DOCUMENT_HEADERS,
    'content-security-policy': apiContentSecurityPolicy([...(options.remoteOrigins ?? [])]),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    socket.destroy(error);
  };
}
