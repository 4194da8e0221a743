import { API_MESSAGES } from '@topup/rules';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db/client';
import { installErrorHandling } from './http/error-handler';
import { createDrain } from './http/drain';
import { logEachAnswer } from './http/logging';
import { resolveClientIp } from './http/client-ip';
import { rememberClientVersions } from './http/client-versions';
import { refuseUnstorableInput } from './http/input-guard';
import { createJobRunner, type JobHandler } from './jobs/runner';
import { registerScopes } from './http/scopes';
import { registerResellerScope, RESELLER_PREFIX } from './http/reseller-scope';
import { registerApiDocs } from './openapi/plugin';
import { API_MODULES } from './modules';
import type { QueueName } from './modules/module';
import { CATALOGUE_CHANNEL } from './modules/catalogue/reader';
import { PROFILES_CHANNEL } from './modules/users/profiles';
import { BUYERS_CHANNEL } from './modules/users/buyers';
import { SESSIONS_CHANNEL } from './modules/auth/session-cache';
import { listenForNotifications, type Notifications } from './db/notifications';
import { PostgresDb } from './db/postgres';
import { createTokenService, loadJwtSecret } from './modules/auth/tokens';
import { createApiMetrics } from './metrics/registry';
import { recordRequests, registerMetricsRoute } from './metrics/route';
import type { PaymentGateway } from './providers/gateway/port';
import type { BillsProvider } from './providers/bills/port';
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
  /** PostgreSQL: LISTEN for ended sessions (and let the caller wake jobs). Default true. */
  listen?: boolean;
}

/** What this process keeps in memory (sessions, the catalogue) is trusted only while this connection listens. */
function listenToDatabase(db: PostgresDb, { auth, catalogue, profiles, buyers }: Pick<Services, 'auth' | 'catalogue' | 'profiles' | 'buyers'>, app: FastifyInstance): Notifications {
  const notifications = listenForNotifications({ connect: (onError) => db.connectDedicated(onError), log: app.log });
  notifications.on(SESSIONS_CHANNEL, (payload) => auth.sessions.invalidate(payload));
  notifications.on(CATALOGUE_CHANNEL, () => catalogue.invalidate());
  notifications.on(PROFILES_CHANNEL, (userId) => profiles.forget(userId));
  notifications.on(BUYERS_CHANNEL, (userId) => buyers.forget(userId));
  notifications.onListening(() => {
    auth.sessions.enable();
    catalogue.enable();
    profiles.enable();
    buyers.enable();
  });
  notifications.onLost(() => {
    auth.sessions.disable();
    catalogue.disable();
    profiles.disable();
    buyers.disable();
  });
  app.addHook('onClose', () => notifications.close());
  return notifications;
}

/** The HTTP API, ready for listen() or inject(). Migrations and seed are the caller's job. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const clock = options.clock ?? (() => new Date());
  // First, so that services and jobs log through the app's logger.
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // One line per answer (logEachAnswer below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Wrong types are errors, not silently coerced ("12" stays a string, 12 stays a number).
    // multipleOfPrecision: 1.01 is a multiple of 0.01 (in floating point 1.01 / 0.01 is 101.00000000000001).
    ajv: { customOptions: { coerceTypes: false, allErrors: true, removeAdditional: false, allowUnionTypes: true, multipleOfPrecision: 9 } },
    bodyLimit: BODY_LIMIT_BYTES,
    // The web server's X-Forwarded-For is believed through PROXY_SECRET (http/client-ip.ts).
    trustProxy: config.trustProxy,
  });
  // Services: each module builds its own (ApiModule.services), in API_MODULES order.
  const tokens = createTokenService(await loadJwtSecret(db, config.jwtSecret));
  const built: Partial<Services> = { db, config, clock, metrics: createApiMetrics(), drain: createDrain(app.server) };
  const context = { db, config, clock, providers: { bills: options.bills, gateway: options.gateway }, built, tokens };
  for (const module of API_MODULES) Object.assign(built, module.services?.(context));
  // The job runner is the last service: its handlers come from the modules, which need the others.
  const services = built as Services;
  const jobContext = { services, config, log: app.log };
  const queued = (name: QueueName) => API_MODULES.flatMap((m) => m.queues?.[name] ?? []);
  services.jobs = createJobRunner({
    db,
    workerId: options.workerId,
    visibilityMs: config.jobVisibilityMs,
    backoff: { baseMs: config.requeryDelayMs, maxMs: config.requeryMaxDelayMs },
    log: app.log,
    queues: [
      { name: 'provider', kinds: queued('provider'), concurrency: config.jobConcurrency.provider },
      { name: 'mail', kinds: queued('mail'), concurrency: config.jobConcurrency.mail },
      { name: 'callbacks', kinds: queued('callbacks'), concurrency: config.jobConcurrency.callbacks },
      { name: 'schedules', kinds: queued('schedules'), concurrency: config.jobConcurrency.schedules, paceMs: config.schedulePaceMs },
    ],
    defaultConcurrency: config.jobConcurrency.default,
    handlers: forgettingProfiles(
      Object.assign({}, ...API_MODULES.map((m) => m.jobs?.(jobContext) ?? {}), options.jobHandlers) as Record<string, JobHandler>,
      services.profiles,
    ),
  });

  if (db instanceof PostgresDb && options.listen !== false) services.notifications = listenToDatabase(db, services, app);

  app.decorate('services', services);
  recordRequests(app, services.metrics);
  logEachAnswer(app);
  installErrorHandling(app, { bodyLimitBytes: BODY_LIMIT_BYTES });
  refuseUnstorableInput(app);
  resolveClientIp(app, config.proxySecret);
  rememberClientVersions(app);
  app.addHook('onSend', async (request, reply) => {
    // Answers carry balances, tokens and personal data: no cache keeps them. Media may be cached.
    if (!request.url.startsWith('/media/')) reply.header('cache-control', 'no-store');
    if (config.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  if (config.apiDocs) await registerApiDocs(app, { appOrigin: config.appOrigin });
  await app.register(fastifyStatic, { root: MEDIA_DIR, prefix: '/media/', decorateReply: false });

  // Alive: the process answers. Ready: it can reach its database (a load balancer's check).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // Stopping (SIGTERM): out of the balancer's rotation while requests in flight finish.
    if (services.drain.draining) return reply.code(503).header('retry-after', '2').send({ message: API_MESSAGES.unavailable });
    await db.query('SELECT 1');
    return { ok: true };
  });
  registerMetricsRoute(app, services);

  await app.register((v1) => registerScopes(v1, API_MODULES, services), { prefix: API_PREFIX });
  await app.register((reseller) => registerResellerScope(reseller, API_MODULES, services), { prefix: RESELLER_PREFIX });
  return app;
}

/** Runs the jobs due at `now` (tests pass a future clock instead of sleeping). */
export function runDueJobs(app: FastifyInstance, options: { now?: Date; limit?: number } = {}): Promise<number> {
  return app.services.jobs.runDue(options);
}

/**
 * A job's work (a requery's refund, a payment's credit) is seen by this process's next get-user/ at
 * once: kept profiles are forgotten when a job has run, without waiting for the database's notice.
 */
function forgettingProfiles(handlers: Record<string, JobHandler>, profiles: Services['profiles']): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]): [string, JobHandler] => [
      kind,
      async (payload, ctx) => {
        try {
          return await handler(payload, ctx);
        } finally {
          profiles.forget(() => true);
        }
      },
    ]),
  );
}
