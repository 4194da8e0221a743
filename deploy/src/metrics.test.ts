import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrate, PgliteDb } from '@topup/api/web-tier';
import { dbSource } from './release-source';
import { buildServer } from './server';

const TOKEN = '5d0c9e7a1f3b48e2a6c4d8b0e2f61a97';
let upstream: FastifyInstance;
let upstreamMetricsCalls = 0;
let db: PgliteDb;
let open: FastifyInstance;
let guarded: FastifyInstance;

beforeAll(async () => {
  // Stands in for the API, with a /metrics of its own the web server must never hand out.
  upstream = Fastify();
  upstream.get('/api/v1/items/:id', async () => ({ ok: true }));
  upstream.get('/metrics', async () => {
    upstreamMetricsCalls += 1;
    return 'api_only_series 1\n';
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  db = await PgliteDb.open({});
  await migrate(db);
  open = await buildServer({ source: dbSource(db), apiUrl });
  guarded = await buildServer({ source: dbSource(db), apiUrl, metricsToken: TOKEN });
});
afterAll(async () => {
  await Promise.all([open.close(), guarded.close(), upstream.close()]);
  await db.close();
});

describe("the web server's GET /metrics", () => {
  it('from loopback: its own requests by route pattern and status, never the API\'s series', async () => {
    for (const id of [1, 2]) expect((await open.inject({ method: 'GET', url: `/api/v1/items/${id}`, remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
    expect((await open.inject({ method: 'GET', url: '/registry.json' })).statusCode).toBe(200);
    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('http_request_duration_seconds_count{method="GET",route="/api/*",status_code="200"} 2');
    expect(res.body).toContain('http_request_duration_seconds_count{method="GET",route="/registry.json",status_code="200"} 1');
    expect(res.body).toContain('process_resident_memory_bytes');
    expect(res.body).not.toContain('/api/v1/items/1');
    expect(res.body).not.toContain('api_only_series');
    expect(upstreamMetricsCalls).toBe(0);
  });

  it('refuses other callers: 403 without METRICS_TOKEN set, 401 without the right token, 200 with it', async () => {
    expect((await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(403);
    expect((await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(401);
    const wrong = await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});
