import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds; the API's answers are mostly tens of milliseconds, provider calls up to the time-out. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface ApiMetrics {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status_code'>;
  /** A purchase's first answer: delivered, pending (provider still working) or failed (refunded). */
  purchases: Counter<'kind' | 'outcome'>;
  /** A pending purchase settled later by its requery job. */
  settlements: Counter<'kind' | 'outcome'>;
}

/** One registry per app (tests build many apps in one process). */
export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: latency, and their rate from _count',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    purchases: new Counter({
      name: 'topup_purchases_total',
      help: 'Purchase answers by kind and outcome (delivered, pending, failed)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    settlements: new Counter({
      name: 'topup_purchase_settlements_total',
      help: 'Pending purchases settled by a requery, by kind and outcome (delivered, failed)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
  };
}

/** delivered, pending or failed: what a transaction's status means for its buyer. */
export function purchaseOutcome(status: string): 'delivered' | 'pending' | 'failed' {
  if (status === 'confirmed') return 'delivered';
  return status === 'pending' ? 'pending' : 'failed';
}
