import Fastify, { type FastifyInstance } from 'fastify';
import { billsSandbox } from './bills';
import { mailSandbox } from './mail';

export interface SandboxOptions {
  slowMs?: number;
  logger?: boolean;
}

/** The provider sandbox: each remote system it plays is its own plugin. */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(billsSandbox, { slowMs: options.slowMs ?? 15_000 });
  await app.register(mailSandbox);
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
