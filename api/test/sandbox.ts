import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../sandbox/app';

export interface SandboxOptions {
  slowMs?: number;
  webhookUrl?: string;
  lateWebhookMs?: number;
}

export interface Sandbox {
  app: FastifyInstance;
  url: string;
}

/** The provider sandbox on an ephemeral port, reached over real HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const app = await buildSandbox({ slowMs: options.slowMs ?? 600, webhookUrl: options.webhookUrl, lateWebhookMs: options.lateWebhookMs });
  // A test's close must not wait for a lookup the sandbox holds on purpose (an identity number
  // ending in 002 answers after 12 s) or for a client's keep-alive: drop every connection.
  app.addHook('preClose', (done) => {
    app.server.closeAllConnections();
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}
