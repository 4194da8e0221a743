import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
import { API_REQUEST_TIMEOUT_MS, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@topup/rules';

export interface HttpOptions {
  /** Where `/api/v1/` lives; same origin by default (api-contract.md). */
  baseURL?: string;
  /** Called when the API says the session is missing, expired, revoked or forged. */
  onTokenInvalid: () => void;
  /** Milliseconds before a call without an answer fails; API_REQUEST_TIMEOUT_MS by default. */
  timeout?: number;
}

export const TOKEN_NOT_VALID = 'token_not_valid';

export function isTokenNotValid(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && (errors[0] as { code?: unknown } | undefined)?.code === TOKEN_NOT_VALID;
}

/** The headers every call of the web app carries: it is the web app (ADR 0032). */
export const WEB_CLIENT_HEADERS: Readonly<Record<string, string>> = { [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE };

/**
 * The web app's transport. The session is the API's HttpOnly cookie, which the browser sends on
 * same-origin calls and no script can read; every call says it is the web app (WEB_CLIENT_HEADER),
 * which a write by cookie needs (CSRF defence) and which makes sign-in answer a cookie, not a token.
 */
export function createHttp({ baseURL = '/api/v1/', onTokenInvalid, timeout = API_REQUEST_TIMEOUT_MS }: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout });

  http.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set(WEB_CLIENT_HEADER, WEB_CLIENT_VALUE);
    config.headers = headers;
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401 && isTokenNotValid(error.response.data)) {
      onTokenInvalid();
    }
    return Promise.reject(error);
  });

  return http;
}
