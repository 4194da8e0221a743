import Fastify, { type FastifySchema } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { registerApiDocs } from '../src/openapi/plugin';
import { RESELLER_EXAMPLES } from '../src/modules/vendors/reseller-examples';
import { checkAnswersAgainstDocument } from './answer-validator';
import { resellerClient, servedDocument, UndocumentedAnswer } from './reseller-openapi-client';
import { useTestApp } from './support';

/*
 * The checks that make the API tests fail when a reseller answer and the served document disagree:
 * the generated client's (every reseller call of the tests) and the one every test app runs on its
 * own answers. Each is shown refusing answers that are wrong on purpose, and letting documented
 * ones (errors included) through.
 */
const { app } = useTestApp();

/** A transport that answers every call with `status` and `body` (JSON unless `type` says otherwise). */
const answering =
  (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });

const envelope = (message: string) => ({ message });

describe("the generated reseller client's check of every answer", () => {
  const balanceAnswer = (status: number, body: unknown, type?: string) => resellerClient(app, 'rk_test_x', { fetch: answering(status, body, type) }).then((c) => c.GET('/api/reseller/v1/balance'));
  const purchaseAnswer = (status: number, body: unknown) =>
    resellerClient(app, 'rk_test_x', { fetch: answering(status, body) }).then((c) =>
      c.POST('/api/reseller/v1/purchases', { body: { request_id: 'r-1', kind: 'airtime', package_id: 1, phone_number: '08031234567', amount: 100 } }),
    );

  it('lets documented answers through: the examples, and each error status an operation lists', async () => {
    expect((await balanceAnswer(200, RESELLER_EXAMPLES.balance)).data).toEqual(RESELLER_EXAMPLES.balance);
    expect((await purchaseAnswer(200, RESELLER_EXAMPLES.delivered)).response.status).toBe(200);
    expect((await purchaseAnswer(201, RESELLER_EXAMPLES.pending)).response.status).toBe(201);
    for (const status of [400, 403, 409, 422, 429, 500, 503]) expect((await purchaseAnswer(status, envelope('No.'))).response.status).toBe(status);
    // A reseller 401 has the token-not-valid body of the document.
    const document = await servedDocument(app);
    const unauthorized = (document.paths['/api/reseller/v1/balance']!.get!.responses[401] as OpenAPIV3.ResponseObject).content!['application/json']!;
    expect(unauthorized.schema).toBeDefined();
    const real401 = await (await resellerClient(app, null)).GET('/api/reseller/v1/balance');
    expect(real401.response.status).toBe(401);
  });

  it('rejects a status the operation does not list', async () => {
    await expect(balanceAnswer(418, envelope('teapot'))).rejects.toThrow(UndocumentedAnswer);
    await expect(balanceAnswer(404, envelope('No.'))).rejects.toThrow(/GET \/api\/reseller\/v1\/balance answered 404, a status its OpenAPI operation does not list/);
    await expect(purchaseAnswer(202, RESELLER_EXAMPLES.pending)).rejects.toThrow(/answered 202/);
  });

  it('rejects a body its schema refuses, on successes and on errors', async () => {
    const { balance, ...rest } = RESELLER_EXAMPLES.balance.data;
    await expect(balanceAnswer(200, { ...RESELLER_EXAMPLES.balance, data: { ...rest, balance: String(balance) } })).rejects.toThrow(/balance 200: .*must be number/);
    await expect(balanceAnswer(200, { ...RESELLER_EXAMPLES.balance, data: { ...rest, balance, mode: 'sandbox' } })).rejects.toThrow(/must be equal to one of the allowed values/);
    // The record's status is narrowed to what a reseller sees: never `failed`.
    await expect(purchaseAnswer(200, { ...RESELLER_EXAMPLES.delivered, data: { ...RESELLER_EXAMPLES.delivered.data, status: 'failed' } })).rejects.toThrow(UndocumentedAnswer);
    // A reseller success always carries its data.
    await expect(purchaseAnswer(200, { message: 'Transaction successful' })).rejects.toThrow(/required property 'data'/);
    const { request_id: _dropped, ...withoutRequestId } = RESELLER_EXAMPLES.delivered.data;
    await expect(purchaseAnswer(200, { ...RESELLER_EXAMPLES.delivered, data: withoutRequestId })).rejects.toThrow(/required property 'request_id'/);
    await expect(purchaseAnswer(429, { error: 'slow down' })).rejects.toThrow(/purchases 429: .*required property 'message'/);
    await expect(purchaseAnswer(403, { message: 42 })).rejects.toThrow(/purchases 403/);
  });

  it('rejects an answer that is not JSON where JSON is documented', async () => {
    await expect(balanceAnswer(200, '<html>Bad gateway</html>', 'text/html')).rejects.toThrow(/text\/html content type, documented as JSON/);
    await expect(balanceAnswer(200, '{"message":', 'application/json')).rejects.toThrow(/the body is not JSON/);
  });
});

describe("every test app's check of its own answers", () => {
  /** An app documented like the API whose reseller route answers as the query says, against its schema. */
  async function misbehaving() {
    const api = Fastify({ logger: false });
    await registerApiDocs(api, { appOrigin: 'http://localhost:8080' });
    const problems: string[] = [];
    checkAnswersAgainstDocument(api, (problem) => problems.push(problem));
    const schema: FastifySchema = {
      querystring: { type: 'object', properties: { as: { type: 'string' } } },
      response: { 200: { type: 'object', required: ['message', 'data'], properties: { message: { type: 'string' }, data: { type: 'object', required: ['balance'], properties: { balance: { type: 'number' } } } } } },
    };
    api.get(
      '/api/reseller/v1/balance',
      { config: { docs: { scope: 'reseller', tag: 'reseller' } }, schema },
      async (request, reply) => {
        const as = (request.query as { as?: string }).as;
        // A string payload is sent as it is: the response schema does not repair it.
        if (as === 'wrong-body') return reply.type('application/json').send('{"message":"Successful","data":{"balance":"5000"}}');
        if (as === 'undocumented-status') return reply.code(402).send({ message: 'Pay first' });
        if (as === 'rate-limited') return reply.code(429).send({ message: 'Too many calls' });
        return { message: 'Successful', data: { balance: 5000 } };
      },
    );
    await api.ready();
    return { api, problems };
  }

  it('reports a body that differs from the schema and a status the document does not list, and nothing for documented ones', async () => {
    const { api, problems } = await misbehaving();
    try {
      for (const as of ['right', 'rate-limited']) await api.inject({ method: 'GET', url: `/api/reseller/v1/balance?as=${as}` });
      expect(problems).toEqual([]);
      await api.inject({ method: 'GET', url: '/api/reseller/v1/balance?as=wrong-body' });
      await api.inject({ method: 'GET', url: '/api/reseller/v1/balance?as=undocumented-status' });
      expect(problems).toEqual([
        expect.stringMatching(/^GET \/api\/reseller\/v1\/balance 200: data\/data\/balance must be number/),
        'GET /api/reseller/v1/balance answered 402, a status its OpenAPI operation does not list',
      ]);
    } finally {
      await api.close();
    }
  });
});
