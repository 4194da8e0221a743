import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiModule } from '../modules/module';
import type { Services } from '../services';
import { requireStaff } from '../modules/staff/guard';
import { checkStaffRoute } from '../modules/staff/routes-kit';
import { requireUser } from './auth-guard';
import { transactionPinGuard } from '../modules/safety/pin-guard';
import { documentRoutesAs, type ScopeName } from '../openapi/operations';
import type { ApiTag } from '../openapi/tags';

const STAFF_TAG: ApiTag = 'back office';

/**
 * Registers every module's routes in its scope. Each scope is its own encapsulated context with
 * one auth hook: adding a route to `customer` makes it need login, whatever the route says.
 */
export async function registerScopes(v1: FastifyInstance, modules: readonly ApiModule[], services: Services): Promise<void> {
  await v1.register(async (scope) => {
    await registerRoutes(scope, 'public', modules, services);
  });
  await v1.register(async (scope) => {
    scope.addHook('onRequest', requireUser(services.auth, services.config));
    // Every debit (a route with config `debit`) needs the transaction PIN once one is set (ADR 0024).
    const pinGuard = transactionPinGuard(services);
    scope.addHook('onRoute', pinGuard.onRoute);
    scope.addHook('preHandler', pinGuard.preHandler);
    // A customer's own change (a purchase, a transfer, a profile edit) is seen by their next
    // get-user/ at once, before the database's notification of it arrives. A debit changes neither
    // the buyer's level nor whether they have a PIN: their next purchase keeps what it knows of them.
    scope.addHook('onSend', async (request) => {
      if (request.method === 'GET' || !request.user) return;
      services.profiles.forget(String(request.user.userId));
      if (!request.routeOptions.config.debit) services.buyers.forget(String(request.user.userId));
    });
    await registerRoutes(scope, 'customer', modules, services);
  });
  await v1.register(
    async (scope) => {
      scope.addHook('onRequest', requireUser(services.auth, services.config));
      scope.addHook('onRequest', requireStaff(services.db));
      // A route a module puts here that changes data must be an audited action (ADR 0020).
      scope.addHook('onRoute', checkStaffRoute);
      scope.addHook('onSend', forgetAllProfilesAfterChange(services));
      // Staff routes live with their domains but are documented together, under the back office's tag.
      await registerRoutes(scope, 'staff', modules, services, STAFF_TAG);
    },
    { prefix: '/admin' },
  );
  await v1.register(async (scope) => {
    scope.addHook('onSend', forgetAllProfilesAfterChange(services));
    await registerRoutes(scope, 'webhooks', modules, services);
  });
}

/**
 * Each module's routes of one scope, in a context that records the scope and the tag for the
 * OpenAPI document: the scope's own tag if it has one, else the module's.
 */
export async function registerRoutes(scope: FastifyInstance, name: ScopeName, modules: readonly ApiModule[], services: Services, scopeTag?: ApiTag): Promise<void> {
  for (const m of modules) {
    const routes = m[name];
    if (!routes) continue;
    await scope.register(async (documented) => {
      documented.addHook('onRoute', documentRoutesAs({ scope: name, tag: scopeTag ?? m.tag ?? m.name }));
      await documented.register(routes, { services });
    });
  }
}

/**
 * Staff actions and webhooks change customers other than the caller (a refund, a credit, a lock,
 * a vendor approval): this process forgets every kept profile and buyer once one has answered, so its next get-user/ reads
 * afresh without waiting for the database's notice. They are rare next to get-user/.
 */
function forgetAllProfilesAfterChange(services: Services) {
  return async (request: FastifyRequest) => {
    if (request.method === 'GET') return;
    services.profiles.forget(() => true);
    services.buyers.forget(() => true);
  };
}
