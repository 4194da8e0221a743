import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status: number;
  /** Sent as JSON, unless `contentType` is given: then a string body is sent as it is. */
  body: unknown;
  contentType?: string;
}

/** Answer this to leave the request without a response (a hung API). */
export const HANG = 'hang';

/** A real HTTP server on an ephemeral port that records requests and answers what `reply` says. */
export async function startTestServer(reply: (req: SeenRequest) => Reply | typeof HANG = () => ({ status: 200, body: { message: 'ok', data: null } })) {
  const seen: SeenRequest[] = [];
  let answer = reply;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(request);
      const reply = answer(request);
      if (reply === HANG) return;
      const { status, body, contentType } = reply;
      res.writeHead(status, { 'content-type': contentType ?? 'application/json' });
      res.end(contentType ? String(body) : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api/v1/`,
    seen,
    respondWith(next: (req: SeenRequest) => Reply | typeof HANG) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
