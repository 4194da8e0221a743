import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEV_GATEWAY_SECRET } from '../src/config';
import { logEachAnswer } from '../src/http/logging';
import { billsSandbox } from './bills';
import { gatewaySandbox } from './gateway';
import { mailSandbox } from './mail';

export interface SandboxOptions {
  slowMs?: number;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** The API's gateway webhook URL; without it the gateway sends no webhooks. */
  webhookUrl?: string;
  gatewaySecret?: string;
  lateWebhookMs?: number;
}

/** The provider sandbox: each remote system it plays is its own plugin. */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, logController: new LogController({ disableRequestLogging: true }) });
  logEachAnswer(app);
  await app.register(billsSandbox, { slowMs: options.slowMs ?? 15_000 });
  await app.register(mailSandbox);
  await app.register(gatewaySandbox, {
    webhookUrl: options.webhookUrl,
    secret: options.gatewaySecret ?? DEV_GATEWAY_SECRET,
    lateMs: options.lateWebhookMs,
  });
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
