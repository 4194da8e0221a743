import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../modules/module';
import type { Services } from '../services';
import { requireStaff } from '../modules/staff/guard';
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
    for (const m of modules) if (m.customer) await scope.register(m.customer, { services });
  });
  await v1.register(
    async (scope) => {
      scope.addHook('onRequest', requireUser(services.auth));
      scope.addHook('onRequest', requireStaff(services.db));
      for (const m of modules) if (m.staff) await scope.register(m.staff, { services });
    },
    { prefix: '/admin' },
  );
  await v1.register(async (scope) => {
    for (const m of modules) if (m.webhooks) await scope.register(m.webhooks, { services });
  });
}
