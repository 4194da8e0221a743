/** @jest-environment node */
import { createApi } from './api';
import { createHttp, WEB_CLIENT_HEADERS } from './http';
import { AIRTIME_TO_CASH, API_REQUEST_TIMEOUT_MS, DATA, EDUCATION, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@topup/rules';
import { toErrorMessages } from './errors';
import { HANG, startTestServer } from './testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('createHttp', () => {
  it('says it is the web app on every call and sends no bearer token (the session is an HttpOnly cookie)', async () => {
    const http = createHttp({ baseURL: server.baseURL, onTokenInvalid: jest.fn() });

    await http.get('get-user/');
    await http.post('sessions/end-others/', undefined, { headers: { 'X-Requested-With': 'something-else' } });

    for (const seen of server.seen) {
      expect(seen.headers[WEB_CLIENT_HEADER.toLowerCase()]).toBe(WEB_CLIENT_VALUE);
      expect(seen.headers.authorization).toBeUndefined();
    }
    expect(WEB_CLIENT_HEADERS).toEqual({ [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE });
  });

  it('calls onTokenInvalid on a 401 token_not_valid and still rejects', async () => {
    server.respondWith(() => ({
      status: 401,
      body: { message: 'Given token not valid', errors: [{ code: 'token_not_valid', detail: 'Token is expired' }] },
    }));
    const onTokenInvalid = jest.fn();
    const http = createHttp({ baseURL: server.baseURL, onTokenInvalid });

    await expect(http.get('get-user/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
  });

  it('gives up on a call the API never answers', async () => {
    server.respondWith(() => HANG);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = createHttp({ baseURL: server.baseURL, onTokenInvalid: jest.fn(), timeout: 50 });

    const error = await http.get('get-user/').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNABORTED' });
    expect(toErrorMessages(error)).toHaveLength(1);
    log.mockRestore();
  });

  it('waits API_REQUEST_TIMEOUT_MS by default', () => {
    const http = createHttp({ baseURL: server.baseURL, onTokenInvalid: jest.fn() });
    expect(API_REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(http.defaults.timeout).toBe(API_REQUEST_TIMEOUT_MS);
  });

  it('leaves the token alone on other failures', async () => {
    const onTokenInvalid = jest.fn();
    const http = createHttp({ baseURL: server.baseURL, onTokenInvalid });

    server.respondWith(() => ({ status: 401, body: { message: 'No', errors: [{ code: 'authentication_failed', detail: 'x' }] } }));
    await expect(http.get('get-user/')).rejects.toBeTruthy();
    server.respondWith(() => ({ status: 400, body: { message: 'Bad', errors: [{ code: 'token_not_valid' }] } }));
    await expect(http.get('get-user/')).rejects.toBeTruthy();

    expect(onTokenInvalid).not.toHaveBeenCalled();
  });
});

describe('createApi', () => {
  const make = () => createApi(createHttp({ baseURL: server.baseURL, onTokenInvalid: jest.fn() }));

  it('resolves to status, message and data of the envelope', async () => {
    server.respondWith(() => ({ status: 201, body: { message: 'Transaction is processing', data: { id: 7 } } }));
    const result = await make().purchase(DATA, {
      service_providers: 'MTN',
      data_plan: 'mtn-1gb',
      phone: '08012345678',
      amt: 260,
      package_id: 2,
      variation_code: 'mtn-1gb',
      phone_number: '08012345678',
    });
    expect(result).toEqual({ status: 201, message: 'Transaction is processing', data: { id: 7 } });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/purchase-data/',
      body: { service_providers: 'MTN', data_plan: 'mtn-1gb', amt: 260, package_id: 2 },
    });
  });

  it('posts each purchase kind to its descriptor’s route, the result PIN to purchase-exam-pins/', async () => {
    server.respondWith(() => ({ status: 200, body: { message: 'Transaction successful', data: { id: 8 } } }));
    await make().purchase(EDUCATION, { package_id: 5, variation_code: 'waec', quantity: 1, phone_number: '08012345678' });
    await make().purchase(AIRTIME_TO_CASH, { package_id: 1, phone: '08012345678', amount_transferred: 1000 });
    expect(server.seen.map((request) => request.url)).toEqual(['/api/v1/purchase-exam-pins/', '/api/v1/convert-airtime-to-cash/']);
    // The body is typed by the kind: a data purchase does not take an airtime-to-cash body.
    // @ts-expect-error amount_transferred is not a field of a data purchase
    expect(() => make().purchase(DATA, { package_id: 2, amount_transferred: 1000 })).toBeDefined();
  });

  it('sends the Idempotency-Key header on money-moving POSTs when given', async () => {
    const api = make();
    await api.transferToUser({ amount: 1000, email: 'a@b.co' }, { idempotencyKey: 'key-1' });
    await api.transferBonus({ amount: 1000 });

    expect(server.seen[0]!.headers['idempotency-key']).toBe('key-1');
    expect(server.seen[1]!.headers['idempotency-key']).toBeUndefined();
  });

  it.each([
    ['login', (api: ReturnType<typeof make>) => api.login({ email: 'a@b.co', password: 'p' }), 'POST', '/api/v1/auth/login/'],
    ['logout', (api: ReturnType<typeof make>) => api.logout(), 'POST', '/api/v1/auth/logout/'],
    ['passwordReset', (api: ReturnType<typeof make>) => api.passwordReset('a@b.co'), 'POST', '/api/v1/password_reset/'],
    ['getPackages', (api: ReturnType<typeof make>) => api.getPackages(2), 'GET', '/api/v1/get-package/2/'],
    ['verifyMeter', (api: ReturnType<typeof make>) => api.verifyMeter(3, '1234', 'prepaid'), 'GET', '/api/v1/verify-meter-number/3/1234/prepaid/'],
    ['getTransactionsByTotal', (api: ReturnType<typeof make>) => api.getTransactionsByTotal(10), 'GET', '/api/v1/get-transactions-by-total/10/'],
    ['getTransactionById', (api: ReturnType<typeof make>) => api.getTransactionById(5), 'GET', '/api/v1/get-transaction-by-id/5/'],
    ['getCategories', (api: ReturnType<typeof make>) => api.getCategories(), 'GET', '/api/v1/get-category/shop'],
    ['searchProducts', (api: ReturnType<typeof make>) => api.searchProducts('phone case'), 'GET', '/api/v1/search-products?query=phone+case'],
    ['verifyAtmPayment', (api: ReturnType<typeof make>) => api.verifyAtmPayment('MNFY|1'), 'GET', '/api/v1/verify-atm-payment/?payment_reference=MNFY%7C1'],
    ['changePassword', (api: ReturnType<typeof make>) => api.changePassword({ old_password: 'a', new_password: 'b', password: 'b', password2: 'b' }), 'PUT', '/api/v1/change-password/'],
  ])('%s calls the spec path', async (_name, call, method, url) => {
    await call(make());
    expect(server.seen[0]).toMatchObject({ method, url });
  });
});
