import type { AxiosInstance, AxiosResponse } from 'axios';
import type { HttpOptions } from './http';
import { API_REQUEST_TIMEOUT_MS, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@topup/rules';
import { axiosQuery, withQuery } from './axiosQuery';
import { failedStatusCode, jsonBody, type Outcome } from './outcome';

/** axios and createHttp's transport on it, in a chunk of their own. */
export const loadTransport = () => import('./transport');

/** The calls a fetch can make as axios would, when their config is at most plain headers and params. */
const WITH_BODY = new Set(['post', 'put', 'patch']);
const WITHOUT_BODY = new Set(['get', 'delete']);
const AXIOS_ONLY = new Set(['head', 'options', 'request', 'getUri', 'postForm', 'putForm', 'patchForm']);

type Headers = Record<string, string>;

/** What the axios transport's interceptor adds to every call (createHttp), written here so axios need not load. */
const WEB_CLIENT_HEADERS: Headers = { [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE };

/** Whether this browser has what the fetch path needs; without it every call goes to axios. */
const canFetch = () => typeof fetch === 'function' && typeof AbortController === 'function';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** A body fetch sends as axios would: none, or JSON of a plain object or array (not a string, a form or a blob). */
const isJsonBody = (body: unknown) => body === undefined || body === null || Array.isArray(body) || isPlainObject(body);

/**
 * A config fetch can honour: none, or only headers with string values and params axiosQuery can
 * write as axios would (the query string, '' for none).
 */
function plainConfig(config: unknown): { headers: Headers; params: unknown; query: string } | null {
  if (config === undefined) return { headers: {}, params: undefined, query: '' };
  if (typeof config !== 'object' || config === null) return null;
  const { headers = {}, params, ...rest } = config as { headers?: unknown; params?: unknown };
  if (Object.keys(rest).length || !isPlainObject(headers)) return null;
  if (!Object.values(headers).every((value) => typeof value === 'string')) return null;
  const query = axiosQuery(params);
  return query === null ? null : { headers: headers as Headers, params, query };
}

/** axios's rule for joining baseURL and a relative path. */
function urlFor(baseURL: string, path: string): string {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(path) ? path : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Sends one call by fetch and keeps what came back, whatever it was. `timeout` covers the whole
 * answer, body included; 0 means none, as for axios.
 */
async function send(method: string, url: string, body: unknown, headers: Headers, timeout: number): Promise<Outcome> {
  const hasBody = body !== undefined && body !== null;
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
  try {
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: { Accept: 'application/json, text/plain, */*', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
    return {
      answered: true,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      body: await response.text(),
    };
  } catch {
    return { answered: false, timedOut };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The failure to report when axios itself cannot be loaded (offline, or a new release removed
 * its chunk) after a call got an outcome: shaped as axios's, so screens show it the usual way
 * (the server's message when there was an answer, "could not reach the service" when not).
 */
function unjudged(outcome: Outcome, cause: unknown): Error {
  const error = Object.assign(new Error(outcome.answered ? `Request failed with status code ${outcome.status}` : 'Network Error'), {
    isAxiosError: true,
    code: outcome.answered ? failedStatusCode(outcome.status) : 'ERR_NETWORK',
    cause,
  });
  if (!outcome.answered) return error;
  // Not JSON: the text itself, as axios keeps it.
  const json = jsonBody(outcome);
  const data = json ? json.data : outcome.body;
  return Object.assign(error, { response: { status: outcome.status, statusText: outcome.statusText, headers: outcome.headers, data } });
}

/** A 2xx JSON answer as axios would resolve it; null for anything axios must judge. */
function asSuccess(outcome: Outcome): AxiosResponse | null {
  if (!outcome.answered || outcome.status < 200 || outcome.status >= 300) return null;
  const json = jsonBody(outcome);
  return json ? ({ data: json.data, status: outcome.status, statusText: outcome.statusText, headers: outcome.headers, config: {} } as AxiosResponse) : null;
}

const prefetched = new Map<string, { at: number; outcome: Promise<Outcome> }>();
/** A prefetched answer older than this is not handed out (it was meant for the first screen). */
const PREFETCH_FRESH_MS = 10_000;

/**
 * Sends a GET the first screen is about to make (get-user/ for a signed-in visitor) before React
 * renders; the transport's next GET of that path takes its answer. The dashboard then paints with
 * the user, instead of painting without and shifting when it comes. The session cookie goes with it.
 */
export function prefetchGet(path: string, baseURL = '/api/v1/'): void {
  if (!canFetch()) return;
  const outcome = send('get', urlFor(baseURL, path), undefined, { ...WEB_CLIENT_HEADERS }, API_REQUEST_TIMEOUT_MS);
  prefetched.set(path, { at: Date.now(), outcome });
}

/** Drops prefetched answers: they were for the session that just ended or was replaced. */
export function forgetPrefetched(): void {
  prefetched.clear();
}

/**
 * createHttp's transport, with axios (19 KB brotli) loaded on first need instead of with the
 * first pages (ADR 0015). Until it has loaded, a get, delete,
 * post, put or patch whose config is at most plain headers and params of plain values goes out
 * once, by fetch, with the web app's header and the query string axios would write. A 2xx JSON
 * answer is the result. Anything else (another status, a body that is not JSON, no answer, a
 * timeout) waits for axios, which judges the outcome already received through an adapter that
 * replays it: nothing is sent twice, and errors, token_not_valid and timeouts are axios's. Once
 * loaded, every property is the real instance's: callers (the shell, and every remote it hands
 * the transport to) get a whole AxiosInstance.
 */
export function deferredHttp(options: HttpOptions): AxiosInstance {
  let real: AxiosInstance | null = null;
  let loading: Promise<typeof import('./transport')> | null = null;
  const load = () =>
    (loading ??= loadTransport().then((transport) => {
      real = transport.createHttp(options);
      return transport;
    })).catch((error: unknown) => {
      loading = null;
      throw error;
    });

  const baseURL = options.baseURL ?? '/api/v1/';
  const timeout = options.timeout ?? API_REQUEST_TIMEOUT_MS;

  const outcomeOf = (method: string, path: string, query: string, body: unknown, headers: Headers): Promise<Outcome> => {
    if (method === 'get' && !query) {
      const early = prefetched.get(path);
      prefetched.delete(path);
      if (early && Date.now() - early.at < PREFETCH_FRESH_MS) return early.outcome;
    }
    // The web app's header last, as the axios instance's interceptor sets it over a caller's.
    return send(method, withQuery(urlFor(baseURL, path), query), body, { ...headers, ...WEB_CLIENT_HEADERS }, timeout);
  };

  const viaAxios =
    (method: string) =>
    async (...args: unknown[]) => {
      await load();
      return (real as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
    };

  const viaFetch = (method: string) => async (path: string, ...rest: unknown[]) => {
    const [body, config] = WITH_BODY.has(method) ? rest : [undefined, rest[0]];
    const plain = typeof path === 'string' && isJsonBody(body) && canFetch() ? plainConfig(config) : null;
    // Once axios is here it sends everything, even through a method taken before it came.
    if (!plain || real) return viaAxios(method)(path, ...rest);
    const { headers, params, query } = plain;
    const outcome = await outcomeOf(method, path, query, body, headers);
    const success = asSuccess(outcome);
    if (success) return success;
    const transport = await load().catch((error: unknown) => {
      throw unjudged(outcome, error);
    });
    return real!.request({ method, url: path, params, data: body, headers, adapter: transport.replay(outcome) });
  };

  const target = function deferredTransport() {} as unknown as AxiosInstance;
  return new Proxy(target, {
    get(_target, property) {
      if (real) {
        const value: unknown = Reflect.get(real, property);
        return typeof value === 'function' ? value.bind(real) : value;
      }
      if (typeof property !== 'string') return undefined;
      if (WITH_BODY.has(property) || WITHOUT_BODY.has(property)) return viaFetch(property);
      return AXIOS_ONLY.has(property) ? viaAxios(property) : undefined;
    },
    apply(_target, _this, args: unknown[]) {
      return load().then(() => (real as unknown as (...a: unknown[]) => unknown)(...args));
    },
  });
}
