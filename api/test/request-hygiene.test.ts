import { API_MESSAGES } from '@topup/rules';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, loginToken, useTestApp, packageIds } from './support';

let token: string;
let mtnDataId: number;

const { app, testDb } = useTestApp({ beforeClose: () => assertLedgerInvariants(testDb.db) });
beforeAll(async () => {
  token = await loginToken(app, await createTestUser(testDb.db, { walletNaira: 1_000 }));
  mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
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

describe('text PostgreSQL cannot store and hostile nesting are 400s, never 500s', () => {
  it('a lone surrogate in contact-us/ is a field error in the route envelope', async () => {
    const res = await post('POST', 'contact-us/', { full_name: 'Kemi', email: 'k@example.com', phone_number: '08012345678', message: 'hi \ud800' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.malformedText('message'), data: { message: API_MESSAGES.malformedText('message') } });
  });

  it('a well-formed surrogate pair (an emoji) is stored as sent', async () => {
    const res = await post('POST', 'contact-us/', { full_name: 'Kemi', email: 'k@example.com', phone_number: '08012345678', message: 'thanks \ud83d\ude00' });
    expect(res.statusCode).toBe(200);
  });

  it.each(['auth/login/', 'register/', 'contact-us/', 'subscribe/'])('10,000 levels of nesting on %s: 400', async (url) => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { 'content-type': 'application/json' }, payload: `{"email": ${deep}}` });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(API_MESSAGES.tooDeeplyNested(32));
  });

  it('20 parallel sign-ups with the same name all succeed with distinct usernames', async () => {
    const tag = Date.now().toString(36);
    const phoneBase = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/v1/register/', remoteAddress: `192.0.2.${100 + i}`, payload: {
          first_name: 'Same', last_name: 'Name', email: `same-${tag}-${i}@example.com`,
          phone_no: `0813${phoneBase}${String(i).padStart(2, '0')}`,
          password: 'Strong-pass-123', password2: 'Strong-pass-123', referral: '',
        } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 300).map((a) => a.body)).toEqual([]);
    const { rows } = await testDb.db.query<{ username: string }>(`SELECT username FROM users WHERE email LIKE $1`, [`same-${tag}-%`]);
    expect(new Set(rows.map((r) => r.username)).size).toBe(rows.length);
  });
});

describe('answers are never cached', () => {
  it('API answers say Cache-Control: no-store; media may be cached', async () => {
    for (const url of ['/api/v1/get-settings/', '/api/v1/get-user/', '/api/v1/no-such-route/', '/healthz']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
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
