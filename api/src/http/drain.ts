import type { Server } from 'node:http';

/**
 * A graceful stop behind a load balancer (ADR 0044, docs/hosts.md). From SIGTERM the process keeps
 * serving for `SHUTDOWN_DRAIN_MS` while its readiness check (the API's `/readyz`, the web server's
 * `/healthz`) answers 503, so the balancer takes it out of rotation before it stops listening; every
 * answer meanwhile closes its connection, so no kept-alive connection of a proxy outlives the
 * listener (a request written into one as it closes is one a proxy may not retry: a POST).
 */
export interface Drain {
  readonly draining: boolean;
  /** Starts draining and resolves after `ms`. */
  start(ms: number): Promise<void>;
}

export function createDrain(server: Server): Drain {
  let draining = false;
  // Before the framework's own listener: the header must be set before any answer is written.
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('connection', 'close');
  });
  return {
    get draining() {
      return draining;
    },
    async start(ms) {
      draining = true;
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
}

/** `SHUTDOWN_DRAIN_MS`: 0 (stop at once) unless set; behind a balancer at least its checks' interval × fall. */
export function drainMsFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`SHUTDOWN_DRAIN_MS must be a non-negative integer, got "${raw}"`);
  return value;
}
