import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './server';

let upstream: FastifyInstance;
let web: FastifyInstance;
let releaseDir: string;

beforeAll(async () => {
  // Stands in for the API: answers the X-Forwarded-For it received.
  upstream = Fastify();
  upstream.get('/api/v1/echo', async (request) => ({ xff: request.headers['x-forwarded-for'] ?? null }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  releaseDir = mkdtempSync(join(tmpdir(), 'topup-deploy-test-'));
  const { port } = upstream.server.address() as AddressInfo;
  web = await buildServer({ releaseDir, apiUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await web.close();
  await upstream.close();
  rmSync(releaseDir, { recursive: true, force: true });
});

const echo = (headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url: '/api/v1/echo', remoteAddress: '203.0.113.5', headers });

describe('the /api proxy', () => {
  it('forwards the real client address as X-Forwarded-For', async () => {
    const res = await echo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ xff: '203.0.113.5' });
  });

  it('replaces a client-sent X-Forwarded-For, so per-IP limits cannot be dodged', async () => {
    const res = await echo({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' });
    expect(res.json()).toEqual({ xff: '203.0.113.5' });
  });
});
