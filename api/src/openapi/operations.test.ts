import Fastify from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { registerScopes } from '../http/scopes';
import type { ApiModule } from '../modules/module';
import type { Services } from '../services';
import { operationIdOf } from './operations';
import { registerApiDocs } from './plugin';

/** A route a module adds is documented by construction, whatever its author wrote. */
describe('a module route with no documentation of its own', () => {
  async function documentOf(module: ApiModule): Promise<OpenAPIV3.Document> {
    const app = Fastify({ logger: false });
    await registerApiDocs(app, { appOrigin: 'http://localhost:8080' });
    // The scopes' hooks only read their services when a request comes.
    await app.register((v1) => registerScopes(v1, [module], {} as Services), { prefix: '/api/v1' });
    await app.ready();
    const document = app.swagger() as OpenAPIV3.Document;
    await app.close();
    return document;
  }

  it('in the customer scope: id, module tag, bearer security, 400/401/403/404/413/415/500/503', async () => {
    const document = await documentOf({
      name: 'shop',
      customer: async (app) => {
        app.post('/gift-cards/:code/redeem/', async () => ({ message: 'ok' }));
      },
    });
    const operation = document.paths['/api/v1/gift-cards/{code}/redeem/']!.post!;
    expect(operation).toMatchObject({ operationId: 'postGiftCardsByCodeRedeem', tags: ['shop'], security: [{ bearerAuth: [] }] });
    expect(operation.description).toMatch(/bearer token/);
    // 403: a write carried by the session cookie that fails the CSRF check (ADR 0032).
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '415', '500', '503']);
    expect(document.tags).toEqual([{ name: 'shop', description: expect.any(String) }]);
  });

  it('in the staff scope: 401 and 403, its role, the conflicts its config names; its own answers win', async () => {
    const document = await documentOf({
      name: 'staff',
      tag: 'back office',
      staff: async (app) => {
        app.get('/reports/', { config: { role: 'admin', answers: { 409: true } }, schema: { response: { 200: { type: 'object', properties: { message: { type: 'string' } } } } } }, async () => ({
          message: 'ok',
        }));
      },
    });
    const operation = document.paths['/api/v1/admin/reports/']!.get! as OpenAPIV3.OperationObject & { 'x-staff-role'?: string };
    expect(operation).toMatchObject({ operationId: 'getAdminReports', tags: ['back office'], 'x-staff-role': 'admin' });
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '409', '500', '503']);
    expect((operation.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json']!.schema).toEqual({ type: 'object', properties: { message: { type: 'string' } } });
  });
});

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/v1/get-user/', 'getUser'],
    ['POST', '/api/v1/purchase-data/', 'postPurchaseData'],
    ['POST', '/api/v1/password_reset/', 'postPasswordReset'],
    ['GET', '/api/v1/verify-card/:packageId/:number/', 'getVerifyCardByPackageIdByNumber'],
    ['PUT', '/api/v1/admin/staff/', 'putAdminStaff'],
  ])('%s %s is %s', (method, url, id) => expect(operationIdOf(method, url)).toBe(id));
});
