import Fastify from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { useTestDb } from '../../../test/support';
import { registerScopes } from '../../http/scopes';
import { registerApiDocs } from '../../openapi/plugin';
import type { Services } from '../../services';
import type { ApiModule } from '../module';
import { ADMIN_ONLY, checkStaffRoute, defineStaffRoutes, staffAction, UnauditedStaffAction } from './routes-kit';

/* ADR 0020: a staff route cannot change data without the audited transaction, nor commit without its row. */
describe('a staff action', () => {
  const { testDb } = useTestDb();
  const clock = () => new Date('2026-11-26T08:00:00Z');

  const settingValue = async () => (await testDb.db.query<{ value: string }>("SELECT value FROM site_settings WHERE key = 'kit-test'")).rows[0]?.value;
  const auditCount = async () => (await testDb.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM audit_log WHERE target = 'setting:kit-test'")).rows[0]!.n;

  it('that writes no audit row is rolled back with an error; with its row it commits both', async () => {
    await testDb.db.query("INSERT INTO site_settings (key, value) VALUES ('kit-test', 'before')");
    const action = staffAction(testDb.db, clock, { id: 1, role: 'admin' });
    await expect(action.transaction((tx) => tx.db.query("UPDATE site_settings SET value = 'sneaked' WHERE key = 'kit-test'"))).rejects.toBeInstanceOf(UnauditedStaffAction);
    expect(await settingValue()).toBe('before');
    expect(await auditCount()).toBe(0);

    await action.transaction(async (tx) => {
      await tx.db.query("UPDATE site_settings SET value = 'after' WHERE key = 'kit-test'");
      await tx.audit('content.setting', 'setting:kit-test', { value: 'before' }, { value: 'after' });
    });
    expect(await settingValue()).toBe('after');
    expect(await auditCount()).toBe(1);
  });
});

describe('a route declared with act', () => {
  const { testDb } = useTestDb();

  it('fails (never a 200) when its handler did not run the audited transaction; answers the envelope when it did', async () => {
    const app = Fastify();
    app.decorateRequest('staff', null as never);
    app.addHook('onRequest', async (request) => {
      request.staff = { id: 1, role: 'admin' };
    });
    const services = { db: testDb.db, clock: () => new Date('2026-11-26T08:00:00Z') } as unknown as Services;
    const plugin = defineStaffRoutes((routes, { db }) => {
      routes.act('POST', '/bypass/', {}, async () => db.query("UPDATE site_settings SET value = value WHERE key = 'none'"));
      routes.act('POST', '/audited/', {}, async (_request, action) =>
        action.transaction(async (tx) => {
          await tx.audit('test.audited', 'test', null, null);
          return { ok: true };
        }),
      );
    });
    await app.register(plugin, { services });
    expect((await app.inject({ method: 'POST', url: '/bypass/' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/audited/' })).json()).toEqual({ message: expect.any(String), data: { ok: true } });
    await app.close();
  });
});

describe('the staff scope', () => {
  const services = { auth: {}, db: {}, profiles: { forget: () => undefined } } as unknown as Services;
  const rogue = (staff: ApiModule['staff']): ApiModule[] => [{ name: 'rogue', staff }];

  it('refuses at start-up a route that changes data outside an audited action', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const app = Fastify();
      await expect(registerScopes(app, rogue(async (scope) => void scope[method]('/rogue/', async () => ({}))), services)).rejects.toThrow(/audited action/);
      await app.close();
    }
  });

  it('documents a domain’s reads and actions under the back office’s tag, with their staff role', async () => {
    const app = Fastify();
    await registerApiDocs(app, { appOrigin: 'http://localhost:8080' });
    const shop: ApiModule = {
      name: 'shop',
      staff: defineStaffRoutes((routes) => {
        routes.read('/read/', { schema: { summary: 'a read' } }, async () => ({}));
        routes.act('POST', '/act/', { config: ADMIN_ONLY, schema: { summary: 'an action' } }, async () => ({}));
      }),
    };
    await registerScopes(app, [shop], services);
    await app.ready();
    const paths = (app.swagger() as OpenAPIV3.Document).paths;
    const documented = (operation: OpenAPIV3.OperationObject & { 'x-staff-role'?: string }) => ({ tags: operation.tags, role: operation['x-staff-role'], security: operation.security });
    expect({ read: documented(paths['/admin/read/']!.get!), act: documented(paths['/admin/act/']!.post!) }).toEqual({
      read: { tags: ['back office'], role: 'support', security: [{ bearerAuth: [] }] },
      act: { tags: ['back office'], role: 'admin', security: [{ bearerAuth: [] }] },
    });
    await app.close();
  });

  it('checkStaffRoute treats HEAD as a read', () => {
    expect(() => checkStaffRoute({ method: 'HEAD', url: '/x/', handler: async () => ({}) })).not.toThrow();
    expect(() => checkStaffRoute({ method: ['GET', 'POST'], url: '/x/', handler: async () => ({}) })).toThrow(/audited action/);
  });
});
