import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiModule } from '../modules/module';
import type { Services } from '../services';
import { requireStaff } from '../modules/staff/guard';
import { checkStaffRoute } from '../modules/staff/routes-kit';
import { requireUser } from './auth-guard';

/**
 * Registers every module's routes in its scope. Each scope is its own encapsulated context with
 * one auth hook: adding a route to `customer` makes it need login, whatever the route says.
 */
export async function registerScopes(v1: FastifyInstance, modules: readonly ApiModule[], services: Services): Promise<void> {
  await v1.register(async (scope) => {
    for (const m of modules) if (m.public) await scope.register(m.public, { services });
  });
  await v1.register(async (scope) => {
    scope.addHook('onRequest', requireUser(services.auth));
    // A customer's own change (a purchase, a transfer, a profile edit) is seen by their next
    // get-user/ at once, before the database's notification of it arrives.
    scope.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.user) services.profiles.forget(String(request.user.userId));
    });
    for (const m of modules) if (m.customer) await scope.register(m.customer, { services });
  });
  await v1.register(
    async (scope) => {
      scope.addHook('onRequest', requireUser(services.auth));
      scope.addHook('onRequest', requireStaff(services.db));
      // Every route a module puts here is tagged, and one that changes data must be an audited action (ADR 0016).
      scope.addHook('onRoute', checkStaffRoute);
      scope.addHook('onSend', forgetAllProfilesAfterChange(services));
      for (const m of modules) if (m.staff) await scope.register(m.staff, { services });
    },
    { prefix: '/admin' },
  );
  await v1.register(async (scope) => {
    scope.addHook('onSend', forgetAllProfilesAfterChange(services));
    for (const m of modules) if (m.webhooks) await scope.register(m.webhooks, { services });
  });
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
