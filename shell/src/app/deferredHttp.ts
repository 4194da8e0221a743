import type { AxiosInstance, AxiosResponse } from 'axios';
import type { HttpOptions } from '@topup/api-client';
import { API_REQUEST_TIMEOUT_MS } from '@topup/rules';

const METHODS = new Set(['get', 'delete', 'head', 'options', 'post', 'put', 'patch', 'request', 'getUri', 'postForm', 'putForm', 'patchForm']);

/** axios and the shell's transport on it, in a chunk of their own. */
export const loadTransport = () => import('./transport');

/** Runs `work` once the browser has nothing more pressing to do (what a prefetch waits for). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 2000);
}

/** A plain GET by fetch, as axios would answer it; null for anything axios should send itself. */
async function fetchJson(baseURL: string, path: string, token: string | null | undefined, timeout: number): Promise<AxiosResponse | null> {
  try {
    const response = await fetch(new URL(path, new URL(baseURL, window.location.href)), {
      headers: { Accept: 'application/json, text/plain, */*', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(timeout),
    });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    return { data, status: response.status, statusText: response.statusText, headers: {}, config: {} } as AxiosResponse;
  } catch {
    return null;
  }
}

const prefetched = new Map<string, { token: string; at: number; response: Promise<AxiosResponse | null> }>();
/** A prefetched answer older than this is not handed out (it was meant for the first screen). */
const PREFETCH_FRESH_MS = 10_000;

/**
 * Sends a GET the first screen is about to make (get-user/ for a signed-in visitor) before React
 * renders; the transport's next GET of that path with the same token takes its answer. The
 * dashboard then paints with the user, instead of painting without and shifting when it comes.
 */
export function prefetchGet(path: string, token: string, baseURL = '/api/v1/'): void {
  prefetched.set(path, { token, at: Date.now(), response: fetchJson(baseURL, path, token, API_REQUEST_TIMEOUT_MS) });
}

/**
 * The shell's transport (@topup/api-client's createHttp), with axios (19 KB brotli) loaded on
 * first need instead of on every first visit. Until it has loaded, a plain GET (no config) goes
 * through fetch (with the bearer token) when it succeeds with JSON; anything else (another
 * method, a config, a failure of any kind, token_not_valid included) waits for axios and is sent
 * by it, so errors, token handling and timeouts are axios's. Once loaded, every property is the
 * real instance's: remotes get a whole AxiosInstance.
 */
export function deferredHttp(options: HttpOptions): AxiosInstance {
  let real: AxiosInstance | null = null;
  let loading: Promise<AxiosInstance> | null = null;
  const load = () =>
    (loading ??= loadTransport().then(({ createHttp }) => (real = createHttp(options))));
  // A signed-in visitor will soon post (a purchase, a transfer): axios comes once the page is idle.
  if (options.getToken()) whenIdle(() => void load().catch(() => (loading = null)));

  const baseURL = options.baseURL ?? '/api/v1/';
  const timeout = options.timeout ?? API_REQUEST_TIMEOUT_MS;
  const fetchGet = (path: string): Promise<AxiosResponse | null> => {
    const token = options.getToken();
    const early = prefetched.get(path);
    prefetched.delete(path);
    const fresh = early && early.token === token && Date.now() - early.at < PREFETCH_FRESH_MS;
    return fresh ? early.response : fetchJson(baseURL, path, token, timeout);
  };

  const viaAxios =
    (method: string) =>
    (...args: unknown[]) =>
      load().then((http) => (http as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args));

  const target = function deferredTransport() {} as unknown as AxiosInstance;
  return new Proxy(target, {
    get(_target, property) {
      if (real) {
        const value: unknown = Reflect.get(real, property);
        return typeof value === 'function' ? value.bind(real) : value;
      }
      if (property === 'get') {
        return async (path: string, config?: unknown) => {
          const fetched = config === undefined && typeof path === 'string' ? await fetchGet(path) : null;
          return fetched ?? viaAxios('get')(path, config);
        };
      }
      return typeof property === 'string' && METHODS.has(property) ? viaAxios(property) : undefined;
    },
    apply(_target, _this, args: unknown[]) {
      return load().then((http) => (http as unknown as (...a: unknown[]) => unknown)(...args));
    },
  });
}
