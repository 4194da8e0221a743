import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
import { API_REQUEST_TIMEOUT_MS } from '@topup/rules';

export interface HttpOptions {
  /** Where `/api/v1/` lives; same origin by default (api-contract.md). */
  baseURL?: string;
  /** Read per request, so a login or logout takes effect without rebuilding the client. */
  getToken: () => string | undefined | null;
  /** Called when the API says the token is missing, expired, revoked or forged. */
  onTokenInvalid: () => void;
  /** Milliseconds before a call without an answer fails; API_REQUEST_TIMEOUT_MS by default. */
  timeout?: number;
}

export const TOKEN_NOT_VALID = 'token_not_valid';

export function isTokenNotValid(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && (errors[0] as { code?: unknown } | undefined)?.code === TOKEN_NOT_VALID;
}

export function createHttp({
  baseURL = '/api/v1/',
  getToken,
  onTokenInvalid,
  timeout = API_REQUEST_TIMEOUT_MS,
}: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout });

  http.interceptors.request.use((config) => {
    const token = getToken();
    if (token) {
      const headers = AxiosHeaders.from(config.headers);
      headers.set('Authorization', `Bearer ${token}`);
      config.headers = headers;
    }
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
