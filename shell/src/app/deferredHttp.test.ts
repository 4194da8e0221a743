import type { AxiosInstance } from 'axios';

const real = {
  get: jest.fn(async () => ({ data: { data: 'from axios' }, status: 200 })),
  post: jest.fn(async () => ({ data: { data: 'posted' }, status: 201 })),
  defaults: { baseURL: '/api/v1/' },
};
const createHttp = jest.fn(() => real as unknown as AxiosInstance);
jest.mock('./transport', () => ({ createHttp }));

import { deferredHttp, prefetchGet } from './deferredHttp';

const json = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: '', json: async () => body }) as unknown as Response;

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = jest.fn();
  if (!('timeout' in AbortSignal)) (AbortSignal as unknown as { timeout: () => AbortSignal }).timeout = () => new AbortController().signal;
});

const noToken = { getToken: () => null, onTokenInvalid: jest.fn() };

describe('the deferred transport', () => {
  it('answers a plain GET with fetch, without loading axios', async () => {
    (global.fetch as jest.Mock).mockResolvedValue(json(200, { data: [{ key: 'SITE_EMAIL', value: 'a@b.ng' }] }));
    const http = deferredHttp(noToken);
    const response = await http.get('get-settings/');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: [{ key: 'SITE_EMAIL', value: 'a@b.ng' }] });
    expect(String((global.fetch as jest.Mock).mock.calls[0][0])).toBe('https://localhost/api/v1/get-settings/');
    expect(createHttp).not.toHaveBeenCalled();
  });

  it('leaves a failed GET to axios, which sends it again and reports the failure its own way', async () => {
    (global.fetch as jest.Mock).mockResolvedValue(json(500, {}));
    const http = deferredHttp(noToken);
    await expect(http.get('get-settings/')).resolves.toEqual({ data: { data: 'from axios' }, status: 200 });
    expect(real.get).toHaveBeenCalledWith('get-settings/', undefined);
  });

  it('sends everything else with axios', async () => {
    const http = deferredHttp(noToken);
    await http.post('subscribe/', { email: 'a@b.ng' });
    expect(real.post).toHaveBeenCalledWith('subscribe/', { email: 'a@b.ng' });
    await http.get('get-user/', { params: { a: 1 } });
    expect(real.get).toHaveBeenCalledWith('get-user/', { params: { a: 1 } });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('loads axios once the page is idle for a signed-in visitor, and then is the real instance', async () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = ((work: () => void) => {
      idle = work;
      return 1;
    }) as typeof window.requestIdleCallback;
    const http = deferredHttp({ getToken: () => 'token', onTokenInvalid: jest.fn() });
    expect(createHttp).toHaveBeenCalledTimes(0);
    idle?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createHttp).toHaveBeenCalledTimes(1);
    expect(http.defaults.baseURL).toBe('/api/v1/');
    await http.get('get-user/');
    expect(real.get).toHaveBeenCalledWith('get-user/');
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('a prefetched GET', () => {
  it('answers the first GET of its path with the same token, once', async () => {
    (global.fetch as jest.Mock).mockResolvedValue(json(200, { data: { email: 'a@b.ng' } }));
    prefetchGet('get-user/', 'token');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const http = deferredHttp({ getToken: () => 'token', onTokenInvalid: jest.fn() });
    await expect(http.get('get-user/')).resolves.toMatchObject({ data: { data: { email: 'a@b.ng' } } });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    await http.get('get-user/');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('is not handed to another token', async () => {
    (global.fetch as jest.Mock).mockResolvedValue(json(200, { data: {} }));
    prefetchGet('get-user/', 'old-token');
    const http = deferredHttp({ getToken: () => 'new-token', onTokenInvalid: jest.fn() });
    await http.get('get-user/');
    expect((global.fetch as jest.Mock).mock.calls[1][1].headers.Authorization).toBe('Bearer new-token');
  });
});
