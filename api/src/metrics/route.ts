import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { metricsRefusal } from './access';
import type { ApiMetrics } from './registry';
import { stateGauges } from './state';

/** Request latency by route pattern (never the raw URL: one series per route, not per id). */
export function recordRequests(app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
}

/** GET /metrics: the Prometheus text format, to loopback or with METRICS_TOKEN (metrics/access.ts). */
export function registerMetricsRoute(app: FastifyInstance, services: Services): void {
  const { metrics } = services;
  const refresh = stateGauges(metrics.registry, services);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const refusal = metricsRefusal(request.raw, services.config.metricsToken);
    if (refusal === 401) reply.header('www-authenticate', 'Bearer');
    if (refusal) return reply.code(refusal).send({ message: 'Metrics are served on this machine or with METRICS_TOKEN' });
    await refresh();
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
