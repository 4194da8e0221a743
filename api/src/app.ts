import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT } from '@topup/rules';
import type { Config } from './config';
import type { Db } from './db/client';
import { installErrorHandling } from './http/error-handler';
import { resolveClientIp } from './http/client-ip';
import { refuseUnstorableInput } from './http/input-guard';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/runner';
import { ACCOUNT_MAIL_JOBS, accountJobHandlers } from './modules/accounts/jobs';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenService, loadJwtSecret } from './modules/auth/tokens';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contactRoutes } from './modules/contact/routes';
import { contentRoutes } from './modules/content/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { paymentJobHandlers } from './modules/payments/jobs';
import { gatewayWebhookRoutes, paymentRoutes } from './modules/payments/routes';
import { createPaymentService } from './modules/payments/service';
import { profileRoutes } from './modules/profile/routes';
import { shopRoutes } from './modules/shop/routes';
import { createShopService } from './modules/shop/service';
import { transferRoutes } from './modules/transfers/routes';
import { createTransferService } from './modules/transfers/service';
import { createMonnifyAdapter } from './providers/gateway/monnify';
import type { PaymentGateway } from './providers/gateway/port';
import { purchaseRoutes } from './modules/purchases/routes';
import { REQUERY_JOB, createPurchaseService } from './modules/purchases/engine';
import { requeryPurchaseJob } from './modules/purchases/requery-job';
import { createVerificationService } from './modules/purchases/verification';
import { transactionRoutes } from './modules/transactions/routes';
import { userRoutes } from './modules/users/routes';
import type { BillsProvider } from './providers/bills/port';
import { createVtpassAdapter } from './providers/bills/vtpass';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT_BYTES = 64 * 1024;
const MEDIA_DIR = join(__dirname, '..', 'media');

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Injected in tests to move time; defaults to the wall clock. */
  clock?: () => Date;
  bills?: BillsProvider;
  gateway?: PaymentGateway;
  /** Extra job kinds (tests register probes here). */
  jobHandlers?: Record<string, JobHandler>;
  workerId?: string;
  logger?: boolean | object;
}

/** The HTTP API, ready for listen() or inject(). Migrations and seed are the caller's job. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const clock = options.clock ?? (() => new Date());
  // First, so that services and jobs log through the app's logger.
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Wrong types are errors, not silently coerced ("12" stays a string, 12 stays a number).
    ajv: { customOptions: { coerceTypes: false, allErrors: true, removeAdditional: false, allowUnionTypes: true } },
    bodyLimit: BODY_LIMIT_BYTES,
    // The web server's X-Forwarded-For is believed through PROXY_SECRET (http/client-ip.ts).
    trustProxy: config.trustProxy,
  });
  const tokens = createTokenService(await loadJwtSecret(db, config.jwtSecret));
  const auth = createAuthService({ db, tokens, limits: config.loginLimits, clock, appOrigin: config.accounts.appOrigin });
  const bills =
    options.bills ?? createVtpassAdapter({ baseUrl: config.billsProviderUrl, timeoutMs: config.providerTimeoutMs });
  const purchases = createPurchaseService({
    db,
    bills,
    clock,
    requeryDelayMs: config.requeryDelayMs,
    idempotencyWaitMs: config.providerTimeoutMs + 5_000,
  });
  const gateway =
    options.gateway ??
    createMonnifyAdapter({ baseUrl: config.gateway.url, apiKey: config.gateway.apiKey, secret: config.gateway.secret, timeoutMs: config.gateway.timeoutMs });
  const payments = createPaymentService({ db, gateway, clock, appOrigin: config.accounts.appOrigin });
  const transfers = createTransferService({ db, clock });
  const shop = createShopService({ db, clock });
  const backoff = { baseMs: config.requeryDelayMs, maxMs: config.requeryMaxDelayMs };
  // A frozen provider must not hold a requery lane for the customer-facing timeout.
  const requeryBills =
    options.bills ?? createVtpassAdapter({ baseUrl: config.billsProviderUrl, timeoutMs: config.requeryTimeoutMs });
  const jobs: JobRunner = createJobRunner({
    db,
    workerId: options.workerId,
    visibilityMs: config.jobVisibilityMs,
    backoff,
    log: app.log,
    queues: [
      { name: 'provider', kinds: [REQUERY_JOB], concurrency: config.jobConcurrency.provider },
      { name: 'mail', kinds: [...ACCOUNT_MAIL_JOBS], concurrency: config.jobConcurrency.mail },
    ],
    defaultConcurrency: config.jobConcurrency.default,
    handlers: {
      [REQUERY_JOB]: requeryPurchaseJob({ db, bills: requeryBills, purchases, backoff, maxAttempts: config.requeryMaxAttempts, log: app.log }),
      ...accountJobHandlers({ db, config: config.accounts }),
      ...paymentJobHandlers(payments),
      ...options.jobHandlers,
    },
  });
  const verifications = createVerificationService({ db, bills, clock });
  const services: Services = { db, config, clock, auth, bills, purchases, verifications, payments, transfers, shop, jobs };

  app.decorate('services', services);
  installErrorHandling(app, { bodyLimitBytes: BODY_LIMIT_BYTES });
  refuseUnstorableInput(app);
  resolveClientIp(app, config.proxySecret);
  app.addHook('onSend', async (request, reply) => {
    // Answers carry balances, tokens and personal data: no cache keeps them. Media may be cached.
    if (!request.url.startsWith('/media/')) reply.header('cache-control', 'no-store');
    if (config.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  if (config.apiDocs) await registerApiDocs(app);
  await app.register(fastifyStatic, { root: MEDIA_DIR, prefix: '/media/', decorateReply: false });

  // Alive: the process answers. Ready: it can reach its database (a load balancer's check).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    await db.query('SELECT 1');
    return { ok: true };
  });

  await app.register(
    async (v1) => {
      for (const routes of [
        authRoutes,
        userRoutes,
        contentRoutes,
        catalogueRoutes,
        purchaseRoutes,
        paymentRoutes,
        gatewayWebhookRoutes,
        transferRoutes,
        shopRoutes,
        transactionRoutes,
        accountRoutes,
        profileRoutes,
        contactRoutes,
        newsletterRoutes,
      ]) {
        await v1.register(routes, { services });
      }
    },
    { prefix: API_PREFIX },
  );
  return app;
}

/** Runs the jobs due at `now` (tests pass a future clock instead of sleeping). */
export function runDueJobs(app: FastifyInstance, options: { now?: Date; limit?: number } = {}): Promise<number> {
  return app.services.jobs.runDue(options);
}

async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT.name} API`, version: '1.0.0', description: 'Wallet, bills and purchases API' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
