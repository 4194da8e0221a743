import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../providers/gateway/port';
import type { BillsProvider } from '../providers/bills/port';
import type { JobHandler } from '../jobs/runner';
import type { TokenService } from './auth/tokens';
import type { ApiTag } from '../openapi/tags';
import type { ModuleOptions, Services } from '../services';

/** What a module's `services` factory gets: the app's settings and what the modules before it built. */
export interface ServiceContext {
  db: Db;
  config: Config;
  clock: () => Date;
  /** Stand-ins tests inject for the bill provider and the payment gateway. */
  providers: { bills?: BillsProvider; gateway?: PaymentGateway };
  /** The services built so far (modules build theirs in API_MODULES order). */
  built: Partial<Services>;
  /** Signs and checks access tokens (its secret is read from the database before the modules build). */
  tokens: TokenService;
}

/** The named job queues (jobs/runner.ts); a kind not listed runs in `default`. */
export type QueueName = 'provider' | 'mail' | 'callbacks' | 'schedules';

/**
 * What a feature module hands the app (ADR 0008): its routes by scope and its jobs. app.ts
 * registers every module in a loop; each scope has one auth hook (http/scopes.ts), so a route's
 * access follows from where its module puts it, never from a per-route option.
 */
export interface ApiModule {
  name: string;
  /** The OpenAPI tag of its routes (openapi/tags.ts) when the module's name is not one. */
  tag?: ApiTag;
  /** Anyone may call these (public site, login, registration, catalogue). */
  public?: FastifyPluginAsync<ModuleOptions>;
  /** A logged-in customer: request.user is set before the handler runs. */
  customer?: FastifyPluginAsync<ModuleOptions>;
  /** Staff in a back-office session, under /admin: the scope checks the role (route config `role`); built with staff/routes-kit's defineStaffRoutes (ADR 0020). */
  staff?: FastifyPluginAsync<ModuleOptions>;
  /** Third parties that sign their calls (the payment gateway); each route checks its signature. */
  webhooks?: FastifyPluginAsync<ModuleOptions>;
  /** Vendors' servers with an API key, under /api/reseller/v1 (ADR 0026): request.reseller is set before the handler runs. */
  reseller?: FastifyPluginAsync<ModuleOptions>;
  /** The services this module owns, built once per app in buildApp (routes and jobs find them in `services`). */
  services?: (context: ServiceContext) => Partial<Services>;
  /** Job handlers by kind, and the queue each kind runs in. */
  jobs?: (context: { services: Services; config: Config; log: FastifyBaseLogger }) => Record<string, JobHandler>;
  queues?: Partial<Record<QueueName, readonly string[]>>;
}
