import type { OpenAPIV3 } from 'openapi-types';
import { buildOpenApiDocument } from '../src/openapi/document';
import { lintOpenApi } from '../src/openapi/lint';
import { API_TAGS } from '../src/openapi/tags';
import { useTestApp } from './support';

/*
 * The document /api/docs serves is complete (every operation has an id, a described tag,
 * a summary, a description and the statuses its scope and inputs imply) and Spectral's
 * `spectral:oas` rules find nothing in it.
 */
let served: OpenAPIV3.Document;

const { app } = useTestApp();
beforeAll(async () => {
  served = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

type Operation = OpenAPIV3.OperationObject & { method: string; path: string; 'x-staff-role'?: string };
const operations = (): Operation[] =>
  Object.entries(served.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OpenAPIV3.OperationObject>).map(([method, operation]) => ({ ...operation, method, path })),
  );
const named = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;

it('npm run lint:openapi lints the document the API serves', async () => {
  expect(await buildOpenApiDocument()).toEqual(served);
});

it('Spectral (spectral:oas) finds no error and no warning', async () => {
  const findings = await lintOpenApi(JSON.stringify(served, null, 2));
  expect(findings.filter((f) => f.severity <= 1).map((f) => `${f.code} ${f.path.join('.')}: ${f.message}`)).toEqual([]);
});

it('every operation has a unique operationId, one tag described at the top, a summary and a description', () => {
  const all = operations();
  expect(all.length).toBeGreaterThanOrEqual(60);
  const described = new Map((served.tags ?? []).map((tag) => [tag.name, tag.description]));
  for (const operation of all) {
    expect({ operation: named(operation), id: typeof operation.operationId, tags: operation.tags?.length, summary: Boolean(operation.summary), description: Boolean(operation.description) })
      .toEqual({ operation: named(operation), id: 'string', tags: 1, summary: true, description: true });
    expect({ operation: named(operation), tag: operation.tags![0], description: described.get(operation.tags![0]!) })
      .toEqual({ operation: named(operation), tag: operation.tags![0], description: API_TAGS[operation.tags![0] as keyof typeof API_TAGS] });
  }
  expect(new Set(all.map((o) => o.operationId)).size).toBe(all.length);
});

it('every operation lists the statuses its access and inputs imply', () => {
  for (const operation of operations()) {
    const statuses = Object.keys(operation.responses);
    const secured = Boolean(operation.security?.length);
    const staff = operation.path.startsWith('/api/v1/admin/') && !operation.path.startsWith('/api/v1/admin/auth/');
    const expected = [
      '400',
      '500',
      '503',
      ...(secured ? ['401'] : []),
      ...(staff ? ['403'] : []),
      ...(operation.path.includes('{') ? ['404'] : []),
      ...(operation.method === 'get' ? [] : ['413', '415']),
      ...(operation.parameters?.some((p) => 'name' in p && p.name === 'idempotency-key') ? ['409', '422'] : []),
    ];
    expect({ operation: named(operation), missing: expected.filter((status) => !statuses.includes(status)) }).toEqual({ operation: named(operation), missing: [] });
    expect({ operation: named(operation), success: statuses.some((status) => status.startsWith('2')) }).toEqual({ operation: named(operation), success: true });
    if (staff) expect({ operation: named(operation), role: operation['x-staff-role'] }).toEqual({ operation: named(operation), role: expect.stringMatching(/^(support|admin|release)$/) });
  }
});

it('every success says what it carries', () => {
  for (const operation of operations()) {
    const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
    for (const [status, response] of success) {
      const data = ((response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined)?.properties?.data;
      expect({ operation: named(operation), status, undescribed: data !== undefined && Object.keys(data).length === 0 }).toEqual({ operation: named(operation), status, undescribed: false });
    }
  }
});

it('writes OpenAPI 3.0 schemas: exclusive bounds as booleans, arrays with items', () => {
  const text = JSON.stringify(served);
  expect(text).not.toMatch(/"exclusiveM(in|ax)imum":\d/);
  const plan = served.paths['/api/v1/admin/catalogue/plans/{id}/']!.put!.requestBody as OpenAPIV3.RequestBodyObject;
  expect((plan.content['application/json']!.schema as OpenAPIV3.SchemaObject).properties!.amount).toMatchObject({ minimum: 0, exclusiveMinimum: true });
});
