import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { createStaff } from '../src/cli/admin-commands';
import { ledgerViolations } from '../src/modules/ledger/invariants';
import { currentTotp } from '../src/modules/staff/sign-in';
import { RESELLER_EXAMPLES } from '../src/modules/vendors/reseller-examples';
import { lintOpenApi } from '../src/openapi/lint';
import { answerChecker } from './answer-validator';
import { RESELLER_TYPES_FILE } from './reseller-types';
import { purchaseRecord, resellerClient as generatedClient } from './reseller-openapi-client';
import { startSandbox } from './sandbox';
import { bearer, createTestUser, manualClock, openTestDb, signedInStaff, testApp, type TestDb } from './support';

/*
 * ADR 0043: a test key (rk_test_...) buys every kind through a client generated from the
 * served document (openapi-typescript types, openapi-fetch calls, each answer checked against the
 * document), from the vendor's test balance, against the sandbox; its answers, callbacks and usage
 * say `test`. BILLS_PROVIDER_URL is a recording server that must never be called, and every real
 * account's postings and the ledger check are the same after as before.
 */
let testDb: TestDb;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let app: FastifyInstance;
let baseUrl: string;
const clock = manualClock();
const realProviderCalls: string[] = [];
let realProvider: Server;
/** Real answers of the first test, by the example they are compared with. */
const live: Partial<Record<keyof typeof RESELLER_EXAMPLES, unknown>> = {};

