import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, loginToken, openTestDb, testApp, type TestDb } from './support';

let testDb: TestDb;
let app: FastifyInstance;
let token: string;
let mtnDataId: number;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp(testDb.db);
  token = await loginToken(app, await createTestUser(testDb.db, { walletNaira: 1_000 }));
  const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
  mtnDataId = rows[0]!.id;
});
afterAll(async () => {
  await assertLedgerInvariants(testDb.db);
  await app.close();
  await testDb.drop();
});

const NUL = '\u0000';
const post = (method: 'POST' | 'PUT', url: string, payload: unknown, auth = false) =>
  app.inject({ method, url: `/api/v1/${url}`, payload: payload as object, headers: auth ? bearer(token) : {} });

describe('a NUL character in a JSON string is a 400 in the route envelope, never a 500', () => {
  const nul = API_MESSAGES.nulCharacter;

  it('login/: errors[]', async () => {
    const res = await post('POST', 'auth/login/', { email: `a${NUL}b@x.com`, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nul('email'), errors: [{ detail: nul('email'), code: 'invalid' }] });
  });

  it('register/: {message, data: {field: [...]}}', async () => {
    const res = await post('POST', 'register/', { first_name: `Ada${NUL}`, email: 'ada@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nul('first_name'), data: { first_name: [nul('first_name')] } });
  });

  it('contact-us/: {message, data: {field: "..."}}', async () => {
    const res = await post('POST', 'contact-us/', { full_name: 'Kemi', email: 'k@example.com', phone_number: '08012345678', message: `hi${NUL}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nul('message'), data: { message: nul('message') } });
  });

  it('subscribe/: {message: {email: [...]}}', async () => {
    const res = await post('POST', 'subscribe/', { email: `r${NUL}@example.com` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { email: [nul('email')] } });
  });

  it.each([
    ['update-user-profile/', { first_name: `A${NUL}`, last_name: 'B' }, 'first_name'],
    ['update-user-bank/', { account_name: 'A', account_number: '0123456789', bank_name: `GT${NUL}` }, 'bank_name'],
  ])('%s', async (url, payload, field) => {
    const res = await post('PUT', url, payload, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nul(field), data: { [field]: [nul(field)] } });
  });

  it('purchase-data/ variation_code, before any money moves', async () => {
    const res = await post('POST', 'purchase-data/', { package_id: mtnDataId, variation_code: `mtn${NUL}`, phone_number: '08031234567' }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nul('variation_code'), data: { variation_code: [nul('variation_code')] } });
  });

  it('names the nested path of a NUL deep inside the body', async () => {
    const res = await post('POST', 'contact-us/', { full_name: 'Kemi', extra: { list: ['ok', `x${NUL}`] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(nul('extra.list.1'));
  });
});

describe('request limits', () => {
  it('a body over the limit is a 413 that says it is too large', async () => {
    const res = await post('POST', 'contact-us/', { full_name: 'Kemi', message: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_MESSAGES.bodyTooLarge(64) });
  });
});

describe('ids beyond a database integer', () => {
  it('purchase-data/ package_id 2147483648 is the unknown-provider 400, not a 500', async () => {
    const res = await post('POST', 'purchase-data/', { package_id: 2147483648, variation_code: 'mtn-1gb-30d', phone_number: '08031234567' }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ package_id: [expect.any(String)] });
  });

  it('purchase-data/ package_id "99999999999" as a string too', async () => {
    const res = await post('POST', 'purchase-data/', { package_id: '99999999999', variation_code: 'mtn-1gb-30d', phone_number: '08031234567' }, true);
    expect(res.statusCode).toBe(400);
  });

  it('get-transaction-by-id/ with the largest id is a 404; the next one too, never a 500', async () => {
    for (const id of ['2147483647', '2147483648', '99999999999999999999']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/get-transaction-by-id/${id}/`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
    }
  });

  it('get-package/ with an id past int4 is a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/get-package/2147483648/' });
    expect(res.statusCode).toBe(404);
  });
});
