import type { AxiosError, InternalAxiosRequestConfig } from 'axios';

// The real transport (axios and the replaying adapter); only the network is scripted: fetch
// for the calls fetch makes, and the axios instance's default adapter for calls axios sends.
const mockAxiosSend = jest.fn(async (config: InternalAxiosRequestConfig) => ({
  data: { data: 'from axios' },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
}));
jest.mock('./transport', () => {
  const actual = jest.requireActual('./transport');
  return {
    ...actual,
    createHttp: jest.fn((options) => {
      const http = actual.createHttp(options);
      http.defaults.adapter = mockAxiosSend;
      return http;
    }),
  };
});

import { WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@topup/rules';
import { deferredHttp, forgetPrefetched, prefetchGet } from './deferredHttp';
import { createHttp } from './transport';

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 300,
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  }) as unknown as Response;
const fetchMock = () => global.fetch as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = jest.fn();
});

// The session is the API's HttpOnly cookie, which fetch sends by itself on same-origin calls (ADR 0032).
const noToken = { onTokenInvalid: jest.fn() };
const signedIn = { onTokenInvalid: jest.fn() };

describe('before axios is needed', () => {
  it('answers a plain GET with fetch, without loading axios', async () => {
    fetchMock().mockResolvedValue(answer(200, { data: [{ key: 'SITE_EMAIL', value: 'a@b.ng' }] }));
    const http = deferredHttp(noToken);
    const response = await http.get('get-settings/');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: [{ key: 'SITE_EMAIL', value: 'a@b.ng' }] });
    expect(fetchMock().mock.calls[0][0]).toBe('/api/v1/get-settings/');
    expect(createHttp).not.toHaveBeenCalled();
  });

  it('posts the sign-in with fetch: JSON body, once, and axios stays unloaded', async () => {
    fetchMock().mockResolvedValue(answer(200, { message: 'Logged in', data: { access: 'jwt' } }));
    const http = deferredHttp(noToken);
    const response = await http.post('auth/login/', { email: 'a@b.ng', password: 'secret' });
    expect(response.data).toEqual({ message: 'Logged in', data: { access: 'jwt' } });
    const [url, init] = fetchMock().mock.calls[0];
    expect([url, init.method, init.body, init.headers['Content-Type']]).toEqual([
      '/api/v1/auth/login/',
      'POST',
      JSON.stringify({ email: 'a@b.ng', password: 'secret' }),
      'application/json',
    ]);
    expect(createHttp).not.toHaveBeenCalled();
  });

  it('reads a list with query parameters by fetch, at the URL axios would have sent it to', async () => {
    fetchMock().mockResolvedValue(answer(200, { data: [] }));
    const http = deferredHttp(signedIn);
    const params = { kind: 'data', query: "Mum's line, 0803:1", page: 2, all: false, skip: undefined };
    await http.get('beneficiaries/', { params, headers: { 'X-Trace': 't-1' } });
    await http.delete('beneficiaries/7/', { params: { soft: true } });
    const reference = jest.requireActual('./transport').createHttp(signedIn);
    expect(fetchMock().mock.calls.map(([url]) => url)).toEqual([
      reference.getUri({ url: 'beneficiaries/', params }),
      reference.getUri({ url: 'beneficiaries/7/', params: { soft: true } }),
    ]);
    expect(fetchMock().mock.calls[0][1].headers['X-Trace']).toBe('t-1');
    expect(createHttp).not.toHaveBeenCalled();
  });

  it('sends a purchase with its Idempotency-Key and the web app header by fetch, with no bearer token', async () => {
    fetchMock().mockResolvedValue(answer(201, { message: 'Processing', data: { id: 7 } }));
    const http = deferredHttp(signedIn);
    const response = await http.post('purchase-data/', { plan: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(response.status).toBe(201);
    const [, init] = fetchMock().mock.calls[0];
    expect([init.headers['Idempotency-Key'], init.headers[WEB_CLIENT_HEADER], init.headers.Authorization]).toEqual(['k-1', WEB_CLIENT_VALUE, undefined]);
    // fetch's default sends the session cookie to the same origin, and only there.
    expect(init.credentials).toBeUndefined();
    expect(createHttp).not.toHaveBeenCalled();
  });
});