beforeAll(async () => {
  testDb = await openTestDb();
  sandbox = await startSandbox({ slowMs: 50 });
  // The "real provider": records anything that reaches it and answers like an outage.
  realProvider = createServer((req, res) => {
    realProviderCalls.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.writeHead(503).end('{}'));
  });
  await new Promise<void>((resolve) => realProvider.listen(0, '127.0.0.1', resolve));
  const realUrl = `http://127.0.0.1:${(realProvider.address() as AddressInfo).port}`;
  app = await testApp(testDb.db, { clock: clock.now, config: { billsProviderUrl: realUrl, resellerTestProviderUrl: sandbox.url, providerTimeoutMs: 5_000, requeryDelayMs: 30_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await sandbox.app.close();
  await new Promise((resolve) => realProvider.close(resolve));
  await testDb.drop();
});

/** The vendor's receiver: keeps every callback it is sent, with whether its signature is right. */
async function receiver(secret: () => string) {
  const received: Array<{ body: { event_id: string; event: string; data: { request_id: string; status: string; mode: string } }; signed: boolean }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const expected = createHmac('sha512', secret()).update(`${req.headers['x-topup-timestamp']}.${raw}`).digest('hex');
      received.push({ body: JSON.parse(raw), signed: expected === req.headers['x-topup-signature'] });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/topup`, received, close: () => new Promise((r) => server.close(r)) };
}

/** A vendor through the web app's calls: applied, approved, a test key and a live key, a callback URL, a test top-up. */
async function vendor(callbackUrl: string) {
  const user = await createTestUser(testDb.db, { walletNaira: 50_000 });
  const inject = async (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const token = (await inject(null, 'POST', 'auth/login/', { email: user.email, password: user.password })).json().data.access as string;
  const applicationId = (await inject(token, 'POST', 'vendor/apply/', { business_name: 'Test Mode Ltd', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[0] })).json().data.id;
  const admin = await createTestUser(testDb.db);
  await createStaff(testDb.db, admin.email, 'admin');
  const start = (await inject(null, 'POST', 'admin/auth/login/', { email: admin.email, password: admin.password })).json().data;
  const adminToken = (await inject(null, 'POST', 'admin/auth/totp/', { challenge: start.challenge, code: currentTotp(admin.email.toLowerCase(), start.setup.secret, clock.now()) })).json().data.access;
  expect((await inject(adminToken, 'POST', `admin/vendors/applications/${applicationId}/approve/`)).statusCode).toBe(200);
  const test = (await inject(token, 'POST', 'vendor/keys/', { name: 'sandbox', mode: 'test' })).json().data as { key: string; signing_secret: string; mode: string };
  const live = (await inject(token, 'POST', 'vendor/keys/', { name: 'production' })).json().data as { key: string; mode: string };
  expect((await inject(token, 'PUT', 'vendor/webhook/', { url: callbackUrl })).statusCode).toBe(200);
  const topUp = await inject(token, 'POST', 'vendor/test-balance/', { amount: 20_000 });
  expect([topUp.statusCode, topUp.json().data]).toEqual([200, { balance: 20_000, mode: 'test' }]);
  return { user, token, test, live, inject };
}

/** Every real account's posted total (not the test ledger's): must not move in test mode. */
async function realAccounts() {
  const { rows } = await testDb.db.query<{ code: string; posted: string }>(
    `SELECT a.code, COALESCE(SUM(p.amount_kobo), 0)::text AS posted FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
     WHERE a.kind <> 'test_wallet' AND a.code NOT LIKE 'system:test\\_%' GROUP BY a.code ORDER BY a.code`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, r.posted]));
}

it('a test key buys all five kinds from the test balance against the sandbox, is called back, and moves nothing real', async () => {
  let secret = '';
  const hook = await receiver(() => secret);
  try {
    const v = await vendor(hook.url);
    secret = v.test.signing_secret;
    expect([v.test.key.startsWith('rk_test_'), v.test.mode, v.live.key.startsWith('tnk_live_'), v.live.mode]).toEqual([true, 'test', true, 'live']);
    const client = await generatedClient(baseUrl, v.test.key);
    const support = await signedInStaff(app, testDb.db, 'support', clock.now());
    const before = await realAccounts();
    expect(await ledgerViolations(testDb.db)).toEqual([]);

    const balance = await client.GET('/api/reseller/v1/balance');
    live.balance = balance.data;
    expect([balance.response.headers.get('x-topup-mode'), balance.data?.data]).toEqual(['test', { balance: 20_000, currency: 'NGN', mode: 'test' }]);
    const servicesAnswer = (await client.GET('/api/reseller/v1/services')).data!;
    const services = servicesAnswer.data!;
    live.services = { ...servicesAnswer, data: ['mtn', 'mtn-data'].map((key) => services.find((s) => s.key === key)) };
    const pkg = (key: string) => String(services.find((s) => s.key === key)!.package_id);

    const meter = '11111111567';
    const card = '2222222567';
    const verified = (await client.GET('/api/reseller/v1/verify', { params: { query: { type: 'meter', package_id: pkg('ikeja-electric'), number: meter, meter_type: 'prepaid' } } })).data;
    expect(verified?.data?.content).toHaveProperty('Customer_Name');
    live.verify = verified;
    expect((await client.GET('/api/reseller/v1/verify', { params: { query: { type: 'smart_card', package_id: pkg('dstv'), number: card } } })).data?.data?.content).toHaveProperty('Customer_Name');
    const orders = [
      { request_id: 'tm-airtime', kind: 'airtime', package_id: pkg('mtn'), phone_number: '08031234567', amount: 100 },
      { request_id: 'tm-data', kind: 'data', package_id: pkg('mtn-data'), phone_number: '08031234567', variation_code: 'mtn-1gb-30d' },
      { request_id: 'tm-electricity', kind: 'electricity', package_id: pkg('ikeja-electric'), meter_no: meter, meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' },
      { request_id: 'tm-cable', kind: 'cable', package_id: pkg('dstv'), smart_no: card, variation_code: 'dstv-padi', phone_number: '08031234567' },
      { request_id: 'tm-education', kind: 'education', package_id: pkg('waec'), variation_code: 'waecdirect', quantity: '1', phone_number: '08031234567' },
      // Pending at the sandbox: settled by a requery, which must ask the sandbox too.
      { request_id: 'tm-pending', kind: 'airtime', package_id: pkg('mtn'), phone_number: '08031234999', amount: 100 },
    ] as const;
    const first: Record<string, { status: number; mode: string | null; data: { id: number; tx_ref: string; status: string; mode: string; amount: number } }> = {};
    for (const body of orders) {
      const answer = await client.POST('/api/reseller/v1/purchases', { body });
      const { response, data } = answer;
      first[body.request_id] = { status: response.status, mode: response.headers.get('x-topup-mode'), data: purchaseRecord(answer) };
      if (body.request_id === 'tm-data') live.delivered = data;
      if (body.request_id === 'tm-pending') live.pending = data;
    }
    for (const body of orders) {
      const expected = body.request_id === 'tm-pending' ? [201, 'pending'] : [200, 'confirmed'];
      const answer = first[body.request_id]!;
      expect([body.request_id, answer.status, answer.data.status, answer.data.mode, answer.mode]).toEqual([body.request_id, ...expected, 'test', 'test']);
    }

    // Staff asking about the pending test purchase ask the sandbox too (the real provider would answer 503 and record the call).
    const asked = await app.inject({ method: 'POST', url: `/api/v1/admin/transactions/${first['tm-pending']!.data.id}/requery/`, headers: bearer(support.token) });
    expect(asked.statusCode).toBe(200);
    // A test purchase is not the vendor's to complain about: it is not in their history and no real money moved.
    const complaint = await v.inject(v.token, 'POST', 'complaints/', { tx_ref: first['tm-data']!.data.tx_ref, reason: 'not_delivered', message: 'The data never came.' });
    expect(complaint.statusCode).toBe(404);

    for (let round = 0; round < 20; round += 1) {
      await runDueJobs(app, { now: clock.advance(5 * 60_000), limit: 1_000 });
      const open = await testDb.db.query(`SELECT 1 FROM jobs WHERE done_at IS NULL AND kind IN ('purchase.requery', 'reseller.callback') LIMIT 1`);
      if (open.rows.length === 0) break;
    }
    const requery = await client.GET('/api/reseller/v1/purchases/{request_id}', { params: { path: { request_id: 'tm-pending' } } });
    expect([requery.data?.data?.status, requery.data?.data?.mode]).toEqual(['confirmed', 'test']);
    live.requery = (await client.GET('/api/reseller/v1/purchases/{request_id}', { params: { path: { request_id: 'tm-data' } } })).data;
    live.callback = hook.received.find((c) => c.body.data.request_id === 'tm-data')?.body;

    // One signed callback per purchase, each marked test.
    expect(hook.received.map((c) => [c.body.data.request_id, c.body.event, c.body.data.mode, c.signed]).sort()).toEqual(
      orders.map((o) => [o.request_id, 'purchase.delivered', 'test', true]).sort(),
    );

    // The test balance paid for them; the list and the usage say test.
    const listAnswer = (await client.GET('/api/reseller/v1/transactions', { params: { query: { page_size: '100' } } })).data!;
    const list = listAnswer.data!;
    live.transactions = { ...listAnswer, data: { ...list, results: list.results.filter((r) => r.request_id === 'tm-data') } };
    expect([list.total, list.results.every((r) => r.mode === 'test')]).toEqual([orders.length, true]);
    const spent = list.results.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    expect(Math.round((await client.GET('/api/reseller/v1/balance')).data!.data.balance * 100)).toBe(2_000_000 - spent);
    const usage = (await v.inject(v.token, 'GET', 'vendor/usage/')).json().data;
    expect([usage.purchases, usage.test_purchases, usage.test_amount]).toEqual([0, orders.length, spent / 100]);

    // A live key sees none of it: its own balance, no purchase by these request ids.
    const liveKey = await generatedClient(baseUrl, v.live.key);
    expect((await liveKey.GET('/api/reseller/v1/balance')).data?.data).toEqual({ balance: 50_000, currency: 'NGN', mode: 'live' });
    expect((await liveKey.GET('/api/reseller/v1/purchases/{request_id}', { params: { path: { request_id: 'tm-data' } } })).response.status).toBe(404);

    // Nothing real moved, nothing reached the real provider, and the ledger check (test ledger included) holds.
    expect(realProviderCalls).toEqual([]);
    expect(await realAccounts()).toEqual(before);
    expect(await ledgerViolations(testDb.db)).toEqual([]);
  } finally {
    await hook.close();
  }
});

/** A value's shape: its fields (recursively) and their JSON types; an array by its first item. */
const shapeOf = (value: unknown): unknown =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? value.slice(0, 1).map(shapeOf)
      : typeof value === 'object'
        ? Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]))
        : typeof value;

describe('the reseller document an integrator is handed', () => {
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });

  const operationsWithExamples = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, OpenAPIV3.OperationObject>)
        .filter(([, operation]) => operation.tags?.includes('reseller'))
        .flatMap(([method, operation]) =>
          Object.entries(operation.responses)
            .filter(([status]) => status.startsWith('2'))
            .map(([status, response]) => ({ operation: `${method.toUpperCase()} ${path}`, status: Number(status), example: (response as OpenAPIV3.ResponseObject).content?.['application/json']?.example })),
        ),
    );

  it('every success of the reseller API has an example, and each example matches its schema', () => {
    const { check } = answerChecker(document);
    const all = operationsWithExamples();
    expect(all.length).toBeGreaterThanOrEqual(7);
    for (const { operation, status, example } of all) {
      expect({ operation, status, hasExample: example !== undefined }).toEqual({ operation, status, hasExample: true });
      expect(check({ operation, status, body: JSON.stringify(example), contentType: 'application/json' })).toBeUndefined();
    }
  });

  it('each example has the fields and types of the live answer it was taken from (the callback body too)', () => {
    for (const [name, example] of Object.entries(RESELLER_EXAMPLES)) {
      expect({ name, shape: shapeOf(live[name as keyof typeof RESELLER_EXAMPLES]) }).toEqual({ name, shape: shapeOf(example) });
    }
  });

  it('documents the callback: its body, event names, headers and signature rule', () => {
    const post = (document.paths['/api/reseller/v1/purchases'] as OpenAPIV3.PathItemObject).post!;
    const callback = (post.callbacks!.purchaseFinal as Record<string, OpenAPIV3.PathItemObject>)['https://your-server.example/your-callback-url']!.post!;
    const body = (callback.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!;
    const schema = body.schema as OpenAPIV3.SchemaObject;
    expect(schema.required).toEqual(['event_id', 'event', 'created_at', 'data']);
    expect((schema.properties!.event as OpenAPIV3.SchemaObject).enum).toEqual(['purchase.delivered', 'purchase.failed']);
    expect((callback.parameters as OpenAPIV3.ParameterObject[]).map((p) => [p.in, p.name])).toEqual([['header', 'X-Topup-Event-Id'], ['header', 'X-Topup-Timestamp'], ['header', 'X-Topup-Signature']]);
    expect(callback.description).toContain('HMAC-SHA512 over `<X-Topup-Timestamp>.<raw body>`');
    expect(callback.description).toContain('30 s, 60 s, 2 min');
    // The body the receiver got is what the document says.
    const { check } = answerChecker({ ...document, paths: { ...document.paths, '/callback': { post: { responses: { 200: { description: 'the callback body', content: { 'application/json': { schema } } } } } } } });
    expect(check({ operation: 'POST /callback', status: 200, body: JSON.stringify(live.callback), contentType: 'application/json' })).toBeUndefined();
  });

  it('says what a 403 and each other status really mean on reseller operations', () => {
    const post = (document.paths['/api/reseller/v1/purchases'] as OpenAPIV3.PathItemObject).post!;
    const description = (status: number) => (post.responses[status] as OpenAPIV3.ResponseObject).description;
    expect(description(403)).toMatch(/IP address/);
    expect(description(403)).not.toMatch(/staff|admin/);
    expect(description(400)).toMatch(/reversed/);
    expect(description(201)).toMatch(/callback/);
    const record = ((post.responses[200] as OpenAPIV3.ResponseObject).content!['application/json']!.schema as OpenAPIV3.SchemaObject).properties!.data as OpenAPIV3.SchemaObject;
    const own = record.allOf![0] as OpenAPIV3.SchemaObject;
    expect((own.properties!.status as OpenAPIV3.SchemaObject).enum).toEqual(['pending', 'confirmed', 'reversed']);
    expect((own.properties!.amount as OpenAPIV3.SchemaObject).description).toMatch(/price charged/);
    const apply = (document.paths['/api/v1/vendor/apply/'] as OpenAPIV3.PathItemObject).post!;
    const volume = ((apply.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject).properties!.monthly_volume as OpenAPIV3.SchemaObject;
    expect(JSON.stringify(volume)).toContain(VENDOR_MONTHLY_VOLUMES[3]);
  });

  it('Spectral refuses a reseller success without an example', async () => {
    const stripped = JSON.parse(JSON.stringify(document)) as OpenAPIV3.Document;
    delete ((stripped.paths['/api/reseller/v1/balance'] as OpenAPIV3.PathItemObject).get!.responses[200] as OpenAPIV3.ResponseObject).content!['application/json']!.example;
    const findings = await lintOpenApi(JSON.stringify(stripped, null, 2));
    expect([...new Set(findings.filter((f) => f.code === 'reseller-success-example').map((f) => f.path.slice(1, 3).join(' ')))]).toEqual(['/api/reseller/v1/balance get']);
  });

  it('the committed reseller types (npm run generate:reseller-types) are those of the served document', async () => {
    const served = join(mkdtempSync(join(tmpdir(), 'reseller-doc-')), 'openapi.json');
    writeFileSync(served, JSON.stringify(document));
    const generated = execFileSync(process.execPath, [require.resolve('tsx/cli'), join(__dirname, 'reseller-types.ts'), served], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(generated).toBe(readFileSync(RESELLER_TYPES_FILE, 'utf8'));
  });
});

afterAll(() => {
  // CAPTURE_EXAMPLES=1 prints the live answers, to refresh reseller-examples.ts from.
  if (process.env.CAPTURE_EXAMPLES === '1') console.log(JSON.stringify(live, null, 2));
});
