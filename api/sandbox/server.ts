import { buildSandbox } from './app';
import { logFormatOf, loggerOptions } from '../src/http/logging';

async function main() {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The provider sandbox is for development and tests only; it does not start with NODE_ENV=production.');
  }
  const port = Number(process.env.SANDBOX_PORT ?? 8090);
  const host = process.env.SANDBOX_HOST || process.env.HOST || '127.0.0.1';
  const app = await buildSandbox({
    slowMs: Number(process.env.SANDBOX_SLOW_MS ?? 15_000),
    logger: loggerOptions({ level: process.env.LOG_LEVEL || 'info', format: logFormatOf(process.env) }),
    webhookUrl: process.env.GATEWAY_WEBHOOK_URL || `${process.env.API_URL || 'http://127.0.0.1:8081'}/api/v1/webhooks/gateway/`,
    gatewaySecret: process.env.GATEWAY_SECRET || undefined,
  });
  await app.listen({ port, host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