describe('as axios would send it', () => {
  it("sets the web app's header over a caller's, as the instance's interceptor does", async () => {
    fetchMock().mockResolvedValue(answer(200, { data: {} }));
    await deferredHttp(signedIn).get('get-user/', { headers: { [WEB_CLIENT_HEADER]: 'other' } });
    expect(fetchMock().mock.calls[0][1].headers[WEB_CLIENT_HEADER]).toBe(WEB_CLIENT_VALUE);
  });

  it('takes a protocol-relative or absolute URL as it is, and joins any other to the base', async () => {
    fetchMock().mockResolvedValue(answer(200, { data: {} }));
    const http = deferredHttp({ ...noToken, baseURL: '/api/v1' });
    await http.get('//media.example/x.json');
    await http.get('https://media.example/y.json');
    await http.get('/get-settings/');
    expect(fetchMock().mock.calls.map(([url]) => url)).toEqual(['//media.example/x.json', 'https://media.example/y.json', '/api/v1/get-settings/']);
  });

  it('waits as long as it takes when the timeout is 0', async () => {
    fetchMock().mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          setTimeout(() => resolve(answer(200, { data: 'late' })), 30);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(deferredHttp({ ...noToken, timeout: 0 }).get('get-settings/')).resolves.toMatchObject({ data: { data: 'late' } });
  });
});

