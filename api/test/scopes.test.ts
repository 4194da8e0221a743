import { useTestApp } from './support';

/*
 * ADR 0008: access follows the scope a module puts a route in. Every route the OpenAPI document
 * marks as needing a bearer token answers 401 without one; every other route does not.
 */
let operations: Array<{ method: string; path: string; secured: boolean }>;

const { app } = useTestApp({ config: { apiDocs: true, billsProviderUrl: 'http://127.0.0.1:9' } });
beforeAll(async () => {
  const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, { security?: unknown[] }>> } }).swagger();
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, secured: Boolean(op.security?.length) })),
  );
});

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');

it('documents both kinds of routes', () => {
  expect(operations.filter((o) => o.secured).length).toBeGreaterThanOrEqual(20);
  expect(operations.filter((o) => !o.secured).length).toBeGreaterThanOrEqual(10);
});

it('every route documented as secured answers 401 token_not_valid without a token', async () => {
  for (const op of operations.filter((o) => o.secured)) {
    const res = await app.inject({ method: op.method as 'GET', url: urlOf(op.path), payload: op.method === 'GET' ? undefined : {} });
    expect({ route: `${op.method} ${op.path}`, status: res.statusCode, code: res.json().errors?.[0]?.code }).toEqual({
      route: `${op.method} ${op.path}`,
      status: 401,
      code: 'token_not_valid',
    });
  }
});

it('no public route asks for a token', async () => {
  for (const op of operations.filter((o) => !o.secured)) {
    const res = await app.inject({
      method: op.method as 'GET',
      url: urlOf(op.path),
      headers: op.method === 'GET' ? {} : { 'content-type': 'application/json' },
      payload: op.method === 'GET' ? undefined : '{}',
    });
    const code = res.statusCode === 401 ? (res.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code : undefined;
    // A webhook may answer 401 for a bad signature; only the login check speaks of a token.
    expect({ route: `${op.method} ${op.path}`, code }).toEqual({ route: `${op.method} ${op.path}`, code: undefined });
  }
});
