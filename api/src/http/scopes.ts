import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiModule } from '../modules/module';
import type { Services } from '../services';
import { requireStaff } from '../modules/staff/guard';
import { requireUser } from './auth-guard';
import { documentRoutesAs, type ScopeName } from '../openapi/operations';

/**
 * Registers every module's routes in its scope. Each scope is its own encapsulated context with
 * one auth hook: adding a route to `customer` makes it need login, whatever the route says.
 */
export async function registerScopes(v1: FastifyInstance, modules: readonly ApiModule[], services: Services): Promise<void> {
  await v1.register(async (scope) => {
    await registerRoutes(scope, 'public', modules, services);
  });
  await v1.register(async (scope) => {
    scope.addHook('onRequest', requireUser(services.auth));
    // A customer's own change (a purchase, a transfer, a profile edit) is seen by their next
    // get-user/ at once, before the database's notification of it arrives.
    scope.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.user) services.profiles.forget(String(request.user.userId));
    });
    await registerRoutes(scope, 'customer', modules, services);
  });
  await v1.register(
    async (scope) => {
      scope.addHook('onRequest', requireUser(services.auth));
      scope.addHook('onRequest', requireStaff(services.db));
      scope.addHook('onSend', forgetAllProfilesAfterChange(services));
      await registerRoutes(scope, 'staff', modules, services);
    },
    { prefix: '/admin' },
  );
  await v1.register(async (scope) => {
    scope.addHook('onSend', forgetAllProfilesAfterChange(services));
    await registerRoutes(scope, 'webhooks', modules, services);
  });
}

/** Each module's routes of one scope, in a context that records the scope and the module's tag for the OpenAPI document. */
async function registerRoutes(scope: FastifyInstance, name: ScopeName, modules: readonly ApiModule[], services: Services): Promise<void> {
  for (const m of modules) {
    const routes = m[name];
    if (!routes) continue;
    await scope.register(async (documented) => {
      documented.addHook('onRoute', documentRoutesAs({ scope: name, tag: m.tag ?? m.name }));
      await documented.register(routes, { services });
    });
  }
}

/**
 * Staff actions and webhooks change customers other than the caller (a refund, a credit, a lock):
 * this process forgets every kept profile once one has answered, so its next get-user/ reads
 * afresh without waiting for the database's notice. They are rare next to get-user/.
 */
function forgetAllProfilesAfterChange(services: Services) {
  return async (request: FastifyRequest) => {
    if (request.method !== 'GET') services.profiles.forget(() => true);
  };
}
