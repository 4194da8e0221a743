import fc from 'fast-check';
import { bearer, createTestUser, loginToken, useTestApp } from './support';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';

/*
 * Every route of the OpenAPI document, with hostile bodies, queries and path parameters, with
 * and without a valid token: never a 5xx. FUZZ_RUNS (per route) and FUZZ_SEED replay a finding.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

interface Operation {
  method: string;
  path: string;
  bodyFields: string[];
}

let token: string;
let operations: Operation[];

const { app, testDb } = useTestApp({
  config: { providerTimeoutMs: 300, apiDocs: true },
  sandbox: { slowMs: 50 },
  beforeClose: () => assertLedgerInvariants(testDb.db),
});
beforeAll(async () => {
  token = await loginToken(app, await createTestUser(testDb.db, { walletNaira: 100_000 }));
  const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, { requestBody?: unknown }>> } }).swagger();
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const schema = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      return { method: method.toUpperCase(), path, bodyFields: Object.keys(schema?.properties ?? {}) };
    }),
  );
});

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '2147483648', '9'.repeat(40), '../../etc', '%00', '\ud800', '\u0000', "' OR 1=1 --"),
);
const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
const deep = fc.integer({ min: 30, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n));

/** A lone surrogate cannot be percent-encoded (URIError): send it as U+FFFD, as a browser would. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function bodyFor(op: Operation) {
  const shaped = op.bodyFields.length
    ? fc.dictionary(fc.constantFrom(...op.bodyFields), hostileValue).map((o) => JSON.stringify(o))
    : fc.constant('{}');
  return fc.oneof(shaped, fc.jsonValue().map((v) => JSON.stringify(v)), deep, fc.string());
}

describe('fuzzed requests to every documented route never answer 5xx', () => {
  it('finds the routes (the spec is not empty)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(19);
  });

  it('every route, every input', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.string({ maxLength: 12 }), hostileString, { maxKeys: 3 }),
          bodyFor(op),
          fc.boolean(),
          async (params, query, body, authed) => {
            let i = 0;
            const url = op.path.replace(/\{[^}]+\}/g, () => pathSegment(params[i++] ?? ''));
            const res = await app.inject({
              method: op.method as 'GET',
              url: `${url}?${new URLSearchParams(query).toString()}`,
              headers: { ...(authed ? bearer(token) : {}), ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
              ...(op.method === 'GET' ? {} : { payload: body }),
              remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.1`,
            });
            sent += 1;
            if (res.statusCode >= 500) failures.push(`${op.method} ${url} ${body.slice(0, 120)} -> ${res.statusCode} ${res.body}`);
            return res.statusCode < 500;
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch((e: unknown) => failures.push(`${op.method} ${op.path}: ${String(e).slice(0, 600)}`)); // never hide a thrown property
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(operations.length * RUNS);
  }, 120_000);
});