describe('anything but a 2xx JSON answer is judged by axios, without sending it again', () => {
  it('a refused sign-in is an AxiosError with the parsed body', async () => {
    fetchMock().mockResolvedValue(answer(400, { errors: [{ detail: 'Invalid credentials' }] }));
    const http = deferredHttp(noToken);
    const error = (await http.post('auth/login/', { email: 'a@b.ng', password: 'x' }).catch((e: unknown) => e)) as AxiosError;
    expect([error.isAxiosError, error.code, error.response?.status, error.response?.data]).toEqual([
      true,
      'ERR_BAD_REQUEST',
      400,
      { errors: [{ detail: 'Invalid credentials' }] },
    ]);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(mockAxiosSend).not.toHaveBeenCalled();
  });

  it('a failed read with query parameters reaches axios with its params, sent once', async () => {
    fetchMock().mockResolvedValue(answer(404, { message: 'Not found' }));
    const error = (await deferredHttp(signedIn).get('beneficiaries/', { params: { kind: 'data' } }).catch((e: unknown) => e)) as AxiosError;
    expect([error.response?.status, error.config?.params]).toEqual([404, { kind: 'data' }]);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(mockAxiosSend).not.toHaveBeenCalled();
  });

  it('token_not_valid still ends the session (the instance interceptor sees it)', async () => {
    fetchMock().mockResolvedValue(answer(401, { errors: [{ code: 'token_not_valid', detail: 'expired' }] }));
    const session = { onTokenInvalid: jest.fn() };
    await expect(deferredHttp(session).get('get-user/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(session.onTokenInvalid).toHaveBeenCalledTimes(1);
  });

  it('no answer is axios network error, not sent again', async () => {
    fetchMock().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await deferredHttp(noToken).post('subscribe/', { email: 'a@b.ng' }).catch((e: unknown) => e)) as AxiosError;
    expect([error.isAxiosError, error.code, error.response]).toEqual([true, 'ERR_NETWORK', undefined]);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(mockAxiosSend).not.toHaveBeenCalled();
  });

  it("no answer within the timeout is axios's timeout error; the call is aborted, not resent", async () => {
    let signal: AbortSignal | undefined;
    fetchMock().mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const http = deferredHttp({ ...noToken, timeout: 30 });
    await expect(http.get('get-settings/')).rejects.toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 30ms exceeded' });
    expect(signal?.aborted).toBe(true);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(mockAxiosSend).not.toHaveBeenCalled();
  });

  it('when axios cannot load, the answer is still reported as axios would (the server message reaches the screen)', async () => {
    fetchMock().mockResolvedValue(answer(400, { message: 'Insufficient balance' }));
    (createHttp as jest.Mock).mockImplementationOnce(() => {
      throw Object.assign(new Error('Loading chunk 536 failed.'), { name: 'ChunkLoadError' });
    });
    const error = (await deferredHttp(signedIn).post('purchase-data/', { plan: 1 }).catch((e: unknown) => e)) as AxiosError;
    expect([error.isAxiosError, error.code, error.response?.status, error.response?.data]).toEqual([
      true,
      'ERR_BAD_REQUEST',
      400,
      { message: 'Insufficient balance' },
    ]);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });

  it('a 2xx that is not JSON is what axios makes of it', async () => {
    fetchMock().mockResolvedValue(answer(200, 'plain words'));
    await expect(deferredHttp(noToken).get('get-notification/')).resolves.toMatchObject({ status: 200, data: 'plain words' });
  });
});

describe('axios', () => {
  it.each([
    ['params axios serialises its own way (an array)', { params: { status: ['failed', 'reversed'] } }],
    ['params in a URLSearchParams', { params: new URLSearchParams('status=failed') }],
    ['another option (responseType)', { params: { status: 'failed' }, responseType: 'blob' }],
  ])('sends a call whose config fetch cannot honour: %s, and then every call', async (_kind, config) => {
    const http = deferredHttp(signedIn);
    await http.get('admin/transactions/', config as object);
    expect(fetchMock()).not.toHaveBeenCalled();
    expect(mockAxiosSend.mock.calls[0]?.[0]).toMatchObject({ url: 'admin/transactions/', params: config.params });
    await http.get('get-user/');
    expect(fetchMock()).not.toHaveBeenCalled();
    expect(mockAxiosSend).toHaveBeenCalledTimes(2);
    expect(http.defaults.baseURL).toBe('/api/v1/');
  });
});

describe('what fetch does not send', () => {
  it.each([
    ['a form', () => new FormData()],
    ['a string', () => 'plain text'],
    ['search params', () => new URLSearchParams('a=1')],
  ])('%s is sent by axios, as axios sends it', async (_kind, body) => {
    const http = deferredHttp(signedIn);
    await http.post('upload/', body());
    expect(fetchMock()).not.toHaveBeenCalled();
    expect(mockAxiosSend).toHaveBeenCalledTimes(1);
  });

  it('a method taken before axios loaded uses axios once it has', async () => {
    const http = deferredHttp(signedIn);
    const post = http.post;
    await http.get('admin/transactions/', { params: { page: [2] } });
    await post('purchase-data/', { plan: 1 });
    expect(fetchMock()).not.toHaveBeenCalled();
    expect(mockAxiosSend).toHaveBeenCalledTimes(2);
  });

  it('a browser without AbortController gets axios for every call', async () => {
    const original = globalThis.AbortController;
    Object.assign(globalThis, { AbortController: undefined });
    try {
      await deferredHttp(noToken).get('get-settings/');
      expect(fetchMock()).not.toHaveBeenCalled();
      expect(mockAxiosSend).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(globalThis, { AbortController: original });
    }
  });
});

describe('a prefetched GET', () => {
  it('answers the first GET of its path, once', async () => {
    fetchMock().mockResolvedValue(answer(200, { data: { email: 'a@b.ng' } }));
    prefetchGet('get-user/');
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(fetchMock().mock.calls[0][1].headers[WEB_CLIENT_HEADER]).toBe(WEB_CLIENT_VALUE);
    const http = deferredHttp({ onTokenInvalid: jest.fn() });
    await expect(http.get('get-user/')).resolves.toMatchObject({ data: { data: { email: 'a@b.ng' } } });
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    await http.get('get-user/');
    expect(fetchMock()).toHaveBeenCalledTimes(2);
  });

  it('is not handed to a GET of its path with query parameters', async () => {
    fetchMock().mockResolvedValue(answer(200, { data: {} }));
    prefetchGet('beneficiaries/');
    await deferredHttp({ onTokenInvalid: jest.fn() }).get('beneficiaries/', { params: { kind: 'data' } });
    expect(fetchMock().mock.calls.map(([url]) => url)).toEqual(['/api/v1/beneficiaries/', '/api/v1/beneficiaries/?kind=data']);
  });

  it('is not handed to another session: a sign-in or sign-out forgets it', async () => {
    fetchMock().mockResolvedValue(answer(200, { data: {} }));
    prefetchGet('get-user/');
    forgetPrefetched();
    await deferredHttp({ onTokenInvalid: jest.fn() }).get('get-user/');
    expect(fetchMock()).toHaveBeenCalledTimes(2);
  });
});
