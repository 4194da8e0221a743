import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** An answer as it came over the wire: status, headers and the body's bytes, not decoded. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with node:http (no client that follows redirects, decodes or adds headers), so a test
 * sees exactly what a web server answered; `from` picks the local address it comes from.
 */
export function rawRequest(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
