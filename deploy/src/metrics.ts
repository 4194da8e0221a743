// The web server's Prometheus endpoint: request rate and latency by route pattern and status
// (the API's answers through the proxy show as /api/*), and the process's own figures.
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { metricsRefusal } from '@topup/api/web-tier';

const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * GET /metrics, to loopback or with METRICS_TOKEN as a bearer token (never proxied to the API).
 * Answers how to count an answer Fastify did not send (deploy/src/front.ts).
 */
export function serveMetrics(app: FastifyInstance, token: string | undefined): (method: string, route: string, status: number, seconds: number) => void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: latency, and their rate from _count',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    const refusal = metricsRefusal(request.raw, token);
    if (refusal === 401) reply.header('www-authenticate', 'Bearer');
    if (refusal) return reply.code(refusal).header('cache-control', 'no-store').send({ message: 'Metrics are served on this machine or with METRICS_TOKEN' });
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
  return (method, route, status, seconds) => requests.observe({ method, route, status_code: status }, seconds);
}
